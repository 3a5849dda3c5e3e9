import { DEVELOPER_MESSAGES, MESSAGES, TEAM_MESSAGES } from '@atelier/contract';
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

  it('puts the figures an answer gives into the translation, in the language’s digits', async () => {
    const capped = new ApiError(402, TEAM_MESSAGES.dailyCapReached('1234.50', '0.5000'), {
      detail: TEAM_MESSAGES.dailyCapReached('1234.50', '0.5000'),
      code: 'team.dailyCapReached',
      values: { cap: '1234.50', left: '0.5000' },
    });
    expect(errorMessage(capped, 'fallback')).toBe(
      TEAM_MESSAGES.dailyCapReached('1,234.50', '0.5000'),
    );

    await activateLanguage('es');
    expect(errorMessage(capped, 'fallback')).toBe(
      'Esto superaría tu límite de gasto diario en este equipo (1234,50 créditos; te quedan 0,5000 hoy).',
    );
    await activateLanguage('de');
    const short = MESSAGES.insufficientCredits('0.0325', '0.03');
    expect(
      errorMessage(
        new ApiError(402, short, {
          detail: short,
          code: 'common.insufficientCredits',
          values: { needed: '0.0325', balance: '0.03' },
        }),
        'fallback',
      ),
    ).toBe(
      'Nicht genug Credits. Du brauchst etwa 0,0325 Credits, hast aber 0,03. Bitte kaufe weitere Credits.',
    );
  });

  it('shows the English text of an answer whose figures are missing, rather than a gap', async () => {
    await activateLanguage('it');
    const detail = TEAM_MESSAGES.transferShort('3.00');
    const older = new ApiError(402, detail, { detail, code: 'team.transferShort' });
    expect(errorMessage(older, 'fallback')).toBe(detail);
  });

  it('says in the interface language that the server could not be reached', async () => {
    const unanswered = new ApiError(
      0,
      'Could not reach the server. Check your connection and try again.',
    );
    expect(errorMessage(unanswered, 'fallback')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    await activateLanguage('pt');
    expect(errorMessage(unanswered, 'fallback')).toBe(
      'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
    );
  });
});
