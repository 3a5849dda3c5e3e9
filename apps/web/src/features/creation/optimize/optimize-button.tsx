import { OPTIMIZE_COST_MICROS } from '@atelier/contract';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import { Button } from '../../../components/ui/button';
import { formatCost, microsToCredits } from '../shared/format';

export const OPTIMIZE_COST = microsToCredits(OPTIMIZE_COST_MICROS);

/** Starts the analysis; its price is on the button, since it is a paid call. */
export function OptimizeButton({
  busy,
  disabled,
  onClick,
}: {
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" disabled={busy || disabled} onClick={onClick}>
      <ScanSearchIcon className="size-4" aria-hidden="true" />
      {busy ? 'Optimizing...' : `Optimize (${formatCost(OPTIMIZE_COST)} credits)`}
    </Button>
  );
}
