import type { AdminUserRow } from '@atelier/contract';
import { Link } from 'react-router';
import { PlanBadge } from '../../../app/layout/plan-badge';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatCredits } from '../../../lib/format';
import { formatDateTime } from '../../../lib/time';
import { AdminTable, cellClass } from './admin-table';
import { displayName } from './user-actions/managed-user';
import { ManageUserButton } from './user-actions/manage-user-dialog';

const COLUMNS = ['User', 'Role', 'Status', 'Plan', 'Credits', 'Last login', 'Actions'];

/** Spec part 2, "Admin dashboard": a user links to /admin/users/{id}. */
export function UsersTable({ users }: { users: readonly AdminUserRow[] }) {
  return (
    <AdminTable caption="Users" columns={COLUMNS}>
      {users.map((user) => (
        <tr key={user.id}>
          <td className={cellClass}>
            <div className="flex items-center gap-3">
              <Avatar name={displayName(user)} />
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-slate-100">
                  {user.full_name || 'Not provided'}
                </p>
                <p className="break-all text-slate-600 dark:text-slate-400">{user.email}</p>
              </div>
            </div>
          </td>
          <td className={cellClass}>{user.role}</td>
          <td className={cellClass}>
            {user.is_active ? (
              <Badge tone="success">Active</Badge>
            ) : (
              <Badge tone="danger">Inactive</Badge>
            )}
          </td>
          <td className={cellClass}>
            <PlanBadge plan={user.subscription_plan} />
          </td>
          <td className={`${cellClass} tabular-nums`}>{formatCredits(user.credits)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {user.last_login ? formatDateTime(user.last_login) : 'Never'}
          </td>
          <td className={cellClass}>
            <div className="flex gap-2">
              <Link
                to={`/admin/users/${encodeURIComponent(user.id)}`}
                aria-label={`View ${displayName(user)}`}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                View
              </Link>
              <ManageUserButton user={user} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
