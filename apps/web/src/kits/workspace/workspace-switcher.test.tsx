import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { callCount } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { STUDIO_ID, rememberWorkspace, teamsApi } from '../../test/workspace-fixtures';

const ME = makeUser({ credits: 12.3456 });
const STORED = `workspace:${ME.id}`;

function switcher() {
  return screen.findByRole<HTMLSelectElement>('combobox', { name: 'Workspace' });
}

function personalPill() {
  return screen.getByRole('link', { name: '12.35 credits' });
}

describe('workspace switcher', () => {
  it('keeps the chosen team on the device, and its wallet is the balance shown', async () => {
    const user = userEvent.setup();
    signInAs(ME, teamsApi());
    const first = renderApp('/dashboard');

    const select = await switcher();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Personal', 'Design studio', 'Research lab']);
    expect(select.value).toBe('');
    expect(personalPill().getAttribute('href')).toBe('/subscription');

    await user.selectOptions(select, 'Design studio');

    const pill = screen.getByRole('link', { name: 'Design studio wallet: 1,234.50 credits' });
    expect(pill.textContent).toContain('Design studio');
    expect(pill.getAttribute('href')).toBe(`/teams?team=${STUDIO_ID}`);
    expect(screen.queryByRole('link', { name: '12.35 credits' })).toBeNull();
    expect(localStorage.getItem(STORED)).toBe(STUDIO_ID);

    // A reload: the choice is read back from the device.
    first.unmount();
    renderApp('/dashboard');
    await waitFor(async () => expect((await switcher()).value).toBe(STUDIO_ID));
    expect(screen.getByRole('link', { name: /^Design studio wallet/ })).toBeTruthy();

    await user.selectOptions(await switcher(), 'Personal');

    expect(personalPill()).toBeTruthy();
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it('falls back to Personal when the stored team is no longer one of the user’s', async () => {
    // Left or removed since: the list no longer has it.
    rememberWorkspace(ME.id, '00000000-0000-4000-8000-0000000000ff');
    signInAs(ME, teamsApi());
    renderApp('/dashboard');

    expect((await switcher()).value).toBe('');
    expect(personalPill()).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORED)).toBeNull());
  });

  it('is per user: another account’s choice on this device does not apply', async () => {
    rememberWorkspace('someone-else', STUDIO_ID);
    signInAs(ME, teamsApi());
    renderApp('/dashboard');

    expect((await switcher()).value).toBe('');
    expect(personalPill()).toBeTruthy();
    expect(localStorage.getItem(`workspace:someone-else`)).toBe(STUDIO_ID);
  });

  it('shows nothing extra for a user in no team', async () => {
    const fetchMock = signInAs(ME, teamsApi([]));
    renderApp('/dashboard');

    await screen.findByRole('button', { name: 'Open menu' });
    await waitFor(() => expect(callCount(fetchMock, 'GET /api/teams')).toBe(1));
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).toBeNull();
    expect(personalPill()).toBeTruthy();
  });
});
