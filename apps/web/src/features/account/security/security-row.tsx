import type { ReactNode } from 'react';

export interface SecurityRowProps {
  icon: ReactNode;
  title: string;
  status?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

/** One line of the account-security card: what it is, its state, and what can be done. */
export function SecurityRow({ icon, title, status, children, action }: SecurityRowProps) {
  return (
    <div className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {icon}
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium text-slate-900 dark:text-slate-100">{title}</h3>
            {status}
          </div>
          {children ? (
            <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</div>
          ) : null}
        </div>
      </div>
      {action ? <div className="shrink-0 sm:ml-4">{action}</div> : null}
    </div>
  );
}
