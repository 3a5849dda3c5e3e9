import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { translate } from '../../../lib/i18n/i18n';

/**
 * Spec part 2, section 6: the lists need a signed-in user; refused (401 or 403), a list is empty
 * and a warning says why. A 401 also ends the session (api-client), so the warning is a toast,
 * which outlives the page.
 */
export async function emptyWhenDenied<T>(
  request: Promise<T[]>,
  warning: 'listUnauthorized' | 'templatesUnauthorized',
): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      // Shown once, when the answer comes: the language of that moment is the one to use.
      toast.warning(translate(`api.workflow.${warning}`));
      return [];
    }
    throw error;
  }
}
