import { describe, expect, it } from 'vitest';
import { ledgerText } from './ledger-text';

const t = (id: string, values?: Record<string, unknown>) => `${id} ${JSON.stringify(values ?? {})}`;

describe('ledgerText (issue 48)', () => {
  it.each([
    ['Free image generation', 'ledger.freeImage {}'],
    ['Image generation (ultra_pro, HD)', 'ledger.image {"tier":"ultra_pro","resolution":"HD"}'],
    [
      'Video generation (ultra, 6 s, 768P)',
      'ledger.video {"tier":"ultra","seconds":"6","resolution":"768P"}',
    ],
    ['Text generation (openai, gpt-4o)', 'ledger.text {"provider":"openai","model":"gpt-4o"}'],
    [
      'Product image ad (1 variation, luxury and elegant)',
      'ledger.imageAd {"count":"1","style":"luxury and elegant"}',
    ],
    [
      'Reimagine: Background swap (3 images)',
      'ledger.reimagineImages {"tool":"Background swap","count":"3"}',
    ],
    [
      'Reimagine: Restyle video (10 s)',
      'ledger.reimagineVideo {"tool":"Restyle video","seconds":"10"}',
    ],
    ['Reimagine: Describe image', 'ledger.reimagine {"tool":"Describe image"}'],
    ['Purchased 25 credits (razorpay)', 'ledger.purchased {"credits":"25","gateway":"razorpay"}'],
    ['Credits added by support: goodwill', 'ledger.supportAdded {"reason":"goodwill"}'],
    ['Released: the work did not finish in time', 'ledger.releasedTimeout {}'],
    [
      'Moved 5 credits to the team Northwind',
      'ledger.movedToTeam {"credits":"5","team":"Northwind"}',
    ],
    [
      'Carl Berg moved 2.5 credits from their own balance',
      'ledger.movedIn {"name":"Carl Berg","credits":"2.5"}',
    ],
  ])('says %s in the interface language', (description, said) => {
    expect(ledgerText(t, description)).toBe(said);
  });

  it('shows a description it does not know as it came', () => {
    expect(ledgerText(t, 'Bench grant')).toBe('Bench grant');
  });
});
