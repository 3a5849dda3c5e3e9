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
      className={clsx('loading-overlay', fullScreen ? 'loading-overlay-screen' : 'w-full py-16')}
    >
      <Spinner size={fullScreen ? 'lg' : 'md'} />
      <span>{label}</span>
    </div>
  );
}
