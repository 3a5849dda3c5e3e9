import { AD_CONSENT_COOKIE } from '@atelier/contract';

/** Sets (or, with null, forgets) the visitor's answer to the banner. */
export function setConsentCookie(answer: 'granted' | 'denied' | null): void {
  document.cookie =
    answer === null
      ? `${AD_CONSENT_COOKIE}=; path=/; max-age=0`
      : `${AD_CONSENT_COOKIE}=${answer}; path=/`;
}

/** Undoes what loading the pixels did to the page: their globals, their scripts, the answer. */
export function resetPixels(): void {
  delete window.rdt;
  delete window.snaptr;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  setConsentCookie(null);
}

export function pixelScripts(): string[] {
  return [...document.head.querySelectorAll('script')].map((script) => script.src);
}
