import type * as AdminPages from '../features/admin/pages';
import type * as BillingPages from '../features/billing/pages';
import type * as CreationPages from './creation-pages';
import type * as SearchPages from '../features/search/pages';
import type { AppRoute, PageRoute } from './route-table';

/** One import for the four billing pages: see features/billing/pages.ts. */
function billingPage(name: keyof typeof BillingPages): PageRoute['page'] {
  return () => import('../features/billing/pages').then((pages) => ({ default: pages[name] }));
}

/** One import for the creation workspace's pages and the media tools': see creation-pages.ts. */
function creationPage(name: keyof typeof CreationPages): PageRoute['page'] {
  return () => import('./creation-pages').then((pages) => ({ default: pages[name] }));
}

/** One import for the search assistant's pages: see features/search/pages.ts. */
function searchPage(name: keyof typeof SearchPages): PageRoute['page'] {
  return () => import('../features/search/pages').then((pages) => ({ default: pages[name] }));
}

/** One import for the admin portal's pages: see features/admin/pages.ts. */
function adminPage(name: keyof typeof AdminPages): PageRoute['page'] {
  return () => import('../features/admin/pages').then((pages) => ({ default: pages[name] }));
}

/**
 * The one route table (spec part 2, "Full route table"). Only pages that exist are listed: an
 * address without an entry shows the 404 page, and the menu hides its item (see navigation.ts).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    access: 'public',
    layout: 'bare',
    localized: true,
    page: () => import('../features/landing/landing-page'),
  },
  {
    path: '/login',
    access: 'public',
    localized: true,
    page: () => import('../features/auth/login-page'),
  },
  {
    path: '/register',
    access: 'public',
    localized: true,
    page: () => import('../features/auth/register-page'),
  },
  {
    path: '/forgot-password',
    access: 'public',
    localized: true,
    page: () => import('../features/auth/forgot-password-page'),
  },
  {
    path: '/reset-password',
    access: 'public',
    localized: true,
    page: () => import('../features/auth/reset-password-page'),
  },
  {
    path: '/verify-email',
    access: 'public',
    localized: true,
    page: () => import('../features/auth/verify-email-page'),
  },
  {
    path: '/auth/callback',
    access: 'public',
    page: () => import('../features/auth/oauth-callback-page'),
  },
  {
    path: '/terms',
    access: 'public',
    localized: true,
    page: () => import('../features/legal/terms-page'),
  },
  {
    path: '/privacy',
    access: 'public',
    localized: true,
    page: () => import('../features/legal/privacy-page'),
  },
  {
    path: '/dashboard',
    access: 'protected',
    page: () => import('../features/dashboard/dashboard-page'),
  },
  {
    path: '/image-generation',
    access: 'protected',
    page: creationPage('ImageGenerationPage'),
  },
  {
    path: '/video-generation',
    access: 'protected',
    page: creationPage('VideoGenerationPage'),
  },
  {
    path: '/prompt-generation',
    access: 'protected',
    page: creationPage('PromptGenerationPage'),
  },
  {
    // Not in the spec's table: the prompt builder on its own page, from the original's links.
    path: '/prompt-crafter',
    access: 'protected',
    page: creationPage('PromptCrafterPage'),
  },
  {
    path: '/text-generation',
    access: 'protected',
    page: creationPage('TextGenerationPage'),
  },
  {
    path: '/product-ads',
    access: 'protected',
    page: creationPage('ProductAdsPage'),
  },
  {
    path: '/reimagine',
    access: 'protected',
    page: creationPage('ReimaginePage'),
  },
  {
    path: '/audio-generation',
    access: 'protected',
    page: creationPage('AudioPage'),
  },
  {
    // Our addition: the user's own generations (GET /api/generations).
    path: '/creations',
    access: 'protected',
    page: creationPage('CreationsPage'),
  },
  {
    path: '/subscription',
    access: 'protected',
    page: billingPage('SubscriptionPage'),
  },
  {
    path: '/subscription/success',
    access: 'protected',
    page: billingPage('SubscriptionSuccessPage'),
  },
  {
    path: '/checkout',
    access: 'protected',
    page: billingPage('CheckoutPage'),
  },
  {
    // The local TEST MODE gateway's approval page (not in the spec's table: our addition).
    path: '/checkout/sandbox',
    access: 'protected',
    page: billingPage('SandboxCheckoutPage'),
  },
  {
    path: '/security',
    access: 'protected',
    page: () => import('../features/account/security-page'),
  },
  {
    path: '/settings',
    access: 'protected',
    page: () => import('../features/account/settings-page'),
  },
  {
    // Our addition (issue 34): personal API keys, webhooks and examples.
    path: '/developers',
    access: 'protected',
    page: () => import('../features/developer/developers-page'),
  },
  {
    // Our addition (issue 37): shared workspaces with members, invitations and activity.
    path: '/teams',
    access: 'protected',
    page: () => import('../features/teams/teams-page'),
  },
  {
    // Where an invitation's email leads. Public: a signed-out visitor is asked to sign in there
    // rather than sent to the landing page, which would lose the invitation's link.
    path: '/teams/accept',
    access: 'public',
    page: () => import('../features/teams/accept-invite-page'),
  },
  {
    path: '/active-sessions',
    access: 'protected',
    page: () => import('../features/account/active-sessions-page'),
  },
  {
    path: '/ai-tools',
    access: 'protected',
    page: () => import('../features/ai-tools/ai-tools-page'),
  },
  {
    path: '/workflows',
    access: 'protected',
    page: () => import('../features/workflows/workflows-page'),
  },
  {
    // A workflow's editor, runs and automation (issue 50): the only page that loads React Flow.
    path: '/workflows/:workflowId',
    access: 'protected',
    page: () => import('../features/workflows/editor/workflow-editor-page'),
  },
  {
    // Opened from a share link: read-only, for anyone who has it.
    path: '/shared/workflows/:token',
    access: 'public',
    page: () => import('../features/workflows/shared-workflow-page'),
  },
  {
    path: '/search',
    access: 'protected',
    page: searchPage('SearchPage'),
  },
  {
    path: '/copilot',
    access: 'protected',
    page: searchPage('CopilotPage'),
  },
  {
    // Not in the spec's table: the help centre the search assistant finds (issue 20), public.
    path: '/help',
    access: 'public',
    page: searchPage('HelpIndexPage'),
  },
  {
    path: '/help/:slug',
    access: 'public',
    page: searchPage('HelpArticlePage'),
  },
  // The admin portal: its own frame, not the user app's top bar.
  { path: '/admin', access: 'admin', layout: 'bare', page: adminPage('AdminLoginPage') },
  { path: '/admin/login', access: 'admin', layout: 'bare', page: adminPage('AdminLoginPage') },
  {
    path: '/admin/dashboard',
    access: 'admin',
    layout: 'bare',
    page: adminPage('AdminDashboardPage'),
  },
  {
    path: '/admin/users/:userId',
    access: 'admin',
    layout: 'bare',
    page: adminPage('AdminUserPage'),
  },
  {
    // Not in the spec's table: where an invitation's link leads (issue 18).
    path: '/admin/accept-invite',
    access: 'admin',
    layout: 'bare',
    page: adminPage('AcceptInvitePage'),
  },
  { path: '*', access: 'public', page: () => import('./not-found-page') },
  { path: '/ai-recommendations', redirectTo: '/ai-tools' },
  { path: '/workflow-builder', redirectTo: '/workflows' },
  { path: '/security-settings', redirectTo: '/security' },
];
