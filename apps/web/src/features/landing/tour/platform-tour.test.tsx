import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../lib/i18n/i18n';
import PlatformTour, { TOUR_ADVANCE_MS } from './platform-tour';
import { TOUR_SLIDES } from './tour-slides';

function renderTour() {
  const onClose = vi.fn();
  const onGetStarted = vi.fn();
  render(<PlatformTour onClose={onClose} onGetStarted={onGetStarted} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return {
    onClose,
    onGetStarted,
    user,
    tour: screen.getByRole('dialog', { name: 'Platform Tour' }),
  };
}

/** One slide at a time: each step's timer is set once React has drawn the slide before it. */
async function waitSlides(count: number) {
  for (let step = 0; step < count; step += 1) {
    await act(() => vi.advanceTimersByTimeAsync(TOUR_ADVANCE_MS));
  }
}

const slideTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Platform Tour', () => {
  it('has eight slides, each with a title, subtitle, description, four features and an example', () => {
    // The slides hold message ids; the tests run in English.
    expect(TOUR_SLIDES.map((slide) => translate(slide.title))).toEqual([
      'Free image generation',
      'Premium video',
      'Product ads',
      'Reimagine',
      'AI audio',
      'Smart prompts',
      'Workflow automation',
      'All in one place',
    ]);
    for (const slide of TOUR_SLIDES) {
      expect(slide.subtitle && slide.description && slide.example.input).toBeTruthy();
      expect(slide.features).toHaveLength(4);
    }
  });

  it('advances every 4 seconds and counts the slides', async () => {
    const { tour } = renderTour();
    expect(within(tour).getByText('1 / 8')).toBeTruthy();
    expect(slideTitle()).toBe('Free image generation');
    expect(within(tour).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);

    await act(() => vi.advanceTimersByTimeAsync(TOUR_ADVANCE_MS - 100));
    expect(slideTitle()).toBe('Free image generation');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(slideTitle()).toBe('Premium video');
    expect(within(tour).getByText('2 / 8')).toBeTruthy();
  });

  it('moves with previous, next and the dots', async () => {
    const { tour, user } = renderTour();
    expect(
      within(tour).getByRole<HTMLButtonElement>('button', { name: 'Previous slide' }).disabled,
    ).toBe(true);

    await user.click(within(tour).getByRole('button', { name: 'Next slide' }));
    expect(slideTitle()).toBe('Premium video');
    await user.click(within(tour).getByRole('button', { name: 'Previous slide' }));
    expect(slideTitle()).toBe('Free image generation');

    const dot = within(tour).getByRole('button', { name: 'Go to slide 6: Smart prompts' });
    await user.click(dot);
    expect(slideTitle()).toBe('Smart prompts');
    expect(dot.getAttribute('aria-current')).toBe('step');
    expect(within(tour).getByText('6 / 8')).toBeTruthy();
  });

  it('holds still while paused', async () => {
    const { tour, user } = renderTour();
    await user.click(within(tour).getByRole('button', { name: 'Pause tour' }));

    await waitSlides(3);
    expect(slideTitle()).toBe('Free image generation');

    await user.click(within(tour).getByRole('button', { name: 'Play tour' }));
    await waitSlides(1);
    expect(slideTitle()).toBe('Premium video');
  });

  it('stops on the last slide, whose "Get Started Free" hands over to sign-up', async () => {
    const { tour, user, onGetStarted } = renderTour();
    await waitSlides(7);
    expect(slideTitle()).toBe('All in one place');
    expect(within(tour).getByText('8 / 8')).toBeTruthy();
    expect(within(tour).queryByRole('button', { name: 'Next slide' })).toBeNull();

    await waitSlides(2);
    expect(slideTitle()).toBe('All in one place');

    await user.click(within(tour).getByRole('button', { name: 'Get Started Free' }));
    expect(onGetStarted).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and with its close button', async () => {
    const { user, onClose } = renderTour();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
