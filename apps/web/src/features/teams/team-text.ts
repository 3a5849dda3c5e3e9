import { TEAM_MESSAGES } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';

// Texts with figures in them (functions) are not catalogued: the server's words are shown.
const KEYS = new Map<string, string>(
  Object.entries(TEAM_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key] as const] : [],
  ),
);

/**
 * A text the contract's schema gave (a form check) in the interface language when it is one of
 * TEAM_MESSAGES (catalogued as api.team.<key>); any other as it came.
 */
export function teamText(t: Translate, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = KEYS.get(text);
  return key ? t(`api.team.${key}`) : text;
}
