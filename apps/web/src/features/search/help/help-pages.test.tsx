import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { withLandingStubs } from '../../../test/account-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Compiles the pages once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('../pages');
});

const ARTICLE = {
  slug: 'daily-limits-and-reset',
  language: 'en',
  title: 'Daily limits and when they reset',
  summary: 'Which actions count against your plan’s daily limits.',
  category: 'Plans and limits',
  tags: ['daily limits'],
  body: '## When the counters reset\n\nEvery counter starts again at **midnight UTC**. See [Plans compared](/help/plans-compared).',
};

describe('/help/:slug', () => {
  it('shows a visitor the article, its category and summary, with the body rendered', async () => {
    mockApi({ 'GET /api/help/daily-limits-and-reset': { body: ARTICLE } });
    renderApp('/help/daily-limits-and-reset', withLandingStubs());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily limits and when they reset' }),
    ).toBeTruthy();
    expect(screen.getByText('Plans and limits')).toBeTruthy();
    expect(screen.getByText('Which actions count against your plan’s daily limits.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'When the counters reset' })).toBeTruthy();
    expect(screen.getByText('midnight UTC').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Plans compared' }).getAttribute('href')).toBe(
      '/help/plans-compared',
    );
    expect(screen.getByRole('link', { name: 'Help Centre' }).getAttribute('href')).toBe('/help');
  });

  it('says an unknown article is not found, with a way to the Help Centre', async () => {
    mockApi({ 'GET /api/help/nope': { status: 404, body: { detail: 'Help article not found' } } });
    renderApp('/help/nope', withLandingStubs());

    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Help Centre' }).getAttribute('href')).toBe(
      '/help',
    );
  });
});

describe('/help', () => {
  it('lists the articles under their categories', async () => {
    const { body: _body, ...summary } = ARTICLE;
    mockApi({
      'GET /api/help': {
        body: {
          articles: [
            { ...summary, category: 'Account', slug: 'sign-in', title: 'Sign in' },
            { ...summary, category: 'Account', slug: 'recovery-codes', title: 'Recovery codes' },
            summary,
          ],
        },
      },
    });
    renderApp('/help', withLandingStubs());

    const account = (await screen.findByRole('heading', { level: 2, name: 'Account' }))
      .parentElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeTruthy();
    expect(
      within(account as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help/sign-in', '/help/recovery-codes']);
    const plans = screen.getByRole('heading', { level: 2, name: 'Plans and limits' }).parentElement;
    expect(within(plans as HTMLElement).getByRole('link').textContent).toBe(ARTICLE.title);
  });
});
