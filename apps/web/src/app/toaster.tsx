import { Toaster } from 'sonner';

/** Spec: a toast closes after 3 s. */
const TOAST_DURATION_MS = 3000;

/** Mounted by the providers on the first toast (see lib/toaster-signal.ts). */
export default function AppToaster() {
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}
