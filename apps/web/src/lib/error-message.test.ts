import { DEVELOPER_MESSAGES } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { activateLanguage } from './i18n/i18n';

const refusal = (detail: string, code?: string) =>
  new ApiError(403, detail, code ? { detail, code } : { detail });

describe('errorMessage', () => {
  it('shows the translation of a code the interface knows, in its language', async () => {
    const error = refusal(DEVELOPER_MESSAGES.needsGrowthPlan, 'developer.needsGrowthPlan');
    expect(errorMessage(error, 'fallback')).toBe(DEVELOPER_MESSAGES.needsGrowthPlan);

    await activateLanguage('es');
    expect(errorMessage(error, 'fallback')).toBe(
      'El acceso a la API está disponible a partir del plan Growth.',
    );
  });

  it("shows the server's text for a code it does not know, or an answer without one", async () => {
    await activateLanguage('fr');
    expect(errorMessage(refusal('Something new.', 'billing.somethingNew'), 'fallback')).toBe(
      'Something new.',
    );
    expect(errorMessage(refusal('No code here.'), 'fallback')).toBe('No code here.');
    expect(errorMessage(new Error('not an answer'), 'fallback')).toBe('fallback');
  });
});
