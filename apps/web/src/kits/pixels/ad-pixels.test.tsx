import { AD_CONSENT_COOKIE } from '@atelier/contract';
import type { SiteInfo } from '@atelier/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { DEFAULT_SITE } from '../../app/site';
import { mockApi } from '../../test/mock-api';
import { callCount } from '../../test/requests';
import { pixelScripts, resetPixels, setConsentCookie } from '../../test/pixels';
import { REDDIT_PIXEL_SCRIPT } from './load-reddit-pixel';
import { SNAP_PIXEL_SCRIPT } from './load-snap-pixel';
import { activateLanguage } from '../../lib/i18n/i18n';

const BOTH = { reddit: 'a2_test', snap: 'snap-test' };

/** Any page inside the app's providers, with /api/site naming these pixels. */
async function renderPage(pixels: SiteInfo['pixels']) {
  const fetchMock = mockApi({ 'GET /api/site': { body: { ...DEFAULT_SITE, pixels } } });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <Providers>
          <h1>Any page</h1>
        </Providers>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(callCount(fetchMock, 'GET /api/site')).toBe(1));
  // Lets the answer arrive and the pixels' chunk load (or not).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const banner = () => screen.queryByRole('region', { name: 'Advertising pixels' });

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetPixels();
});

describe('advertising pixels banner', () => {
  it('is not shown, and loads nothing, when no pixel is configured', async () => {
    await renderPage({ reddit: null, snap: null });

    expect(screen.getByRole('heading', { name: 'Any page' })).toBeTruthy();
    expect(banner()).toBeNull();
    expect(pixelScripts()).toEqual([]);
  });

  it('asks a visitor who has not answered, naming only the configured pixels', async () => {
    await renderPage({ reddit: 'a2_test', snap: null });

    const region = await screen.findByRole('region', { name: 'Advertising pixels' });
    expect(region.textContent).toContain('advertising pixels from Reddit to measure');
    expect(region.textContent).not.toContain('Snap');
    expect(within(region).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(pixelScripts()).toEqual([]);
  });

  it('names both pixels when both are configured', async () => {
    await renderPage(BOTH);
    expect((await screen.findByRole('region')).textContent).toContain('from Reddit and Snap');
  });

  it('on Accept stores the answer for a year and reloads, for the new policy to apply', async () => {
    await renderPage(BOTH);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(document.cookie).toContain(`${AD_CONSENT_COOKIE}=granted`);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
    // The page still has the policy without the pixels' hosts: they load after the reload.
    expect(pixelScripts()).toEqual([]);
  });

  it('on Decline stores the answer and hides, loading nothing', async () => {
    await renderPage(BOTH);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));

    expect(document.cookie).toContain(`${AD_CONSENT_COOKIE}=denied`);
    expect(banner()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(pixelScripts()).toEqual([]);
    expect(window.rdt).toBeUndefined();
  });

  it('does not ask again, nor load anything, once declined', async () => {
    setConsentCookie('denied');
    await renderPage(BOTH);

    expect(banner()).toBeNull();
    expect(pixelScripts()).toEqual([]);
  });

  it('loads the configured pixels, with their page view, once accepted', async () => {
    setConsentCookie('granted');
    await renderPage(BOTH);

    expect(banner()).toBeNull();
    await waitFor(() => expect(pixelScripts()).toEqual([REDDIT_PIXEL_SCRIPT, SNAP_PIXEL_SCRIPT]));
    expect(window.rdt?.callQueue).toEqual([
      ['init', 'a2_test'],
      ['track', 'PageVisit'],
    ]);
    expect(window.snaptr?.queue).toEqual([
      ['init', 'snap-test'],
      ['track', 'PAGE_VIEW'],
    ]);
  });

  it('loads only the pixel that is configured', async () => {
    setConsentCookie('granted');
    await renderPage({ reddit: null, snap: 'snap-test' });

    await waitFor(() => expect(pixelScripts()).toEqual([SNAP_PIXEL_SCRIPT]));
    expect(window.rdt).toBeUndefined();
  });
});

describe('advertising pixels banner: language', () => {
  it('reads in the language of the interface', async () => {
    await activateLanguage('es');
    await renderPage(BOTH);

    const region = await screen.findByRole('region', { name: 'Píxeles publicitarios' });
    expect(region.textContent).toContain('píxeles publicitarios de Reddit y Snap');
    expect(within(region).getByRole('link', { name: 'Política de privacidad' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Aceptar' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Rechazar' })).toBeTruthy();
  });
});
