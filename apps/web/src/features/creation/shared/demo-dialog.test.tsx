import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../demo-content';
import { DemoButton } from './demo-dialog';

describe('DemoButton', () => {
  it.each(['text', 'media'] as const)(
    'opens the %s demo with its features, steps and examples, and closes on Got it',
    async (tool) => {
      const user = userEvent.setup();
      const demo = DEMO_CONTENT[tool];
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
});
