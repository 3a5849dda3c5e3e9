import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** Exported for links laid out as cards, which cannot be a <div>. */
export const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(cardClasses, className)} {...props} />;
}
