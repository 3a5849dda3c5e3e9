import type { WorkflowRunAccepted } from '@atelier/contract';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { MediaPicker } from '../../../../kits/media-tool/media-picker';
import { useBalance } from '../../../../kits/media-tool/use-balance';
import { errorMessage } from '../../../../lib/error-message';
import { formatCredits } from '../../../../lib/format';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useT } from '../../../../lib/i18n/i18n';
import { useGraphCheck } from '../api/check-graph';
import { useStartRun } from '../api/start-run';
import type { EditorGraph } from '../model/editor-state';

/**
 * Run: the workflow's inputs (text, a number, or an image, video or audio file from the device or
 * a link), what the run will hold at most and the balance that pays, then start. Mounted while
 * open.
 */
export function RunDialog({
  onOpenChange,
  workflowId,
  graph,
  onStarted,
}: {
  onOpenChange: (open: boolean) => void;
  workflowId: string;
  graph: EditorGraph;
  onStarted: (run: WorkflowRunAccepted) => void;
}) {
  const t = useT();
  const balance = useBalance();
  const start = useStartRun(workflowId);
  const [values, setValues] = useState<Record<string, string>>({});
  // The dialog is mounted for each opening: one key per click of Start, nothing left over.
  const [key] = useState(newIdempotencyKey);
  const [missing, setMissing] = useState<string[]>([]);

  const inputs = useMemo(() => {
    const given: Record<string, string | number> = {};
    for (const [name, input] of Object.entries(graph.inputs)) {
      const value = values[name]?.trim();
      if (!value) continue;
      given[name] = input.type === 'number' ? Number(value) : value;
    }
    return given;
  }, [graph.inputs, values]);
  const check = useGraphCheck(graph, inputs);
  const estimate = check.data?.estimate.estimate_credits;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const absent = Object.entries(graph.inputs)
      .filter(([name, input]) => input.required && inputs[name] === undefined)
      .map(([name]) => name);
    setMissing(absent);
    if (absent.length > 0) return;
    start.mutate(
      { inputs, idempotencyKey: key },
      {
        onSuccess: (run) => {
          onStarted(run);
          onOpenChange(false);
        },
      },
    );
  };

  const set = (name: string) => (value: string) => setValues((old) => ({ ...old, [name]: value }));
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('workflowEditor.runTitle')}
      description={t('workflowEditor.runIntro')}
    >
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        {Object.entries(graph.inputs).map(([name, input]) => {
          const label = input.label ?? name;
          const error = missing.includes(name) ? t('workflowEditor.inputRequired') : null;
          if (input.type === 'image' || input.type === 'video' || input.type === 'audio') {
            return (
              <div key={name}>
                <MediaPicker
                  label={input.required ? t('workflowEditor.requiredField', { label }) : label}
                  kind={input.type}
                  value={values[name] ?? ''}
                  onChange={set(name)}
                />
                {error ? (
                  <p className="mt-1.5 text-sm text-red-600 dark:text-red-400">{error}</p>
                ) : null}
              </div>
            );
          }
          if (input.type === 'number') {
            return (
              <Field
                key={name}
                type="number"
                label={input.required ? t('workflowEditor.requiredField', { label }) : label}
                value={values[name] ?? ''}
                error={error}
                onChange={(event) => set(name)(event.target.value)}
              />
            );
          }
          return (
            <TextareaField
              key={name}
              label={input.required ? t('workflowEditor.requiredField', { label }) : label}
              value={values[name] ?? ''}
              error={error}
              rows={2}
              onChange={(event) => set(name)(event.target.value)}
            />
          );
        })}
        <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <dt className="text-slate-600 dark:text-slate-400">{t('workflowEditor.estimate')}</dt>
          <dd className="text-right font-medium">
            {estimate === undefined
              ? '…'
              : t('workflowEditor.credits', { credits: formatCredits(estimate) })}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('workflowEditor.balance')}</dt>
          <dd className="text-right font-medium">
            {balance === null
              ? '…'
              : t('workflowEditor.credits', { credits: formatCredits(balance) })}
          </dd>
        </dl>
        {estimate !== undefined && balance !== null && balance < estimate ? (
          <Alert tone="warning">{t('workflowEditor.balanceShort')}</Alert>
        ) : null}
        {start.isError ? (
          <Alert tone="error">
            {errorMessage(start.error, t('workflowEditor.runFailedToStart'))}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('workflowEditor.cancel')}
          </Button>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? t('workflowEditor.starting') : t('workflowEditor.startRun')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
