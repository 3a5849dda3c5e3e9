import type { ReactNode } from 'react';

/** The title block pages share: heading, one line of context, optional actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100">
          {title}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** Section heading inside a card, with an optional line under it. */
export function CardTitle({
  icon,
  title,
  description,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      {icon ? (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600 dark:bg-primary-950 dark:text-primary-300">
          {icon}
        </span>
      ) : null}
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
        {description ? (
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        ) : null}
      </div>
    </div>
  );
}

/** A card's title with something at its right end (a button, a badge, a figure). */
export function CardHeader({
  actions,
  ...title
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <CardTitle {...title} />
      {actions}
    </div>
  );
}
