import { MAX_MEMBER_CAP } from '@atelier/contract';
import { formatCredits } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * A cap field's text as the API takes it: empty is no cap (null), else credits from 0 to
 * MAX_MEMBER_CAP; undefined when it is neither.
 */
export function parseCap(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const credits = Number(trimmed);
  return Number.isFinite(credits) && credits >= 0 && credits <= MAX_MEMBER_CAP
    ? credits
    : undefined;
}

/** "50.00 credits", or "No cap". */
export function capText(t: Translate, cap: number | null): string {
  return cap === null ? t('teams.noCap') : t('teams.credits', { credits: formatCredits(cap) });
}
