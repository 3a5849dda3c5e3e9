import { CreateTeamInviteBody, INVITE_ROLES } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useCreateInvite } from '../api/create-invite';
import { ROLE_LABELS } from '../team-roles';

type InviteRole = (typeof INVITE_ROLES)[number];

/** An address and the role it will join with; the invitation goes out by email. */
export function InviteForm({ teamId }: { teamId: string }) {
  const t = useT();
  const invite = useCreateInvite(teamId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [emailError, setEmailError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = CreateTeamInviteBody.safeParse({ email: email.trim(), role });
    setEmailError(checked.success ? undefined : t('teams.emailInvalid'));
    if (!checked.success) return;
    invite.mutate(checked.data, {
      onSuccess: (sent) => {
        setEmail('');
        setRole('member');
        toast.success(t('teams.inviteSent', { email: sent.email }));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('teams.inviteSomeone')} className="space-y-4">
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">
        {t('teams.inviteSomeone')}
      </h3>
      {invite.isError ? (
        <Alert tone="error">{errorMessage(invite.error, t('teams.inviteFailed'))}</Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field
          label={t('teams.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t('teams.role')}
          value={role}
          options={INVITE_ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
          onChange={(value) => setRole(value as InviteRole)}
        />
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? t('teams.sending') : t('teams.sendInvite')}
      </Button>
    </form>
  );
}
