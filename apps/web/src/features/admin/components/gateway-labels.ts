const LABELS: Record<string, string> = {
  razorpay: 'Razorpay',
  paypal: 'PayPal',
  sandbox: 'Sandbox (test mode)',
};

/** A gateway as people write it; one the portal does not know yet shows as the server names it. */
export function gatewayLabel(gateway: string): string {
  return LABELS[gateway] ?? gateway;
}
