import { ADMIN_ROLES } from '@atelier/contract';
import type { AdminMe, AdminsResponse, AdminUpdateAdminBody } from '@atelier/contract';
import UserCogIcon from 'lucide-react/icons/user-cog';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inputClasses } from '../../../components/ui/field';
import { CardHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useAdmins } from '../api/list-admins';
import { useUpdateAdmin } from '../api/update-admin';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { InviteAdminDialog } from './invite-admin-dialog';
import { ROLE_LABELS, ROLE_OPTIONS } from './role-labels';

type Account = AdminsResponse['admins'][number];

const COLUMNS = ['Admin', 'Role', 'Status', 'MFA', 'Last login', 'Actions'];

/** The staff (manage_admins): invite, change a role, deactivate or activate. */
export function StaffCard({ me }: { me: AdminMe }) {
  const admins = useAdmins();
  const update = useUpdateAdmin();
  const [inviting, setInviting] = useState(false);
  const [toggling, setToggling] = useState<Account | null>(null);

  const change = (account: Account, changes: AdminUpdateAdminBody, onDone?: () => void) =>
    update.mutate(
      { adminId: account.id, changes },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the admin.')),
        onSettled: onDone,
      },
    );

  const list = admins.data?.admins ?? [];
  return (
    <Card>
      <CardHeader
        icon={<UserCogIcon className="size-5" aria-hidden="true" />}
        title="Admins"
        description="Who can sign in to this portal, and with which role."
        actions={
          <Button size="sm" onClick={() => setInviting(true)}>
            Invite admin
          </Button>
        }
      />
      <div className="mt-4">
        {admins.isError ? (
          <Alert tone="error">Failed to load admins</Alert>
        ) : admins.isPending ? (
          <EmptyRow>Loading admins...</EmptyRow>
        ) : list.length === 0 ? (
          <EmptyRow>No admins found</EmptyRow>
        ) : (
          <AdminTable caption="Admins" columns={COLUMNS}>
            {list.map((account) => {
              const self = account.id === me.id;
              return (
                <tr key={account.id}>
                  <td className={cellClass}>
                    <p className="font-medium text-slate-900 dark:text-slate-100">
                      {account.full_name}
                      {self ? ' (you)' : ''}
                    </p>
                    <p className="break-all text-slate-600 dark:text-slate-400">{account.email}</p>
                  </td>
                  <td className={cellClass}>
                    {self ? (
                      <Badge>{ROLE_LABELS[account.role]}</Badge>
                    ) : (
                      <select
                        aria-label={`Role of ${account.full_name}`}
                        value={account.role}
                        disabled={update.isPending}
                        onChange={(event) => {
                          const role = ADMIN_ROLES.find((known) => known === event.target.value);
                          if (role) change(account, { role });
                        }}
                        className={`${inputClasses} min-w-32`}
                      >
                        {ROLE_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td className={cellClass}>
                    {account.is_active ? (
                      <Badge tone="success">Active</Badge>
                    ) : (
                      <Badge tone="danger">Inactive</Badge>
                    )}
                  </td>
                  <td className={cellClass}>
                    {account.mfa_enabled ? (
                      <Badge tone="success">On</Badge>
                    ) : (
                      <Badge>Not set up</Badge>
                    )}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {account.last_login ? formatDateTime(account.last_login) : 'Never'}
                  </td>
                  <td className={cellClass}>
                    {self ? null : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${account.is_active ? 'Deactivate' : 'Activate'} ${account.full_name}`}
                        onClick={() => setToggling(account)}
                      >
                        {account.is_active ? 'Deactivate' : 'Activate'}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </div>
      {inviting ? <InviteAdminDialog onClose={() => setInviting(false)} /> : null}
      {toggling ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setToggling(null);
          }}
          title={`${toggling.is_active ? 'Deactivate' : 'Activate'} ${toggling.full_name}?`}
          message={
            toggling.is_active
              ? 'Their sessions end at once and they cannot sign in until activated again.'
              : 'They can sign in to the admin portal again.'
          }
          confirmLabel={toggling.is_active ? 'Deactivate' : 'Activate'}
          tone={toggling.is_active ? 'danger' : 'primary'}
          busy={update.isPending}
          onConfirm={() =>
            change(toggling, { is_active: !toggling.is_active }, () => setToggling(null))
          }
        />
      ) : null}
    </Card>
  );
}
