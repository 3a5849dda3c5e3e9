import type { WorkflowSchedule, WorkflowTrigger } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { CopyButton } from '../../../../components/ui/copy-button';
import { Field } from '../../../../components/ui/field';
import { LoadingOverlay } from '../../../../components/ui/loading-overlay';
import { SelectField } from '../../../../components/ui/select-field';
import { Switch } from '../../../../components/ui/switch';
import { errorMessage } from '../../../../lib/error-message';
import { dateTimeFormat } from '../../../../lib/locale';
import { useT } from '../../../../lib/i18n/i18n';
import { useCreateTrigger } from '../api/create-trigger';
import { useSaveSchedule, useWorkflowSchedule } from '../api/workflow-schedule';
import { choiceOf, clock, cronOf, type CronChoice, type Frequency } from '../model/cron';
import type { EditorGraph } from '../model/editor-state';

const FREQUENCIES: Frequency[] = ['hourly', 'daily', 'weekdays', 'weekly', 'custom'];
const FREQUENCY_LABELS: Record<Frequency, string> = {
  hourly: 'workflowEditor.everyHour',
  daily: 'workflowEditor.everyDay',
  weekdays: 'workflowEditor.everyWeekday',
  weekly: 'workflowEditor.everyWeek',
  custom: 'workflowEditor.customCron',
};
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Growth and up: the workflow's schedule, in plain words, and its inbound URL. */
export function AutomationTab({
  workflowId,
  inputs,
}: {
  workflowId: string;
  /** The workflow's inputs: what each scheduled run is given, and what the example sends. */
  inputs: EditorGraph['inputs'];
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ScheduleSection workflowId={workflowId} inputs={inputs} />
      <InboundSection workflowId={workflowId} inputNames={Object.keys(inputs)} />
    </div>
  );
}

/** "every weekday at 09:00" in the interface language. */
function useDescribe() {
  const t = useT();
  return (choice: CronChoice) => {
    const at = clock(choice.hour, choice.minute);
    switch (choice.frequency) {
      case 'hourly':
        return t('workflowEditor.saysHourly', { minute: choice.minute });
      case 'daily':
        return t('workflowEditor.saysDaily', { at });
      case 'weekdays':
        return t('workflowEditor.saysWeekdays', { at });
      case 'weekly':
        return t('workflowEditor.saysWeekly', {
          day: dateTimeFormat({ weekday: 'long' }).format(
            new Date(Date.UTC(2024, 0, 7 + choice.weekday, 12)),
          ),
          at,
        });
      default:
        return t('workflowEditor.saysCustom', { cron: choice.custom });
    }
  };
}

function ScheduleSection({
  workflowId,
  inputs,
}: {
  workflowId: string;
  inputs: EditorGraph['inputs'];
}) {
  const t = useT();
  const schedule = useWorkflowSchedule(workflowId);
  const when = (iso: string | null) =>
    iso ? dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';
  return (
    <section aria-labelledby="schedule-title" className="space-y-4">
      <h3 id="schedule-title" className="font-semibold text-slate-900 dark:text-slate-100">
        {t('workflowEditor.schedule')}
      </h3>
      {schedule.isPending ? <LoadingOverlay label={t('workflowEditor.loadingSchedule')} /> : null}
      {schedule.isError ? (
        <Alert tone="error">
          {errorMessage(schedule.error, t('workflowEditor.scheduleFailed'))}
        </Alert>
      ) : null}
      {schedule.data ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('workflowEditor.scheduleFacts', {
            next: when(schedule.data.next_run_at),
            last: when(schedule.data.last_run_at),
          })}
        </p>
      ) : null}
      {schedule.isPending ? null : (
        // A saved schedule fills the form afresh.
        <ScheduleForm
          key={schedule.data ? `${schedule.data.cron} ${schedule.data.timezone}` : 'none'}
          workflowId={workflowId}
          inputs={inputs}
          saved={schedule.data ?? null}
        />
      )}
    </section>
  );
}

