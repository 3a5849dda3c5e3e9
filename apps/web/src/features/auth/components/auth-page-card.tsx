import type { ReactNode } from 'react';

/** The frame of the public account pages: one centred card under the top bar. */
export function AuthPageCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card, e.g. the link between sign-in and sign-up. */
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-page-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <h1
          id="auth-page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-100"
        >
          {title}
        </h1>
        {subtitle ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        ) : null}
        <div className="mt-6">{children}</div>
      </section>
      {footer ? (
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</p>
      ) : null}
    </div>
  );
}

export const authLinkClass = 'font-medium text-primary-700 hover:underline dark:text-primary-300';
