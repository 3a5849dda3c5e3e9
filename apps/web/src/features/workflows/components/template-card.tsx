import type { WorkflowTemplateListItem } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { categoryLabel, difficultyLabel } from '../labels';
import { Chips } from './chips';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';

/** One ready-made plan: what it covers, its phases, and a button to start a copy of it. */
export function TemplateCard({
  template,
  busy,
  onUse,
}: {
  template: WorkflowTemplateListItem;
  busy: boolean;
  onUse: () => void;
}) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-label={template.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">{template.name}</h3>
        <Badge tone="success">{t('workflows.allPlans')}</Badge>
      </div>
      {template.runnable ? (
        <p>
          <Badge tone="primary">
            {t('workflows.runnable', { credits: formatCredits(template.estimate_credits ?? 0) })}
          </Badge>
        </p>
      ) : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">{template.description}</p>
      <div className="flex flex-wrap gap-2">
        <Badge tone="indigo">{categoryLabel(t, template.category)}</Badge>
        <Badge tone="purple">{difficultyLabel(t, template.difficulty)}</Badge>
        {template.duration ? <Badge>{template.duration}</Badge> : null}
      </div>
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('workflows.phaseCount', { count: template.phases.length })}
        </p>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {template.phases.map((phase) => (
            <li key={phase.title}>{phase.title}</li>
          ))}
        </ol>
      </div>
      <Chips label={t('workflows.aiTools')} items={template.ai_tools} />
      <Chips label={t('workflows.tags')} items={template.tags.map((tag) => `#${tag}`)} />
      <Button className="mt-auto self-start" disabled={busy} onClick={onUse}>
        {busy ? t('workflows.creating') : t('workflows.useTemplate')}
      </Button>
    </Card>
  );
}
