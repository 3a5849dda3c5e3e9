import { toast } from './toast';

export const COPY_MESSAGES = {
  prompt: 'Prompt copied to clipboard!',
  generic: 'Copied to clipboard!',
  failed: 'Copy failed. Please select the text manually and copy.',
};

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

/** Copies and says how it went, in the spec's words. */
export async function copyWithToast(text: string, success = COPY_MESSAGES.prompt): Promise<void> {
  if (await copyText(text)) toast.success(success);
  else toast.error(COPY_MESSAGES.failed);
}
