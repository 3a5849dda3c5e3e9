import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { CostLine } from './cost-line';
import { useT } from '../../lib/i18n/i18n';

/** A paid tool's form: the fields, then what it costs against the balance and the button. */
export function PaidToolForm({
  onSubmit,
  cost,
  balance,
  running,
  icon,
  label,
  busyLabel,
  disabled = false,
  children,
}: {
  onSubmit: () => void;
  /** Null when the choices cannot be made (the form shows why instead). */
  cost: number | null;
  balance: number | null;
  running: boolean;
  icon: ReactNode;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const short = balance !== null && cost !== null && balance < cost;
  return (
    <form
      className="mt-5 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {cost !== null ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <CostLine cost={cost} balance={balance} />
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={running || short || disabled}>
        {icon}
        {running ? busyLabel : short ? t('creation.insufficientCredits') : label}
      </Button>
    </form>
  );
}
