import { AD_CONSENT_COOKIE } from '@atelier/contract';

export type AdConsent = 'granted' | 'denied';

/** A year, after which the banner asks again. */
const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

const consentPattern = new RegExp(`(?:^|;\\s*)${AD_CONSENT_COOKIE}=(granted|denied)(?:;|$)`);

/** The visitor's answer to the pixels' banner; null until they give one. */
export function readAdConsent(): AdConsent | null {
  const match = consentPattern.exec(document.cookie);
  return match ? (match[1] as AdConsent) : null;
}

/** A cookie rather than storage: the server reads it to admit the pixels' hosts in its policy. */
export function saveAdConsent(answer: AdConsent): void {
  document.cookie = `${AD_CONSENT_COOKIE}=${answer}; path=/; max-age=${CONSENT_MAX_AGE_S}; SameSite=Lax`;
}
