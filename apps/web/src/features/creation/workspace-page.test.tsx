import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../app/route-table';
import { withLandingStubs } from '../../test/account-fixtures';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';
import { creationApi } from '../../test/creation-fixtures';
import { WorkspacePage } from './workspace-page';

vi.mock('./text/text-tab', () => ({ TextTab: () => <p>Text tool</p> }));
vi.mock('./prompt-builder/prompt-builder-tab', () => ({
  PromptBuilderTab: ({
    onUsePrompt,
  }: {
    onUsePrompt?: (prompt: string, format: 'image' | 'video') => void;
  }) => (
    <div>
      <p>Prompt builder</p>
      <button type="button" onClick={() => onUsePrompt?.('A built video prompt', 'video')}>
        Use in video
      </button>
    </div>
  ),
}));

function open(element: ComponentType) {
  signInAs(undefined, creationApi());
  const table: AppRoute[] = [
    ...withLandingStubs(),
    { path: '/workspace', access: 'protected', page: () => Promise.resolve({ default: element }) },
  ];
  return renderApp('/workspace', table);
}

describe('creation workspace', () => {
  it('offers the four tools as tabs, arrow keys moving between them', async () => {
    const user = userEvent.setup();
    open(() => <WorkspacePage />);

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'AI Image Gen',
      'AI Video Gen',
      'Media Prompts',
      'Text Generation',
    ]);
    expect(screen.getByRole('tab', { name: 'AI Image Gen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'AI Image Gen' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'AI Image Gen' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Text Generation' }));
    expect(await screen.findByText('Text tool')).toBeTruthy();

    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'AI Video Gen' })).toBeTruthy();
    // A tab once opened stays mounted (hidden), so its work is not lost.
    expect(screen.getByText('Text tool').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(
      true,
    );
  });

  it('opens on the default tab and hides the others when told to', async () => {
    open(() => <WorkspacePage visibleTabs={['ai-video', 'media']} defaultTab="media" />);

    expect(await screen.findByText('Prompt builder')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'AI Video Gen',
      'Media Prompts',
    ]);
  });

  it('hands a prompt from the builder to the video tool on the same screen', async () => {
    const user = userEvent.setup();
    open(() => <WorkspacePage defaultTab="media" />);

    await user.click(await screen.findByRole('button', { name: 'Use in video' }));

    expect(screen.getByRole('tab', { name: 'AI Video Gen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      (await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Video prompt' })).value,
    ).toBe('A built video prompt');
  });

  it('takes the prompt the builder sent along when it navigated to a tool page', async () => {
    signInAs(undefined, creationApi());
    const { router } = renderApp('/image-generation', withLandingStubs());
    await screen.findByRole('textbox', { name: 'Image prompt' });

    await act(() => router.navigate('/image-generation', { state: { prompt: 'A built prompt' } }));

    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Image prompt' }).value).toBe(
      'A built prompt',
    );
  });
});
