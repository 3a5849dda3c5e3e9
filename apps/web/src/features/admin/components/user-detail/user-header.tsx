import type { AdminUserDetailResponse } from '@atelier/contract';
import { PlanBadge } from '../../../../app/layout/plan-badge';
import { Avatar } from '../../../../components/ui/avatar';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatDate } from '../../../../lib/time';
import { displayName } from '../user-actions/managed-user';
import type { UserAction } from '../user-actions/managed-user';

type User = AdminUserDetailResponse['user'];

/** Avatar initial, name, email, plan and joined date, with the actions staff take on the user. */
export function UserHeader({
  user,
  onAction,
}: {
  user: User;
  onAction: (action: UserAction) => void;
}) {
  return (
    <Card className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <Avatar name={displayName(user)} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-slate-100">
            {user.full_name || 'Not provided'}
          </h1>
          <p className="break-all text-slate-600 dark:text-slate-400">{user.email}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <PlanBadge plan={user.subscription_plan} />
            {user.is_active ? (
              <Badge tone="success">Active</Badge>
            ) : (
              <Badge tone="danger">Inactive</Badge>
            )}
            <span className="text-slate-600 dark:text-slate-400">
              Joined {formatDate(user.created_at)}
            </span>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onAction('plan')}>
          Change plan
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onAction('credits')}>
          Adjust credits
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onAction('status')}>
          {user.is_active ? 'Deactivate' : 'Activate'}
        </Button>
        <Button variant="danger" size="sm" onClick={() => onAction('delete')}>
          Delete user
        </Button>
      </div>
    </Card>
  );
}
