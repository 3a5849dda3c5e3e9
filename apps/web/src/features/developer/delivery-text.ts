import type { Translate } from '../../lib/i18n/i18n';

/**
 * What the server writes about a delivery that failed, or about a webhook it disabled
 * (deliver-webhook.ts: a fixed set of kinds, never the socket's own words), in the interface
 * language. A text the server writes of its own that is not among these is shown as it came.
 */
const KINDS: [RegExp, (t: Translate, match: RegExpExecArray) => string][] = [
  [/^Could not connect to the endpoint\.$/, (t) => t('developer.failureConnect')],
  [
    /^No answer within (\d+(?:\.\d+)?) s\.$/,
    (t, [, s]) => t('developer.failureTimeout', { seconds: Number(s) }),
  ],
  [/^The endpoint closed the connection without answering\.$/, (t) => t('developer.failureClosed')],
  [/^The secure connection to the endpoint failed\.$/, (t) => t('developer.failureTls')],
  [/^URL not allowed$/, (t) => t('api.developer.urlNotAllowed')],
  [/^The endpoint answered 410 Gone\.$/, (t) => t('developer.failureGone')],
  [
    /^The endpoint answered (\d{3})\.$/,
    (t, [, status]) => t('developer.failureStatus', { status }),
  ],
  [
    /^Deliveries failed for (\d+) days\.$/,
    (t, [, days]) => t('developer.failingDays', { days: Number(days) }),
  ],
];

export function deliveryText(t: Translate, text: string): string {
  const notSent = /^Not sent: (.+) The webhook was disabled\.$/.exec(text);
  if (notSent) return t('developer.notSent', { reason: deliveryText(t, notSent[1]) });
  for (const [pattern, say] of KINDS) {
    const match = pattern.exec(text);
    if (match) return say(t, match);
  }
  return text;
}
