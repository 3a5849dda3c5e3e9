import { TEAM_MESSAGES } from '@atelier/contract';
import type { Team } from '@atelier/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount } from '../../test/requests';
import { signInAs } from '../../test/sign-in';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123';
const ACCEPT = `POST /api/teams/invites/${TOKEN}/accept`;

const team: Team = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Design studio',
  role: 'admin',
  members: 3,
  credits: 10,
  plan: null,
  created_at: '2025-03-01T10:00:00.000Z',
};

beforeAll(async () => {
  await import('./accept-invite-page');
});

describe('accepting a team invitation', () => {
  it('joins the team once and links to it', async () => {
    const fetchMock = signInAs(undefined, { [ACCEPT]: { body: team } });
    renderApp(`/teams/accept?token=${TOKEN}`);

    expect((await screen.findByText(/You joined/)).textContent).toBe(
      'You joined Design studio as an admin.',
    );
    expect(screen.getByRole('link', { name: 'Open Design studio' }).getAttribute('href')).toBe(
      `/teams?team=${team.id}`,
    );
    expect(callCount(fetchMock, ACCEPT)).toBe(1);
  });

  it('says plainly when the invitation has expired', async () => {
    signInAs(undefined, {
      [ACCEPT]: {
        status: 410,
        body: { detail: TEAM_MESSAGES.inviteExpired, code: 'team.inviteExpired' },
      },
    });
    renderApp(`/teams/accept?token=${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe(TEAM_MESSAGES.inviteExpired);
    expect(screen.getByRole('link', { name: 'Go to your teams' }).getAttribute('href')).toBe(
      '/teams',
    );
  });

  it('says it in the account’s language', async () => {
    const account = makeUser();
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      {
        [ACCEPT]: {
          status: 403,
          body: { detail: TEAM_MESSAGES.inviteForSomeoneElse, code: 'team.inviteForSomeoneElse' },
        },
      },
    );
    renderApp(`/teams/accept?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Invitación a un equipo' })).toBeTruthy();
    expect(
      await screen.findByText('Esta invitación se envió a otra dirección de correo electrónico.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a tus equipos' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in first, without spending the invitation', async () => {
    const fetchMock = mockApi();
    renderApp(`/teams/accept?token=${TOKEN}`);

    expect(await screen.findByText(/Sign in with the email address/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(callCount(fetchMock, ACCEPT)).toBe(0);
  });

  it('refuses a link without a proper token without asking the server', async () => {
    const fetchMock = signInAs();
    renderApp('/teams/accept?token=short');

    expect((await screen.findByRole('alert')).textContent).toMatch(/link is incomplete/);
    expect(callCount(fetchMock, 'POST /api/teams/invites/short/accept')).toBe(0);
  });
});
