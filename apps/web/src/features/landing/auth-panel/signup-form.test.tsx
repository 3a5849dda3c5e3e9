import { AUTH_MESSAGES } from '@atelier/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { sentBodies } from '../../../test/requests';
import { DEFAULT_SITE } from '../../../app/site';
import { loadRedditPixel } from '../../../kits/pixels/load-reddit-pixel';
import { loadSnapPixel } from '../../../kits/pixels/load-snap-pixel';
import { resetPixels, setConsentCookie } from '../../../test/pixels';

async function renderSignup(routes: MockRoutes = {}) {
  const fetchMock = mockApi(routes);
  const view = renderApp('/');
  await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  const form = await screen.findByRole('form', { name: 'Sign up' });
  return { ...view, fetchMock, form };
}

async function fill(
  form: HTMLElement,
  values = { name: ' Ada Lovelace ', email: 'Ada@Example.com', password: 'analytical' },
) {
  const inside = within(form);
  if (values.name) await userEvent.type(inside.getByLabelText('Full Name'), values.name);
  if (values.email) await userEvent.type(inside.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(inside.getByLabelText('Password'), values.password);
}

const terms = () => screen.getByRole('checkbox', { name: /I agree to the/ });
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

afterEach(() => {
  vi.useRealTimers();
  resetPixels();
});

describe('landing sign-up form', () => {
  it('keeps Create Account disabled, and says why, until the terms are ticked', async () => {
    await renderSignup();

    expect((createButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(AUTH_MESSAGES.signupTermsRequired)).toBeTruthy();
    await userEvent.click(terms());
    expect((createButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(AUTH_MESSAGES.signupTermsRequired)).toBeNull();
    expect(screen.getByText('Secure Login')).toBeTruthy();
    expect(screen.getByText('No Credit Card')).toBeTruthy();
  });

  it('checks the fields before sending, with the spec texts', async () => {
    const { fetchMock, form } = await renderSignup();
    await userEvent.click(terms());
    await userEvent.click(createButton());

    expect(within(form).getByText('Please enter your full name.')).toBeTruthy();
    expect(within(form).getByText('Please enter your email address.')).toBeTruthy();
    expect(within(form).getByText('Please enter a password.')).toBeTruthy();

    await fill(form, { name: 'Ada', email: 'ada@example.com', password: '12345' });
    await userEvent.click(createButton());
    expect(within(form).getByText(AUTH_MESSAGES.registerPasswordTooShort)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([]);
  });

  it('reads "Creating account..." while it runs, then turns to login with the email filled in', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { fetchMock, form } = await renderSignup({
      'POST /api/auth/register': () => new Promise((resolve) => (answer = resolve)),
    });
    await fill(form);
    await userEvent.click(terms());
    await userEvent.click(createButton());

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeTruthy();
    answer({
      status: 201,
      body: {
        message: AUTH_MESSAGES.registered,
        email: 'ada@example.com',
        email_verification_required: true,
      },
    });

    const login = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(login).getByRole('status').textContent).toBe(AUTH_MESSAGES.registered);
    expect(within(login).getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([
      {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'analytical',
        terms_agreed: true,
        // The page's language, the account's first (issue 35).
        language: 'en',
      },
    ]);
  });

  it('fires the sign-up event to both advertising pixels once the visitor accepted them', async () => {
    setConsentCookie('granted');
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');
    const { form } = await renderSignup({
      'POST /api/auth/register': {
        status: 201,
        body: { message: AUTH_MESSAGES.registered, email: 'ada@example.com' },
      },
    });
    await fill(form);
    await userEvent.click(terms());
    await userEvent.click(createButton());

    await screen.findByRole('form', { name: 'Sign in' });
    expect(window.rdt?.callQueue.slice(2)).toEqual([['track', 'SignUp']]);
    expect(window.snaptr?.queue.slice(2)).toEqual([['track', 'SIGN_UP']]);
  });

  it('shows the server detail on failure, else the spec fallback', async () => {
    let body: unknown = { detail: AUTH_MESSAGES.emailTaken };
    const { form } = await renderSignup({
      'POST /api/auth/register': () => ({ status: body ? 409 : 500, body }),
    });
    await fill(form);
    await userEvent.click(terms());
    await userEvent.click(createButton());
    expect((await within(form).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.emailTaken);

    body = null;
    await userEvent.click(createButton());
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(AUTH_MESSAGES.registrationFallback),
    );
  });

  it('opens the policies from the agreement in dialogs with the brand filled in', async () => {
    const { form } = await renderSignup({
      'GET /api/site': {
        body: {
          ...DEFAULT_SITE,
          brand_name: 'Studio Nine',
          support_email: 'help@studio9.test',
          legal_entity: 'Jane Doe',
        },
      },
    });

    await userEvent.click(within(form).getByRole('link', { name: 'Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(dialog.textContent).toContain('Jane Doe');
    expect(dialog.textContent).toContain('help@studio9.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((terms() as HTMLInputElement).checked).toBe(false);

    await userEvent.click(within(form).getByRole('link', { name: 'Refund Policy' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund Policy' });
    expect(refund.textContent).toContain('All sales are final');
  });

  it('signs in and goes to the dashboard after 1 s if the server ever answers with a token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { form, router } = await renderSignup({
      'POST /api/auth/register': {
        status: 201,
        body: { message: 'Welcome!', email: 'ada@example.com', access_token: 'signup-token' },
      },
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/init-data': { body: {} },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(within(form).getByLabelText('Full Name'), 'Ada');
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'analytical');
    await user.click(terms());
    await user.click(createButton());

    expect((await within(form).findByRole('status')).textContent).toBe('Welcome!');
    expect(localStorage.getItem('token')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('signup-token');
  });
});
