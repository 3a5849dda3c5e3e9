import { ADMIN_ROLES, AdminInviteBody } from '@atelier/contract';
import type { AdminRole } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useInviteAdmin } from '../api/invite-admin';
import { ROLE_OPTIONS } from './role-labels';

type Errors = Partial<Record<'email' | 'full_name', string>>;

/** A colleague by email, name and role; the set-password link goes to them by mail. */
export function InviteAdminDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<AdminRole>('others');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = AdminInviteBody.safeParse({ email, full_name: fullName, role });
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'full_name') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    invite.mutate(checked.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !invite.isPending) onClose();
      }}
      title="Invite admin"
      description="They get an email with a link to set their password, then set up MFA at first sign-in."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {invite.isError ? (
          <Alert tone="error">
            {errorMessage(invite.error, 'Could not send the invitation. Please try again.')}
          </Alert>
        ) : null}
        <Field
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label="Full name"
          autoComplete="off"
          value={fullName}
          error={errors.full_name}
          onChange={(event) => setFullName(event.target.value)}
        />
        <SelectField
          label="Role"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(next) => setRole(ADMIN_ROLES.find((known) => known === next) ?? 'others')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={invite.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
