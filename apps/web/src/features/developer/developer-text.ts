import { DEVELOPER_MESSAGES } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';

const KEYS = new Map<string, string>(
  Object.entries(DEVELOPER_MESSAGES).map(([key, text]) => [text, key]),
);

/**
 * A text the contract's schema gave (a form check) in the interface language when it is one of
 * DEVELOPER_MESSAGES (catalogued as api.developer.<key>); any other as it came.
 */
export function developerText(t: Translate, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = KEYS.get(text);
  return key ? t(`api.developer.${key}`) : text;
}
