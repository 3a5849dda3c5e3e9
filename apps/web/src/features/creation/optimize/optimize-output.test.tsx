import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../../test/account-fixtures';
import { makeUser } from '../../../test/fixtures';
import type { MockRoutes } from '../../../test/mock-api';
import { preloadPage, renderApp } from '../../../test/render-app';
import { callCount, sentBodies } from '../../../test/requests';
import { signInAs } from '../../../test/sign-in';
import { creationApi, makeImageAnswer, makeOptimizeAnswer } from '../../../test/creation-fixtures';

vi.mock('../text/text-tab', () => ({ TextTab: () => null }));
vi.mock('../prompt-builder/prompt-builder-tab', () => ({ PromptBuilderTab: () => null }));

const ANSWER = makeImageAnswer();

function open(routes: MockRoutes = {}, credits = 12.3456) {
  const fetchMock = signInAs(
    makeUser({ credits, image_credits: credits }),
    creationApi(
      {
        'POST /api/generate-image-free': { body: ANSWER },
        'POST /api/optimize-output': { body: makeOptimizeAnswer() },
        // The download before regenerating: the media answers with the file.
        'GET /api/media/images/one.png': { body: 'png-bytes' },
        ...routes,
      },
      credits,
    ),
  );
  renderApp('/image-generation', withLandingStubs());
  return fetchMock;
}

/** Generates a free image and opens its analysis. */
async function analyse() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Image prompt' }), ANSWER.prompt);
  await user.click(screen.getByRole('button', { name: 'Generate Image' }));
  await screen.findByRole('region', { name: 'Generated image' });
  await user.click(screen.getByRole('button', { name: 'Optimize (0.0050 credits)' }));
  return screen.findByRole('dialog', { name: 'Output analysis' });
}

beforeAll(async () => {
  await preloadPage('/image-generation');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('optimise-output analysis', () => {
  it('shows the score, what matches, what is missing, three prompts and the engine', async () => {
    const fetchMock = open();
    const dialog = within(await analyse());

    expect(dialog.getByText('72%')).toBeTruthy();
    expect(dialog.getByText('The fox is red')).toBeTruthy();
    expect(dialog.getByText('Snow on the ground')).toBeTruthy();
    expect(dialog.getByText('The snow is faint.')).toBeTruthy();
    for (const name of ['Basic prompt', 'Enhanced prompt', 'Creative prompt']) {
      const card = within(dialog.getByRole('listitem', { name }));
      expect(card.getByRole('button', { name: 'Copy' })).toBeTruthy();
      expect(card.getByRole('button', { name: 'Use & Regenerate' })).toBeTruthy();
    }
    expect(dialog.getByText('Local engine')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/optimize-output')).toEqual([
      { prompt: ANSWER.prompt, output_type: 'image', output_url: ANSWER.image_url },
    ]);
  });

  it('regenerates in the spec order: download, 0.5 s, reset, 0.5 s, generate with the new prompt', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:image');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const fetchMock = open();
    const dialog = await analyse();
    const enhanced = makeOptimizeAnswer().analysis.suggested_prompts.enhanced;

    vi.useFakeTimers();
    fireEvent.click(
      within(within(dialog).getByRole('listitem', { name: 'Enhanced prompt' })).getByRole(
        'button',
        { name: 'Use & Regenerate' },
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    // The current image was saved under the server's name first.
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe(ANSWER.download_name);
    expect(screen.getByRole('dialog', { name: 'Output analysis' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog', { name: 'Output analysis' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Generated image' })).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Image prompt' }).value).toBe(
      enhanced,
    );
    expect(callCount(fetchMock, 'POST /api/generate-image-free')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(500));
    vi.useRealTimers();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/generate-image-free')).toEqual([
        { prompt: ANSWER.prompt, model_type: 'free', caption: false },
        { prompt: enhanced, model_type: 'free', caption: false },
      ]),
    );
    expect(await screen.findByRole('region', { name: 'Generated image' })).toBeTruthy();
  });

  it('says when the analysis answer has no analysis', async () => {
    open({ 'POST /api/optimize-output': { body: { success: true } } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Image prompt' }), 'A fox');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Optimize (0.0050 credits)' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid response from server - no optimization analysis received',
    );
  });

  it('refuses to regenerate a paid image when the balance is short', async () => {
    const user = userEvent.setup();
    const fetchMock = open(
      {
        'POST /api/generate-image': {
          body: makeImageAnswer({
            model_type: 'ultra',
            credits_used: 0.0325,
            remaining_credits: 0.01,
          }),
        },
        'POST /api/optimize-output': { body: makeOptimizeAnswer({ remaining_credits: 0.005 }) },
      },
      0.05,
    );
    await user.click(await screen.findByRole('radio', { name: 'Ultra' }));
    await user.type(screen.getByRole('textbox', { name: 'Image prompt' }), 'A fox');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await user.click(await screen.findByRole('button', { name: 'Optimize (0.0050 credits)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Output analysis' }));
    await user.click(
      within(dialog.getByRole('listitem', { name: 'Basic prompt' })).getByRole('button', {
        name: 'Use & Regenerate',
      }),
    );

    // In the page and as a toast; nothing is generated.
    expect(
      await screen.findAllByText(
        'Insufficient credits for regeneration. Required: 0.0325 credits. Please purchase more credits.',
      ),
    ).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Output analysis' })).toBeTruthy();
    expect(callCount(fetchMock, 'POST /api/generate-image')).toBe(1);
  });
});
