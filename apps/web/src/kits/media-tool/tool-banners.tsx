import { useMemo, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { toast } from '../../lib/toast';
import { useFlash } from '../../lib/use-flash';

/** How long a success banner stays (spec part 2, section 4). */
export const SUCCESS_BANNER_MS = 5000;

/** How a tool's tab reports to its page's banners. */
export interface ToolReport {
  success: (message: string) => void;
  error: (message: string) => void;
  clear: () => void;
}

/**
 * A tool page's two banners (spec part 2, section 4): success, hidden after 5 seconds; error,
 * also toasted, until the next attempt. One shows at a time.
 */
export function useToolBanners() {
  const success = useFlash<string>(SUCCESS_BANNER_MS);
  const [error, setError] = useState<string | null>(null);
  const { show, clear } = success;
  const report = useMemo<ToolReport>(
    () => ({
      success: (message) => {
        setError(null);
        show(message);
      },
      error: (message) => {
        clear();
        setError(message);
        toast.error(message);
      },
      clear: () => {
        setError(null);
        clear();
      },
    }),
    [show, clear],
  );
  const banners = (
    <>
      {success.value ? <Alert tone="success">{success.value}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </>
  );
  return { report, banners };
}
