import { clsx } from 'clsx';
import { Spinner } from './spinner';

export interface LoadingOverlayProps {
  /** Covers the whole viewport (page loads); otherwise fills the space it is placed in. */
  fullScreen?: boolean;
  label?: string;
}

export function LoadingOverlay({ fullScreen = false, label = 'Loading...' }: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(
        'flex flex-col items-center justify-center gap-3 text-sm text-slate-600',
        fullScreen ? 'fixed inset-0 z-50 bg-white/80 backdrop-blur-sm' : 'w-full py-16',
      )}
    >
      <Spinner size={fullScreen ? 'lg' : 'md'} />
      <span>{label}</span>
    </div>
  );
}
