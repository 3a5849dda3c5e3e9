import { TEAM_MESSAGES } from '@atelier/contract';
import type { Team, TeamActivityResponse, TeamInvite } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import {
  GRACE_ID,
  ME,
  TEAM_ID,
  base,
  makeMember,
  makeTeam,
  openTeams as open,
  owner,
} from './team-fixtures';

const INVITE_ID = '00000000-0000-4000-8000-0000000000f1';

function makeInvite(overrides: Partial<TeamInvite> = {}): TeamInvite {
  return {
    id: INVITE_ID,
    email: 'linus@example.com',
    role: 'member',
    status: 'pending',
    expires_at: '2025-03-10T10:00:00.000Z',
    created_at: '2025-03-03T10:00:00.000Z',
    ...overrides,
  };
}

// Compiles the page once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./teams-page');
});

describe('teams page: the list', () => {
  it('creates a team after checking its name, lists it and opens it', async () => {
    const user = userEvent.setup();
    let teams: Team[] = [];
    const { fetchMock } = open(
      {
        'GET /api/teams': () => ({ body: { teams } }),
        'POST /api/teams': () => {
          teams = [makeTeam({ members: 1, credits: 0 })];
          return { status: 201, body: teams[0] };
        },
        [`GET ${base}/members`]: { body: { members: [owner] } },
      },
      '/teams',
    );
    expect(await screen.findByText('You are not in any team yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Create a team' });

    await user.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(within(form).getByText(TEAM_MESSAGES.nameRequired)).toBeTruthy();
    expect(callCount(fetchMock, 'POST /api/teams')).toBe(0);

    await user.type(within(form).getByLabelText('Team name'), '  Design studio ');
    await user.click(within(form).getByRole('button', { name: 'Create team' }));

    expect(await screen.findByRole('heading', { name: 'Design studio', level: 2 })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/teams')).toEqual([{ name: 'Design studio' }]);
    const item = screen.getByRole('listitem', { name: 'Design studio' });
    expect(within(item).getByText('Owner')).toBeTruthy();
    expect(within(item).getByText('1 member · 0.00 credits')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Design studio' })).toHaveProperty(
      'ariaCurrent',
      'true',
    );
    expect(await screen.findByRole('listitem', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('lists the teams with role, members and balance, and opens the one chosen', async () => {
    const user = userEvent.setup();
    open(
      {
        'GET /api/teams': {
          body: {
            teams: [
              makeTeam(),
              makeTeam({ id: 'other-team', name: 'Podcast', role: 'member', members: 5 }),
            ],
          },
        },
      },
      '/teams',
    );
    const list = await screen.findByRole('list', { name: 'Your teams' });
    const studio = within(list).getByRole('listitem', { name: 'Design studio' });
    expect(within(studio).getByText('2 members · 1,234.50 credits')).toBeTruthy();
    expect(within(list).getByRole('listitem', { name: 'Podcast' }).textContent).toContain('Member');
    expect(screen.getByText(/Choose a team to see its members/)).toBeTruthy();

    await user.click(within(studio).getByRole('link', { name: 'Design studio' }));
    const header = await screen.findByRole('region', { name: 'Design studio' });
    expect(within(header).getByText('Wallet balance')).toBeTruthy();
    expect(within(header).getByText('1,234.50 credits')).toBeTruthy();
    const grace = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(grace).getByText('grace@example.com')).toBeTruthy();
    expect(within(grace).getByText('No cap')).toBeTruthy();
    expect(within(grace).getByText('500.00 credits')).toBeTruthy();
  });
});

describe('teams page: members', () => {
  it('edits a member’s cap, sending only what changed', async () => {
    const user = userEvent.setup();
    let grace = makeMember();
    const { fetchMock } = open({
      [`GET ${base}/members`]: () => ({ body: { members: [owner, grace] } }),
      [`PUT ${base}/members/${GRACE_ID}`]: () => {
        grace = { ...grace, daily_cap: 25 };
        return { body: grace };
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    await user.click(within(item).getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Grace Hopper' });

    const daily = within(dialog).getByLabelText('Daily cap');
    await user.type(daily, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/from 0 to 1,000,000/)).toBeTruthy();
    expect(callCount(fetchMock, `PUT ${base}/members/${GRACE_ID}`)).toBe(0);

    await user.clear(daily);
    await user.type(daily, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Grace Hopper updated.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, `PUT ${base}/members/${GRACE_ID}`)).toEqual([{ daily_cap: 25 }]);
    expect(await within(item).findByText('25.00 credits')).toBeTruthy();
  });

  it('lets an admin change their own role but not their caps, which others set', async () => {
    const user = userEvent.setup();
    const me = makeMember({
      user_id: ME.id,
      full_name: ME.full_name,
      email: ME.email,
      role: 'admin',
      daily_cap: 25,
    });
    const { fetchMock } = open({
      'GET /api/teams': { body: { teams: [makeTeam({ role: 'admin' })] } },
      [`GET ${base}/members`]: {
        body: { members: [makeMember({ role: 'owner', monthly_cap: null }), me] },
      },
      [`PUT ${base}/members/${ME.id}`]: { body: { ...me, role: 'member' } },
    });
    const mine = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(mine).getByText(TEAM_MESSAGES.ownCapsByOthers)).toBeTruthy();

    await user.click(within(mine).getByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ada Lovelace' });
    const note = within(dialog).getByText(TEAM_MESSAGES.ownCapsByOthers);
    for (const label of ['Daily cap', 'Monthly cap']) {
      const input = within(dialog).getByLabelText<HTMLInputElement>(label);
      expect(input.disabled).toBe(true);
      expect(input.getAttribute('aria-describedby')).toBe(note.id);
    }
    expect(within(dialog).getByLabelText<HTMLInputElement>('Daily cap').value).toBe('25');

    await user.selectOptions(within(dialog).getByLabelText('Role'), 'member');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ada Lovelace updated.')).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${base}/members/${ME.id}`)).toEqual([{ role: 'member' }]);
  });

  it('lets the owner change everyone’s caps, their own and an admin’s', async () => {
    const user = userEvent.setup();
    open({
      [`GET ${base}/members`]: { body: { members: [owner, makeMember({ role: 'admin' })] } },
    });
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      const item = await screen.findByRole('listitem', { name });
      expect(within(item).queryByText(TEAM_MESSAGES.ownCapsByOthers)).toBeNull();
      await user.click(within(item).getByRole('button', { name: `Edit ${name}` }));
      const dialog = screen.getByRole('dialog', { name: `Edit ${name}` });
      expect(within(dialog).getByLabelText<HTMLInputElement>('Daily cap').disabled).toBe(false);
      expect(within(dialog).getByLabelText<HTMLInputElement>('Monthly cap').disabled).toBe(false);
      expect(within(dialog).queryByText(TEAM_MESSAGES.ownCapsByOthers)).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    }
  });

  it('asks before making someone the owner', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      [`PUT ${base}/members/${GRACE_ID}`]: { body: makeMember({ role: 'owner' }) },
    });
    const item = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    await user.click(within(item).getByRole('button', { name: 'Make Grace Hopper the owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Grace Hopper the owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));

    expect(await screen.findByText('Grace Hopper is now the owner of Design studio.')).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${base}/members/${GRACE_ID}`)).toEqual([{ role: 'owner' }]);
  });

  it('hides the managers’ controls from a member, who can only leave', async () => {
    const user = userEvent.setup();
    const me = makeMember({ user_id: ME.id, full_name: ME.full_name, email: ME.email });
    const { fetchMock } = open({
      'GET /api/teams': { body: { teams: [makeTeam({ role: 'member' })] } },
      [`GET ${base}/members`]: {
        body: { members: [makeMember({ role: 'owner' }), me] },
      },
      [`DELETE ${base}/members/${ME.id}`]: { status: 204 },
    });
    const mine = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
    const theirs = screen.getByRole('listitem', { name: 'Grace Hopper' });

    expect(within(theirs).queryAllByRole('button')).toEqual([]);
    expect(
      within(mine)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Leave team']);
    // The wallet is theirs to see too; invitations and activity are not.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Members', 'Wallet']);
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(callCount(fetchMock, `GET ${base}/invites`)).toBe(0);
    expect(callCount(fetchMock, `GET ${base}/activity`)).toBe(0);

    await user.click(within(mine).getByRole('button', { name: 'Leave team' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Design studio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText('You left Design studio.')).toBeTruthy();
    expect(callCount(fetchMock, `DELETE ${base}/members/${ME.id}`)).toBe(1);
  });

  it('shows why the server refused a change', async () => {
    const user = userEvent.setup();
    open({
      'GET /api/teams': { body: { teams: [makeTeam({ role: 'admin' })] } },
      [`PUT ${base}/members/${GRACE_ID}`]: {
        status: 403,
        body: { detail: TEAM_MESSAGES.notAllowed, code: 'team.notAllowed' },
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(item).queryByRole('button', { name: /the owner/ })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Grace Hopper' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(TEAM_MESSAGES.notAllowed);
  });
});

describe('teams page: invitations and activity', () => {
  it('invites by email with a role and withdraws a pending invitation', async () => {
    const user = userEvent.setup();
    let invites: TeamInvite[] = [
      makeInvite({ id: 'expired-invite', email: 'old@example.com', status: 'expired' }),
    ];
    const { fetchMock } = open({
      [`GET ${base}/invites`]: () => ({ body: { invites } }),
      [`POST ${base}/invites`]: () => {
        invites = [makeInvite({ role: 'admin' }), ...invites];
        return { status: 201, body: invites[0] };
      },
      [`DELETE ${base}/invites/${INVITE_ID}`]: () => {
        invites = invites.map((invite) =>
          invite.id === INVITE_ID ? { ...invite, status: 'withdrawn' } : invite,
        );
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Invitations' }));
    const form = screen.getByRole('form', { name: 'Invite someone' });
    const expired = await screen.findByRole('listitem', { name: 'old@example.com' });
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();

    await user.type(within(form).getByLabelText('Email address'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Please enter a valid email address.')).toBeTruthy();

    await user.clear(within(form).getByLabelText('Email address'));
    await user.type(within(form).getByLabelText('Email address'), 'Linus@Example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to linus@example.com.')).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${base}/invites`)).toEqual([
      { email: 'linus@example.com', role: 'admin' },
    ]);
    const pending = await screen.findByRole('listitem', { name: 'linus@example.com' });
    expect(within(pending).getByText('Pending')).toBeTruthy();

    await user.click(
      within(pending).getByRole('button', { name: 'Withdraw the invitation to linus@example.com' }),
    );
    expect(await within(pending).findByText('Withdrawn')).toBeTruthy();
    expect(callCount(fetchMock, `DELETE ${base}/invites/${INVITE_ID}`)).toBe(1);
  });

  it('shows the server’s refusal of an invitation in the form', async () => {
    const user = userEvent.setup();
    open({
      [`POST ${base}/invites`]: {
        status: 409,
        body: { detail: TEAM_MESSAGES.alreadyInvited, code: 'team.alreadyInvited' },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Invitations' }));
    const form = screen.getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('Email address'), 'linus@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(TEAM_MESSAGES.alreadyInvited);
  });

  it('tells the activity in sentences', async () => {
    const user = userEvent.setup();
    const ada = { user_id: ME.id, full_name: ME.full_name };
    const entry = (id: number, action: string, more: object = {}) => ({
      id,
      actor: ada,
      action,
      subject: null,
      details: {},
      created_at: '2025-03-04T10:00:00.000Z',
      ...more,
    });
    const activity: TeamActivityResponse = {
      entries: [
        entry(9, 'plan.cancelled'),
        entry(8, 'plan.purchased', { details: { plan_id: 'growth', billing_cycle: 'monthly' } }),
        entry(7, 'wallet.purchased', { details: { amount: 10 } }),
        entry(6, 'wallet.transferred', { details: { amount: 2.5 } }),
        entry(5, 'member.removed', { subject: 'gone-user', details: { role: 'member' } }),
        entry(4, 'member.updated', {
          subject: GRACE_ID,
          details: { role: 'admin', daily_cap: 25, monthly_cap: null },
        }),
        entry(3, 'member.joined', {
          actor: { user_id: GRACE_ID, full_name: 'Grace Hopper' },
          subject: GRACE_ID,
          details: { role: 'member' },
        }),
        entry(2, 'invite.sent', { details: { email: 'grace@example.com', role: 'member' } }),
        entry(1, 'team.created', { actor: null, details: { name: 'Design studio' } }),
      ],
    };
    open({ [`GET ${base}/activity`]: { body: activity } });
    await user.click(await screen.findByRole('tab', { name: 'Activity' }));

    const log = await screen.findByRole('list', { name: 'Activity' });
    const sentences = within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(sentences).toEqual([
      'Ada Lovelace cancelled the team plan.',
      'Ada Lovelace bought the Growth plan for the team.',
      'Ada Lovelace bought 10.00 credits for the wallet.',
      'Ada Lovelace moved 2.50 credits from their own balance into the wallet.',
      'Ada Lovelace removed a former member from the team.',
      'Ada Lovelace made Grace Hopper an admin. Ada Lovelace set the daily cap of Grace Hopper to 25.00 credits. Ada Lovelace removed the monthly cap of Grace Hopper.',
      'Grace Hopper joined the team as a member.',
      'Ada Lovelace invited grace@example.com as a member.',
      'Someone created the team “Design studio”.',
    ]);
  });
});

describe('teams page: language', () => {
  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    signInAs(
      { ...ME, preferences: { ...ME.preferences, language: 'fr' } },
      {
        'GET /api/teams': { body: { teams: [makeTeam()] } },
        [`GET ${base}/members`]: { body: { members: [owner, makeMember()] } },
        [`GET ${base}/invites`]: { body: { invites: [] } },
      },
    );
    renderApp(`/teams?team=${TEAM_ID}`);

    expect(await screen.findByRole('heading', { name: 'Équipes', level: 1 })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Créer une équipe' })).toBeTruthy();
    const grace = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(grace).getByText('Aucun plafond')).toBeTruthy();
    expect(within(grace).getByRole('button', { name: 'Nommer Grace Hopper propriétaire' }));
    await user.click(screen.getByRole('tab', { name: 'Invitations' }));
    const form = screen.getByRole('form', { name: 'Inviter quelqu’un' });
    await user.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(within(form).getByText('Saisis une adresse e-mail valide.')).toBeTruthy();
  });
});
