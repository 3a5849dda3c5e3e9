import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'default' | 'primary' | 'indigo' | 'purple' | 'success';

const TONES: Record<BadgeTone, string> = {
  default: 'bg-slate-100 text-slate-700 ring-slate-200',
  primary: 'bg-primary-100 text-primary-700 ring-primary-200',
  indigo: 'bg-indigo-100 text-indigo-700 ring-indigo-200',
  purple: 'bg-purple-100 text-purple-700 ring-purple-200',
  success: 'bg-emerald-100 text-emerald-700 ring-emerald-200',
};

export function Badge({
  tone = 'default',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-tone={tone}
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
