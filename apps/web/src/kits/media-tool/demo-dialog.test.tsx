import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage, translate } from '../../lib/i18n/i18n';
import { DEMO_CONTENT } from './demo-content';
import type { DemoContent } from './demo-content';
import { DemoButton } from './demo-dialog';

/** The content's texts in the active language (the content holds message ids). */
function read(content: DemoContent) {
  return {
    title: translate(content.title),
    subtitle: translate(content.subtitle),
    description: translate(content.description),
    features: content.features.map((id) => translate(id)),
    steps: content.steps.map((id) => translate(id)),
    examples: content.examples.map((example) => ({ title: translate(example.title) })),
    slides: content.slides.map((slide) => ({ title: translate(slide.title) })),
  };
}

describe('DemoButton', () => {
  it.each(['text', 'media'] as const)(
    'opens the %s demo with its features, steps and examples, and closes on Got it',
    async (tool) => {
      const user = userEvent.setup();
      const demo = read(DEMO_CONTENT[tool]);
      render(<DemoButton tool={tool} />);

      await user.click(screen.getByRole('button', { name: 'Demo' }));

      const dialog = screen.getByRole('dialog', { name: demo.title });
      const view = within(dialog);
      expect(view.getByText(demo.subtitle)).toBeTruthy();
      expect(view.getByText(demo.description)).toBeTruthy();
      const features = within(view.getByRole('region', { name: 'Key features' }));
      expect(features.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        demo.features,
      );
      const steps = within(view.getByRole('region', { name: 'How it works' }));
      expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual(demo.steps);
      const examples = view.getByRole('region', { name: 'Example outputs' });
      for (const example of demo.examples) expect(examples.textContent).toContain(example.title);
      for (const slide of demo.slides) expect(view.getByText(slide.title)).toBeTruthy();

      await user.click(view.getByRole('button', { name: "Got it! Let's Start Creating" }));

      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    await activateLanguage('es');
    render(<DemoButton tool="ai-image" />);

    await user.click(screen.getByRole('button', { name: 'Demo' }));

    const view = within(screen.getByRole('dialog', { name: 'Generación de imágenes con IA' }));
    expect(view.getByRole('region', { name: 'Funciones principales' })).toBeTruthy();
    expect(view.getByRole('region', { name: 'Cómo funciona' })).toBeTruthy();
    expect(view.getByText('Descríbela')).toBeTruthy();
    await user.click(view.getByRole('button', { name: '¡Entendido! A crear' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
