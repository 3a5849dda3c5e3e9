import {
  DEVELOPER_MESSAGES,
  MESSAGES,
  TEAM_MESSAGES,
  VIDEO_SPEED_BY_ENGINE,
} from '@atelier/contract';
import { LANGUAGES } from '@atelier/contract/languages';
import type { Language } from '@atelier/contract/languages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n/i18n';
import { makeVideoModels } from '../test/creation-fixtures';
import { englishMatcher, visibleTexts } from '../test/english-texts';
import type { MockRoutes } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { signInAs } from '../test/sign-in';
import {
  GRACE_ID,
  HELP_SLUG,
  SANDBOX_ORDER,
  SHARE_TOKEN,
  TEAM_ID,
  WEBHOOK_ID,
  signedInApi,
  walkingUser,
} from '../test/signed-in-api';
import { APP_ROUTES } from './routes';
import { isPageRoute } from './route-table';

/**
 * A person who picks another language reads no English anywhere in the signed-in app (issue 48):
 * every page of the route table is opened in each language, with something in every list, and
 * fails on any English the product writes (its English catalogue, the contract's texts) that is
 * on the screen or in what a screen reader says. Then the states that show the server's words: a
 * refusal with figures, the network down, a webhook's failed deliveries, a dialog.
 */

/** An address for each page with parameters, as a signed-in user arrives there. */
const ADDRESSES: Record<string, string> = {
  '/help/:slug': `/help/${HELP_SLUG}`,
  '/shared/workflows/:token': `/shared/workflows/${SHARE_TOKEN}`,
  '/checkout': '/checkout?type=credits&package=credits_10&gateway=paypal',
  '/checkout/sandbox': `/checkout/sandbox?order=${SANDBOX_ORDER}`,
  '/subscription/success': '/subscription/success?gateway=paypal&credits=10',
  '/teams': `/teams?team=${TEAM_ID}`,
  '/teams/accept': '/teams/accept?token=invite-token',
  '*': '/no/such/page',
};

/** The pages of a visitor who is not signed in, and the OAuth callback on the way in. */
const SIGNED_OUT = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/auth/callback',
  '/terms',
  '/privacy',
];

// The admin portal stays English by decision (ADR 026).
const PAGES = APP_ROUTES.filter(isPageRoute)
  .filter((route) => route.access !== 'admin' && !SIGNED_OUT.includes(route.path))
  .map((route) => ADDRESSES[route.path] ?? route.path);

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the page is in the account's language, has its heading and made every call it makes. */
async function settle(language: Language, fetchMock: ReturnType<typeof signInAs>) {
  await waitFor(() => expect(document.documentElement.lang).toBe(language));
  await screen.findAllByRole('heading', { level: 1 });
  let calls = -1;
  while (calls !== fetchMock.mock.calls.length) {
    calls = fetchMock.mock.calls.length;
    await act(() => sleep(50));
  }
}

async function open(language: Language, address: string, routes: MockRoutes = {}) {
  const fetchMock = signInAs(walkingUser(language), signedInApi(routes));
  const view = renderApp(address);
  await settle(language, fetchMock);
  return { fetchMock, ...view };
}

// A toast outlives the page it was raised on (sonner keeps them); each test starts without one.
afterEach(() => {
  toast.dismiss();
});

const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

describe.each(OTHER_LANGUAGES)('the signed-in app in %s', (language) => {
  const english = englishMatcher(language);

  it.each(PAGES)('shows no English on %s', async (address) => {
    await open(language, address);
    expect(english(visibleTexts())).toEqual([]);
  });
});

