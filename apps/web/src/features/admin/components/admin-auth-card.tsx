import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { resetTheme } from '../../../lib/theme';

/** The admin login and invitation pages: one centred card, with a link under it. */
export function AdminAuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useEffect(() => resetTheme(), []);
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10 sm:py-16 dark:bg-slate-950">
      <div className="mx-auto w-full max-w-md">
        <section
          aria-labelledby="admin-auth-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-primary-700 dark:text-primary-300">
            <ShieldCheckIcon className="size-4" aria-hidden="true" />
            Admin Portal
          </p>
          <h1
            id="admin-auth-title"
            className="mt-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-100"
          >
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </section>
        {footer ? (
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</p>
        ) : null}
      </div>
    </main>
  );
}

export const adminLinkClass = 'font-medium text-primary-700 hover:underline dark:text-primary-300';
