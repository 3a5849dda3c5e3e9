import { WORKFLOW_MESSAGES } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/time';
import { withLandingStubs } from '../../test/account-fixtures';
import { mockApi } from '../../test/mock-api';
import type { MockResponse } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeShared } from './workflow-fixtures';

const SHARED = 'GET /api/shared/workflows/abc123';

beforeAll(async () => {
  await import('./shared-workflow-page');
});

/** A visitor without an account opens the link. */
function open(answer: MockResponse) {
  mockApi({ [SHARED]: answer });
  renderApp('/shared/workflows/abc123', withLandingStubs());
}

describe('shared workflow page', () => {
  it('shows the workflow read-only to a visitor, with the link’s expiry', async () => {
    const shared = makeShared();
    open({ body: shared });

    expect(await screen.findByRole('heading', { level: 1, name: 'Product launch' })).toBeTruthy();
    expect(screen.getByText('Take the new app to market.')).toBeTruthy();
    expect(screen.getByText('Marketing')).toBeTruthy();
    expect(screen.getByText('Intermediate')).toBeTruthy();
    expect(screen.getByText('6 weeks')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(
      screen.getByText(`Shared link — expires on ${formatDate(shared.expires_at)}`),
    ).toBeTruthy();

    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('article');
    expect(steps).toHaveLength(4);
    expect(within(steps[0]).getByText('Completed')).toBeTruthy();
    expect(within(steps[1]).getByText('In progress')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says plainly when the link has expired, with a way home', async () => {
    open({ status: 410, body: { detail: WORKFLOW_MESSAGES.shareExpired } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(WORKFLOW_MESSAGES.shareExpired);
    expect(
      within(alert).getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
    ).toBe('/');
  });

  it('says an unknown link is not valid', async () => {
    open({ status: 404, body: { detail: 'Not found' } });

    expect((await screen.findByRole('alert')).textContent).toContain(
      WORKFLOW_MESSAGES.shareNotFound,
    );
  });
});

describe('shared workflow page: language', () => {
  it('reads in the language of the visitor', async () => {
    document.cookie = 'language=es; path=/';
    try {
      open({ body: makeShared() });

      expect(await screen.findByRole('heading', { level: 1, name: 'Product launch' })).toBeTruthy();
      expect(screen.getByText('Intermedio')).toBeTruthy();
      expect(screen.getByText(/^Enlace compartido: caduca el/)).toBeTruthy();
      expect(screen.getByRole('list', { name: 'Pasos' })).toBeTruthy();
      expect(screen.getAllByText('Entregables').length).toBeGreaterThan(0);
    } finally {
      document.cookie = 'language=; path=/; max-age=0';
    }
  });
});
