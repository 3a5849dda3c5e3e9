import { Toaster } from 'sonner';
import { useDarkRoot } from '../lib/theme';

/** Spec: a toast closes after 3 s. */
const TOAST_DURATION_MS = 3000;

/** Mounted by the providers on the first toast (see lib/toaster-signal.ts). */
export default function AppToaster() {
  // Sonner draws its own colours; it follows the class the shell puts on <html>.
  const dark = useDarkRoot();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      theme={dark ? 'dark' : 'light'}
      richColors
      closeButton
    />
  );
}
