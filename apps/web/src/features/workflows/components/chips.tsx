import { clsx } from 'clsx';

/** Tool names and tags as small pills; nothing at all when the list is empty. */
export function Chips({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly string[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap gap-1.5', className)}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
