import { describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n/i18n';
import { NAV_ITEMS, visibleNavItems } from './navigation';
import { APP_ROUTES } from './routes';
import type { AppRoute } from './route-table';

const page = () => Promise.resolve({ default: () => null });

describe('visibleNavItems', () => {
  it('keeps the spec order of its fourteen items, plus My Creations, Teams, Developers and the Help Centre', () => {
    expect(NAV_ITEMS.map((item) => translate(item.label))).toEqual([
      'Dashboard',
      'AI Image Generation',
      'AI Video Generation',
      'Product Ads',
      'Reimagine AI',
      'AI Audio',
      'Prompt Generation',
      'Text Generation',
      'My Creations',
      'AI Tool Ideas',
      'Workflow Automation',
      'Subscription and Usage',
      'Security',
      'Active Sessions',
      'Settings',
      'Teams',
      'Developers',
      'Help Centre',
    ]);
  });

  it('shows only the pages the real table has today', () => {
    expect(visibleNavItems(APP_ROUTES).map((item) => item.path)).toEqual([
      '/dashboard',
      '/image-generation',
      '/video-generation',
      '/product-ads',
      '/reimagine',
      '/audio-generation',
      '/prompt-generation',
      '/text-generation',
      '/creations',
      '/ai-tools',
      '/workflows',
      '/subscription',
      '/security',
      '/active-sessions',
      '/settings',
      '/teams',
      '/developers',
      '/help',
    ]);
  });

  it('ignores redirects: an address that only forwards is not a page', () => {
    const table: AppRoute[] = [{ path: '/security', redirectTo: '/settings' }];
    expect(visibleNavItems(table)).toEqual([]);
  });

  it('follows the menu order, not the table order', () => {
    const table: AppRoute[] = [
      { path: '/settings', access: 'protected', page },
      { path: '/ai-tools', access: 'protected', page },
      { path: '/dashboard', access: 'protected', page },
    ];
    expect(visibleNavItems(table).map((item) => translate(item.label))).toEqual([
      'Dashboard',
      'AI Tool Ideas',
      'Settings',
    ]);
  });
});
