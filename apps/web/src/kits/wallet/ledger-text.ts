import type { Translate } from '../../lib/i18n/i18n';

/**
 * What a ledger entry says, in the interface language. The server writes each entry's
 * description in English from a fixed set of forms (the tools' holds, purchases, releases, support
 * grants, moves to a team); each form is matched here and said with its figures and names as the
 * server wrote them. A description not among these (an older form, a support note of its own) is
 * shown as it came.
 */
const FORMS: [RegExp, string, string[]][] = [
  [/^Free image generation$/, 'ledger.freeImage', []],
  [/^Image generation \(([\w-]+), (.+)\)$/, 'ledger.image', ['tier', 'resolution']],
  [
    /^Video generation \(([\w-]+), (\d+) s, (\w+)\)$/,
    'ledger.video',
    ['tier', 'seconds', 'resolution'],
  ],
  [/^Text generation \((.+), (.+)\)$/, 'ledger.text', ['provider', 'model']],
  [/^Output analysis$/, 'ledger.outputAnalysis', []],
  [/^Prompt generation$/, 'ledger.prompt', []],
  [/^Refund: generation canceled$/, 'ledger.refundCanceled', []],
  [/^Product video ad \(5 s\)$/, 'ledger.videoAd', []],
  [/^Product image ad \((\d+) variations?, (.+)\)$/, 'ledger.imageAd', ['count', 'style']],
  [/^Video ad analysis$/, 'ledger.videoAdAnalysis', []],
  [/^Image ad analysis$/, 'ledger.imageAdAnalysis', []],
  [/^Reimagine: (.+) \((\d+) images\)$/, 'ledger.reimagineImages', ['tool', 'count']],
  [/^Reimagine: (.+) \((\d+) s\)$/, 'ledger.reimagineVideo', ['tool', 'seconds']],
  [/^Reimagine: (.+)$/, 'ledger.reimagine', ['tool']],
  [/^Audio: (.+) \((.+)\)$/, 'ledger.audio', ['tool', 'detail']],
  [/^Purchased ([\d.]+) credits \((\w+)\)$/, 'ledger.purchased', ['credits', 'gateway']],
  [/^Credits added by support: (.*)$/s, 'ledger.supportAdded', ['reason']],
  [/^Credits deducted by support: (.*)$/s, 'ledger.supportDeducted', ['reason']],
  [/^Released: the work did not finish in time$/, 'ledger.releasedTimeout', []],
  [/^Released: the generation was interrupted$/, 'ledger.releasedInterrupted', []],
  [/^Released: the generation failed$/, 'ledger.releasedFailed', []],
  [/^Released: generation canceled$/, 'ledger.releasedCanceled', []],
  [/^Released: the job could not be recorded$/, 'ledger.releasedNotRecorded', []],
  [/^released$/, 'ledger.released', []],
  [/^Moved ([\d.]+) credits to the team (.*)$/, 'ledger.movedToTeam', ['credits', 'team']],
  [/^(.+) moved ([\d.]+) credits from their own balance$/, 'ledger.movedIn', ['name', 'credits']],
];

export function ledgerText(t: Translate, description: string): string {
  for (const [pattern, id, names] of FORMS) {
    const match = pattern.exec(description);
    if (match) {
      return t(id, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])));
    }
  }
  return description;
}
