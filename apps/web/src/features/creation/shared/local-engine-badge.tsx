import CpuIcon from 'lucide-react/icons/cpu';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/i18n';

/**
 * Shown wherever a local engine answered (api-conventions: local engines say so and the UI shows
 * it). The explanation is the badge's tooltip and its accessible name.
 */
export function LocalEngineBadge({ kind = 'renderer' }: { kind?: 'renderer' | 'analysis' }) {
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
