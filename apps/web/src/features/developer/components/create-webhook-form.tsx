import {
  CreateWebhookBody,
  DEFAULT_CREDITS_LOW_THRESHOLD,
  WEBHOOK_EVENTS,
} from '@atelier/contract';
import type { WebhookCreated, WebhookEvent } from '@atelier/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useCreateWebhook } from '../api/create-webhook';
import { useCheckedForm } from '../use-checked-form';
import { EVENT_DESCRIPTIONS } from '../webhook-events';
import { developerText } from '../developer-text';
import { useT } from '../../../lib/i18n/i18n';

/** The URL, the events it wants, and for credits.low the balance that sets it off. */
export function CreateWebhookForm({ onCreated }: { onCreated: (webhook: WebhookCreated) => void }) {
  const t = useT();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [threshold, setThreshold] = useState(String(DEFAULT_CREDITS_LOW_THRESHOLD));
  const { errors, check } = useCheckedForm(CreateWebhookBody);
  const eventsErrorId = useId();
  const wantsCreditsLow = events.includes('credits.low');

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) =>
      // Kept in the contract's order, whatever order they were ticked in.
      WEBHOOK_EVENTS.filter((known) => (known === event ? on : current.includes(known))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check({
      url,
      events,
      credits_low_threshold: wantsCreditsLow ? Number(threshold) : undefined,
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        setUrl('');
        setEvents([]);
        setThreshold(String(DEFAULT_CREDITS_LOW_THRESHOLD));
        onCreated(created);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('developer.addWebhook')} className="space-y-4">
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, t('developer.addWebhookFailed'))}</Alert>
      ) : null}
      <Field
        label={t('developer.endpointUrl')}
        hint={t('developer.endpointUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={t('developer.endpointPlaceholder')}
        maxLength={2000}
        value={url}
        error={developerText(t, errors.url)}
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset aria-describedby={errors.events ? eventsErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('developer.events')}
        </legend>
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((name) => (
            <EventCheckbox
              key={name}
              event={name}
              checked={events.includes(name)}
              onChange={(on) => toggle(name, on)}
            />
          ))}
        </ul>
        {errors.events ? (
          <p id={eventsErrorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {developerText(t, errors.events)}
          </p>
        ) : null}
      </fieldset>
      {wantsCreditsLow ? (
        <Field
          label={t('developer.creditsLowThreshold')}
          hint={t('developer.creditsLowHint')}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          className="sm:max-w-xs"
          value={threshold}
          error={developerText(t, errors.credits_low_threshold)}
          onChange={(event) => setThreshold(event.target.value)}
        />
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('developer.adding') : t('developer.addWebhook')}
      </Button>
    </form>
  );
}

function EventCheckbox({
  event,
  checked,
  onChange,
}: {
  event: WebhookEvent;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const descriptionId = useId();
  return (
    <li>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          className="size-4 shrink-0 rounded border-slate-300 accent-primary-600"
          checked={checked}
          aria-describedby={descriptionId}
          onChange={(change) => onChange(change.target.checked)}
        />
        <span className="font-mono">{event}</span>
      </label>
      <p id={descriptionId} className="mt-0.5 ml-6 text-xs text-slate-500 dark:text-slate-400">
        {t(EVENT_DESCRIPTIONS[event])}
      </p>
    </li>
  );
}
