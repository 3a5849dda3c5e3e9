import { clsx } from 'clsx';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

/** Decorative: whoever shows it also says what is loading (see LoadingOverlay). */
export function Spinner({
  size = 'md',
  className,
}: {
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block animate-spin rounded-full border-current border-t-transparent text-primary-600',
        SIZES[size],
        className,
      )}
    />
  );
}