describe('the states that show the server’s words, in Spanish', () => {
  const english = englishMatcher('es');
  const t = translate;

  it('a generation refused for the balance, with its figures', async () => {
    const user = userEvent.setup();
    const detail = MESSAGES.insufficientCredits('0.0325', '0.03');
    await open('es', '/image-generation', {
      'POST /api/generate-image': {
        status: 402,
        body: {
          detail,
          code: 'common.insufficientCredits',
          values: { needed: '0.0325', balance: '0.03' },
          required: 0.0325,
          credits: 0.03,
        },
      },
    });
    const ultra = screen
      .getAllByRole<HTMLInputElement>('radio')
      .find((radio) => radio.value === 'ultra');
    await user.click(ultra!);
    await user.type(screen.getByRole('textbox', { name: t('image.prompt') }), 'Un zorro');
    await user.click(screen.getByRole('button', { name: t('image.generate') }));
    await screen.findAllByRole('alert');
    expect(english(visibleTexts())).toEqual([]);
    expect(screen.getAllByText(/0,0325/)).not.toEqual([]);
  });

  it('credits moved to a team beyond the balance, with its figures', async () => {
    const user = userEvent.setup();
    const detail = TEAM_MESSAGES.transferShort('3.00');
    await open('es', `/teams?team=${TEAM_ID}&tab=wallet`, {
      [`POST /api/teams/${TEAM_ID}/transfer`]: {
        status: 402,
        body: { detail, code: 'team.transferShort', values: { balance: '3.00' }, credits: 3 },
      },
    });
    const form = screen.getByRole('form', { name: t('teams.moveCredits') });
    await user.type(within(form).getByLabelText(t('teams.moveAmount')), '5');
    await user.click(within(form).getByRole('button', { name: t('teams.move') }));
    await within(form).findByRole('alert');
    expect(english(visibleTexts())).toEqual([]);
    expect(within(form).getByText(/3,00/)).toBeTruthy();
  });

  it('a list the network could not bring', async () => {
    await open('es', '/workflows', { 'GET /api/workflows': unreachable });
    await screen.findByRole('alert');
    expect(english(visibleTexts())).toEqual([]);
    expect(screen.getByText(t('common.unreachable'))).toBeTruthy();
  });

  it('a webhook’s failed deliveries and a refused test ping', async () => {
    const user = userEvent.setup();
    await open('es', '/developers', {
      [`POST /api/developer/webhooks/${WEBHOOK_ID}/test`]: {
        status: 429,
        body: { detail: DEVELOPER_MESSAGES.tooManyTestPings, code: 'developer.tooManyTestPings' },
      },
    });
    await user.click(screen.getByRole('button', { name: t('developer.deliveryLog') }));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: t('developer.sendTest') }));
    await screen.findByRole('alert');
    expect(english(visibleTexts())).toEqual([]);
    expect(screen.getByText(t('api.developer.tooManyTestPings'))).toBeTruthy();
  });

  it('the password dialog, with its Close and Show', async () => {
    const user = userEvent.setup();
    await open('es', '/security');
    await user.click(screen.getByRole('button', { name: t('security.changePassword') }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: /^Mostrar/ })[0]);
    expect(english(visibleTexts())).toEqual([]);
  });

  it('an admin’s own caps, which others set', async () => {
    const user = userEvent.setup();
    await open('es', `/teams?team=${TEAM_ID}`, {
      'GET /api/teams': {
        body: {
          teams: [
            {
              id: TEAM_ID,
              name: 'Estudio',
              role: 'admin',
              members: 2,
              credits: 40,
              plan: null,
              created_at: '2025-03-01T10:00:00.000Z',
            },
          ],
        },
      },
      [`GET /api/teams/${TEAM_ID}/members`]: {
        body: {
          members: [
            {
              user_id: GRACE_ID,
              full_name: 'Grace Hopper',
              email: 'grace@example.com',
              role: 'owner',
              daily_cap: null,
              monthly_cap: null,
              joined_at: '2025-03-01T10:00:00.000Z',
            },
            {
              user_id: walkingUser('es').id,
              full_name: 'Ada Lovelace',
              email: 'ada@example.com',
              role: 'admin',
              daily_cap: 25,
              monthly_cap: null,
              joined_at: '2025-03-02T10:00:00.000Z',
            },
          ],
        },
      },
    });
    const mine = screen.getByRole('listitem', { name: 'Ada Lovelace' });
    await user.click(within(mine).getByRole('button', { name: /Ada Lovelace/ }));
    const dialog = screen.getByRole('dialog');
    expect(english(visibleTexts())).toEqual([]);
    expect(within(dialog).getByText(t('api.team.ownCapsByOthers'))).toBeTruthy();
  });

  it('video tiers the local renderer and the operator’s server serve, while one renders', async () => {
    const user = userEvent.setup();
    const { models } = makeVideoModels();
    await open('es', '/video-generation', {
      'GET /api/video-models': {
        body: {
          models: {
            ...models,
            ultra: { ...models.ultra, engine: 'local', speed: VIDEO_SPEED_BY_ENGINE.local },
            ultra_pro: {
              ...models.ultra_pro,
              engine: 'self_hosted',
              speed: VIDEO_SPEED_BY_ENGINE.self_hosted,
            },
          },
        },
      },
      'POST /api/generate-video': () => new Promise(() => undefined),
    });
    await user.type(screen.getByRole('textbox', { name: t('video.prompt') }), 'Un barco');
    await user.click(screen.getByRole('button', { name: t('video.generate') }));
    await screen.findByText(t('creation.generating'));
    expect(english(visibleTexts())).toEqual([]);
    expect(screen.getByText(t('video.estimateLocal', { tier: 'Ultra' }))).toBeTruthy();
  });
});
