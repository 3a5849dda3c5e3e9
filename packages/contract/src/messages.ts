/** User-facing texts from the spec's catalogues, kept in one place so server and web agree. */
export const MESSAGES = {
  limitDialogTitle: 'Daily Limit Reached',
  limitDialogBody: (limit: number, featureName: string) =>
    `You've reached your daily limit of ${limit} ${featureName} for your current plan. Your limit will reset tomorrow, or you can upgrade now for higher limits.`,
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  bodyTooLarge: 'The request body is too large.',
  invalidJson: 'The request body is not valid JSON.',
  methodNotAllowed: 'This method is not allowed here.',
  badUrl: 'The request URL is not valid.',
  /** A paid call's hold refused for the balance (402): exact figures, never rounded up or down. */
  insufficientCredits: (needed: string, balance: string) =>
    `Insufficient credits. You need approximately ${needed} credits but have ${balance}. Please purchase more credits.`,
} as const;
