import type { EngineName } from '@atelier/contract';
import CpuIcon from 'lucide-react/icons/cpu';
import ServerIcon from 'lucide-react/icons/server';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { useT } from '../../lib/i18n/i18n';

type BadgeKind = 'renderer' | 'analysis';

/**
 * Shown wherever a local engine answered (api-conventions: local engines say so and the UI shows
 * it). The explanation is the badge's tooltip and its accessible name.
 */
export function LocalEngineBadge({ kind = 'renderer' }: { kind?: BadgeKind }) {
  const t = useT();
  const explanation =
    kind === 'analysis'
      ? t('creation.localAnalysisExplanation')
      : t('creation.localRendererExplanation');
  return (
    <span title={explanation} className="inline-flex">
      <Badge tone="warning">
        <CpuIcon className="mr-1 size-3.5" aria-hidden="true" />
        {t('creation.localEngine')}
        <span className="sr-only">: {explanation}</span>
      </Badge>
    </span>
  );
}

/** Shown where a model on the operator's own AI server answered (issue 36). */
export function SelfHostedBadge() {
  const t = useT();
  const explanation = t('creation.selfHostedExplanation');
  return (
    <span title={explanation} className="inline-flex">
      <Badge tone="indigo">
        <ServerIcon className="mr-1 size-3.5" aria-hidden="true" />
        {t('creation.selfHosted')}
        <span className="sr-only">: {explanation}</span>
      </Badge>
    </span>
  );
}

/** The badge for the engine that answered: local, "your server", or none for a cloud provider. */
export function engineBadge(
  engine: EngineName | null | undefined,
  kind: BadgeKind = 'renderer',
): ReactNode {
  if (engine === 'local') return <LocalEngineBadge kind={kind} />;
  if (engine === 'self_hosted') return <SelfHostedBadge />;
  return null;
}
