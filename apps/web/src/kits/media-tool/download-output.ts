import { translate } from '../../lib/i18n/i18n';
import { toast } from '../../lib/toast';
import { downloadMedia } from './api/download-media';

/** Downloads a generated file with the spec's toasts; resolves whether it worked. */
export async function downloadOutput(url: string, fileName: string): Promise<boolean> {
  try {
    await downloadMedia(url, fileName);
    toast.success(translate('creation.downloadStarted'));
    return true;
  } catch (error) {
    console.warn('Download failed', error);
    toast.error(translate('creation.downloadFailed'));
    return false;
  }
}
