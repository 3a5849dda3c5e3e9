/** Credits are stored as integer micro-credits: 1 credit (1 USD) = 1,000,000. */
export const MICROS_PER_CREDIT = 1_000_000;

export function microsToCredits(micros: number): number {
  return micros / MICROS_PER_CREDIT;
}

export function creditsToMicros(credits: number): number {
  return Math.round(credits * MICROS_PER_CREDIT);
}

/** "12.35" (2 places) or "0.0325" (4 places), as the spec shows balances and costs. */
export function formatCredits(micros: number, places: 2 | 4): string {
  return microsToCredits(micros).toFixed(places);
}

/**
 * Every micro-credit of an amount, trailing zeros dropped down to `minPlaces` ("0.03", "0.044",
 * "0.032499"): where a rounded figure could mislead, as a balance just short of a cost.
 */
export function formatCreditsExact(micros: number, minPlaces: 2 | 4): string {
  const fixed = microsToCredits(micros).toFixed(6);
  return fixed.replace(new RegExp(`(\\.\\d{${minPlaces}}\\d*?)0+$`), '$1');
}
