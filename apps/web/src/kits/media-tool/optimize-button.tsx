import { OPTIMIZE_COST_MICROS } from '@atelier/contract';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/i18n';
import { formatCost, microsToCredits } from '../../lib/format';

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
  const t = useT();
  return (
    <Button variant="secondary" disabled={busy || disabled} onClick={onClick}>
      <ScanSearchIcon className="size-4" aria-hidden="true" />
      {busy
        ? t('creation.optimizing')
        : t('creation.optimizeWithCost', { cost: formatCost(OPTIMIZE_COST) })}
    </Button>
  );
}
