import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { stubNarrowScreen } from '../../../test/viewport';

beforeEach(() => {
  stubNarrowScreen();
  mockApi();
  // jsdom does not lay out, so it has no scrollIntoView; the sign-up form scrolls itself into view.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function renderNarrow() {
  renderApp('/');
  return screen.findByRole('banner');
}

describe('landing page on a narrow screen', () => {
  it('has no side card; Login and Sign Up open the panel, each in its mode', async () => {
    const header = await renderNarrow();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    // Taken before the panel opens: its own submit button is also called Login.
    const login = within(header).getByRole('button', { name: 'Login' });
    const signUp = within(header).getByRole('button', { name: 'Sign Up' });

    await userEvent.click(login);
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(login.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(signUp);
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(login.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(screen.getByRole('tab', { name: 'Login' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('closes the panel with its Close button, with Escape, and with the same button again', async () => {
    const header = await renderNarrow();
    const login = within(header).getByRole('button', { name: 'Login' });

    await userEvent.click(login);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();

    await userEvent.click(login);
    await userEvent.click(await screen.findByLabelText('Email'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();

    await userEvent.click(login);
    await screen.findByRole('form', { name: 'Sign in' });
    await userEvent.click(login);
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('opens the panel in sign-up mode from "Start Free Today" and focuses the form', async () => {
    await renderNarrow();
    const [startFree] = await screen.findAllByRole('button', { name: /start free today/i });
    if (!startFree) throw new Error('no Start Free Today button');

    await userEvent.click(startFree);

    const form = await screen.findByRole('form', { name: 'Sign up' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByLabelText('Full Name')),
    );
  });
});
