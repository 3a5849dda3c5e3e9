import { clsx } from 'clsx';
import { useState } from 'react';

const SIZES = { sm: 'size-9 text-sm', lg: 'size-20 text-2xl' } as const;

export interface AvatarProps {
  name: string;
  /** A picture URL; without one, or when it fails to load, the name's initial shows. */
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Decorative: the name is always written next to it, so it is hidden from screen readers. */
export function Avatar({ name, src, size = 'sm', className }: AvatarProps) {
  // Remembers which URL failed, so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = Boolean(src) && src !== failedSrc;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-600 font-semibold text-white',
        SIZES[size],
        className,
      )}
    >
      {showPicture ? (
        <img
          src={src ?? undefined}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}
