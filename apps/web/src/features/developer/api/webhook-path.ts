/** Where one webhook's calls start. */
export function webhookPath(webhookId: string): string {
  return `/developer/webhooks/${encodeURIComponent(webhookId)}`;
}
