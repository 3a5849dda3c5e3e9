import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A form's controls, disabled until the page is hydrated: on a prerendered page (login, sign-up)
 * anything typed or submitted before the scripts take over would be lost, or sent as a plain
 * form. On pages drawn in the browser they are enabled from the start.
 */
export function FormControls({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={clsx('min-w-0', className)}>
      {children}
    </fieldset>
  );
}
