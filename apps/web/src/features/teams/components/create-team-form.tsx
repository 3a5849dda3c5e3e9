import { CreateTeamBody } from '@atelier/contract';
import type { Team } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { useCreateTeam } from '../api/create-team';
import { teamText } from '../team-text';

/** A name, checked with the contract's schema before sending; the new team is then opened. */
export function CreateTeamForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const t = useT();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = CreateTeamBody.safeParse({ name });
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    create.mutate(checked.data, {
      onSuccess: (team) => {
        setName('');
        onCreated(team);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('teams.createTeam')} className="space-y-3">
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">{t('teams.createTeam')}</h3>
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, t('teams.createFailed'))}</Alert>
      ) : null}
      <Field
        label={t('teams.teamName')}
        autoComplete="off"
        maxLength={80}
        value={name}
        error={teamText(t, error)}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('teams.creating') : t('teams.create')}
      </Button>
    </form>
  );
}
