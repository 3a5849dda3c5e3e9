import { CreateApiKeyBody } from '@atelier/contract';
import type { ApiKeyCreated } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useCreateApiKey } from '../api/create-api-key';
import { useCheckedForm } from '../use-checked-form';
import { developerText } from '../developer-text';
import { useT } from '../../../lib/i18n/i18n';

/** A name and, if wanted, a lifetime in days; checked with the contract's schema before sending. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: ApiKeyCreated) => void }) {
  const t = useT();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [days, setDays] = useState('');
  const { errors, check } = useCheckedForm(CreateApiKeyBody);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check({
      name,
      expires_in_days: days.trim() === '' ? undefined : Number(days),
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        setName('');
        setDays('');
        onCreated(created);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('developer.createKey')} className="space-y-4">
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, t('developer.createKeyFailed'))}</Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field
          label={t('developer.keyName')}
          hint={t('developer.keyNameHint')}
          autoComplete="off"
          maxLength={100}
          value={name}
          error={developerText(t, errors.name)}
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          label={t('developer.expiresAfter')}
          hint={t('developer.expiresAfterHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          value={days}
          error={developerText(t, errors.expires_in_days)}
          onChange={(event) => setDays(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('developer.creating') : t('developer.createKey')}
      </Button>
    </form>
  );
}
