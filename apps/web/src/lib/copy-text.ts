import { translate } from './i18n/i18n';
import { toast } from './toast';

/**
 * The clipboard API, else the old hidden-textarea route (the API needs a secure context, which a
 * self-hosted install on a LAN address is not). Resolves false when both fail.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text);
  }
}

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies and says how it went, in the spec's words ("Prompt copied to clipboard!" unless the
 * caller names its own), in the interface language.
 */
export async function copyWithToast(text: string, success?: string): Promise<void> {
  if (await copyText(text)) toast.success(success ?? translate('common.copiedPrompt'));
  else toast.error(translate('common.copyFailed'));
}
