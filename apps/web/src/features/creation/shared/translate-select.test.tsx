import { GENERATION_MESSAGES, TEXT_PROVIDERS, TRANSLATION_LANGUAGES } from '@atelier/contract';
import type { TextProvidersResponse } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockRoutes } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render-in-app';
import { sentBodies } from '../../../test/requests';
import { TranslateSelect } from './translate-select';

function providers(translationAvailable: boolean): TextProvidersResponse {
  return {
    providers: TEXT_PROVIDERS.map((provider) => ({
      ...provider,
      models: [...provider.models],
      enabled: translationAvailable,
    })),
    default_provider: 'openai',
    default_model: 'gpt-4o',
    translation_available: translationAvailable,
  };
}

function open(routes: MockRoutes = {}, onTranslated = vi.fn()) {
  const view = renderInApp(
    <TranslateSelect text="A red fox in the snow" onTranslated={onTranslated} />,
    { 'GET /api/chat/providers': { body: providers(true) }, ...routes },
  );
  return { ...view, onTranslated, select: screen.getByLabelText('Translate to') };
}

describe('TranslateSelect', () => {
  it('offers the 30 languages, English first', () => {
    const { select } = open();
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(30);
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      ...TRANSLATION_LANGUAGES,
    ]);
    expect((select as HTMLSelectElement).value).toBe('English');
  });

  it('translates on choosing a language, toasts, and clears on choosing English', async () => {
    const user = userEvent.setup();
    const { fetchMock, select, onTranslated } = open({
      'POST /api/translate': {
        body: {
          translated_text: 'Un zorro rojo en la nieve',
          target_language: 'Spanish',
          provider: 'openai',
          model: 'gpt-4o-mini',
        },
      },
    });

    await user.selectOptions(select, 'Spanish');

    const translation = await screen.findByRole('region', { name: 'Translation (Spanish)' });
    expect(translation.textContent).toContain('Un zorro rojo en la nieve');
    expect(await screen.findByText('Translated to Spanish!')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/translate')).toEqual([
      { text: 'A red fox in the snow', target_language: 'Spanish' },
    ]);
    expect(onTranslated).toHaveBeenLastCalledWith('Un zorro rojo en la nieve', 'Spanish');

    await user.selectOptions(select, 'English');

    expect(screen.queryByRole('region', { name: /Translation/ })).toBeNull();
    expect(onTranslated).toHaveBeenLastCalledWith(null, 'English');
    expect(sentBodies(fetchMock, 'POST /api/translate')).toHaveLength(1);
  });

  it("shows the server's detail when no provider is configured (503)", async () => {
    const user = userEvent.setup();
    const { select } = open({
      'POST /api/translate': {
        status: 503,
        body: { detail: GENERATION_MESSAGES.translationUnavailable },
      },
    });

    await user.selectOptions(select, 'French');

    expect((await screen.findByRole('alert')).textContent).toBe(
      GENERATION_MESSAGES.translationUnavailable,
    );
    expect(await screen.findByText('Translation failed. Please try again.')).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('English');
    expect(screen.queryByRole('region', { name: /Translation/ })).toBeNull();
  });

  it('is disabled with an explanation when the server has no text provider', async () => {
    const { select } = open({ 'GET /api/chat/providers': { body: providers(false) } });

    await waitFor(() => expect(select).toHaveProperty('disabled', true));
    expect(screen.getByText(GENERATION_MESSAGES.translationUnavailable)).toBeTruthy();
  });
});
