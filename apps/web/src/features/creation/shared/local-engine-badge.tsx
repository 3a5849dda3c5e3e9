import CpuIcon from 'lucide-react/icons/cpu';
import { Badge } from '../../../components/ui/badge';

const EXPLANATION =
  'Made by a local renderer because no AI provider is configured on this server: not AI output.';

/**
 * Shown wherever a local engine answered (api-conventions: local engines say so and the UI shows
 * it). The explanation is the badge's tooltip and its accessible name.
 */
export function LocalEngineBadge({ kind = 'renderer' }: { kind?: 'renderer' | 'analysis' }) {
  const explanation =
    kind === 'analysis'
      ? 'Measured by a local engine because no AI provider is configured: not an AI judgement.'
      : EXPLANATION;
  return (
    <span title={explanation} className="inline-flex">
      <Badge tone="warning">
        <CpuIcon className="mr-1 size-3.5" aria-hidden="true" />
        Local engine
        <span className="sr-only">: {explanation}</span>
      </Badge>
    </span>
  );
}
