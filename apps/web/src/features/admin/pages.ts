/**
 * The admin pages travel as one chunk, as the billing pages do: each lazy import in the route
 * table adds to the entry script, which the landing page's budget (docs/decisions/004) pays for,
 * and staff open these pages together anyway.
 */
export { default as AcceptInvitePage } from './accept-invite-page';
export { default as AdminDashboardPage } from './admin-dashboard-page';
export { default as AdminLoginPage } from './admin-login-page';
export { default as AdminUserPage } from './admin-user-page';