function ScheduleForm({
  workflowId,
  inputs,
  saved,
}: {
  workflowId: string;
  inputs: EditorGraph['inputs'];
  saved: WorkflowSchedule | null;
}) {
  const t = useT();
  const describe = useDescribe();
  const save = useSaveSchedule(workflowId);
  const [choice, setChoice] = useState<CronChoice>(() => choiceOf(saved?.cron ?? '0 9 * * 1-5'));
  const [timezone, setTimezone] = useState(() => saved?.timezone ?? localZone());
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  // What every scheduled run is given, as the run dialog asks for it.
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(saved?.inputs ?? {}).map(([k, v]) => [k, String(v)])),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given: Record<string, string | number> = {};
    for (const [name, input] of Object.entries(inputs)) {
      const value = values[name]?.trim();
      if (value) given[name] = input.type === 'number' ? Number(value) : value;
    }
    save.mutate({ cron: cronOf(choice), timezone, enabled, inputs: given });
  };
  const set = (change: Partial<CronChoice>) => setChoice((old) => ({ ...old, ...change }));
  const weekday = (day: number) =>
    dateTimeFormat({ weekday: 'long' }).format(new Date(Date.UTC(2024, 0, 7 + day, 12)));

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <SelectField
        label={t('workflowEditor.frequency')}
        value={choice.frequency}
        options={FREQUENCIES.map((value) => ({ value, label: t(FREQUENCY_LABELS[value]) }))}
        onChange={(value) => set({ frequency: value as Frequency, custom: cronOf(choice) })}
      />
      {choice.frequency === 'custom' ? (
        <Field
          label={t('workflowEditor.cron')}
          hint={t('workflowEditor.cronHint')}
          value={choice.custom}
          onChange={(event) => set({ custom: event.target.value })}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {choice.frequency === 'weekly' ? (
            <SelectField
              label={t('workflowEditor.day')}
              value={String(choice.weekday)}
              options={[0, 1, 2, 3, 4, 5, 6].map((day) => ({
                value: String(day),
                label: weekday(day),
              }))}
              onChange={(value) => set({ weekday: Number(value) })}
            />
          ) : null}
          {choice.frequency === 'hourly' ? (
            <Field
              type="number"
              min={0}
              max={59}
              label={t('workflowEditor.minute')}
              value={choice.minute}
              onChange={(event) =>
                set({ minute: Math.min(59, Math.max(0, Number(event.target.value))) })
              }
            />
          ) : (
            <Field
              type="time"
              label={t('workflowEditor.time')}
              value={clock(choice.hour, choice.minute)}
              onChange={(event) => {
                const [hour = 0, minute = 0] = event.target.value.split(':').map(Number);
                set({ hour, minute });
              }}
            />
          )}
        </div>
      )}
      {Object.entries(inputs).map(([name, input]) => (
        <Field
          key={name}
          type={input.type === 'number' ? 'number' : 'text'}
          label={
            input.required
              ? t('workflowEditor.requiredField', { label: input.label ?? name })
              : (input.label ?? name)
          }
          value={values[name] ?? ''}
          onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
        />
      ))}
      <Field
        label={t('workflowEditor.timezone')}
        value={timezone}
        onChange={(event) => setTimezone(event.target.value)}
      />
      <Switch
        label={t('workflowEditor.scheduleOn')}
        checked={enabled}
        onCheckedChange={setEnabled}
      />
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {describe(choice)}
      </p>
      {save.isError ? (
        <Alert tone="error">{errorMessage(save.error, t('workflowEditor.scheduleFailed'))}</Alert>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {t('workflowEditor.saveSchedule')}
      </Button>
    </form>
  );
}

/** A shell example that signs a body as Standard Webhooks do and sends it. */
function exampleRequest(trigger: WorkflowTrigger, inputNames: readonly string[]): string {
  const body = JSON.stringify(Object.fromEntries(inputNames.map((name) => [name, '...'])));
  return [
    `SECRET='${trigger.secret}'`,
    `BODY='${body}'`,
    'ID="msg_$(date +%s%N)"; TS="$(date +%s)"',
    'KEY="$(printf %s "${SECRET#whsec_}" | base64 -d | od -An -tx1 | tr -d \' \\n\')"',
    'SIG="$(printf %s "$ID.$TS.$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$KEY -binary | base64)"',
    `curl -X POST '${trigger.url}' \\`,
    "  -H 'content-type: application/json' \\",
    '  -H "webhook-id: $ID" -H "webhook-timestamp: $TS" -H "webhook-signature: v1,$SIG" \\',
    '  -d "$BODY"',
  ].join('\n');
}

function InboundSection({
  workflowId,
  inputNames,
}: {
  workflowId: string;
  inputNames: readonly string[];
}) {
  const t = useT();
  const create = useCreateTrigger(workflowId);
  const trigger = create.data;
  return (
    <section aria-labelledby="inbound-title" className="space-y-4">
      <h3 id="inbound-title" className="font-semibold text-slate-900 dark:text-slate-100">
        {t('workflowEditor.inbound')}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('workflowEditor.inboundIntro')}
      </p>
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, t('workflowEditor.inboundFailed'))}</Alert>
      ) : null}
      {trigger ? (
        <div className="space-y-3">
          <Alert tone="warning">{t('workflowEditor.secretOnce')}</Alert>
          <dl className="space-y-2 text-sm">
            <dt className="font-medium">{t('workflowEditor.inboundUrl')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code className="break-all">{trigger.url}</code>
              <CopyButton text={trigger.url} />
            </dd>
            <dt className="font-medium">{t('workflowEditor.secret')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code className="break-all">{trigger.secret}</code>
              <CopyButton text={trigger.secret} />
            </dd>
          </dl>
          <div className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">{t('workflowEditor.exampleRequest')}</p>
              <CopyButton text={exampleRequest(trigger, inputNames)} />
            </div>
            <pre
              tabIndex={0}
              className="max-w-full overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
            >
              {exampleRequest(trigger, inputNames)}
            </pre>
          </div>
        </div>
      ) : null}
      <Button variant="secondary" disabled={create.isPending} onClick={() => create.mutate()}>
        {trigger ? t('workflowEditor.newInbound') : t('workflowEditor.createInbound')}
      </Button>
    </section>
  );
}
