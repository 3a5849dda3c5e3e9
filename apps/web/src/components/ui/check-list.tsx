import { clsx } from 'clsx';
import CheckIcon from 'lucide-react/icons/check';

/** What a plan or a tool includes, each line ticked. */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName = 'text-emerald-600',
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={clsx('flex items-start gap-2', itemClassName)}>
          <CheckIcon className={clsx('mt-0.5 size-4 shrink-0', iconClassName)} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
