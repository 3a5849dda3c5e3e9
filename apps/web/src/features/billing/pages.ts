/**
 * The billing pages travel as one chunk. Each lazy import in the route table lists its chunk's
 * dependencies in the entry script, and the landing page's budget (docs/decisions/004) has no
 * room for four more such lists; the pages are one journey, so loading them together costs little.
 */
export { default as CheckoutPage } from './checkout-page';
export { default as SandboxCheckoutPage } from './sandbox-checkout-page';
export { default as SubscriptionPage } from './subscription-page';
export { default as SubscriptionSuccessPage } from './subscription-success-page';
