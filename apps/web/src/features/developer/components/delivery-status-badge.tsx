import type { WebhookDelivery } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/i18n';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'developer.statusPending', tone: 'warning' },
  delivered: { label: 'developer.statusDelivered', tone: 'success' },
  failed: { label: 'developer.statusFailed', tone: 'danger' },
};

export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const t = useT();
  return <Badge tone={STATUS[status].tone}>{t(STATUS[status].label)}</Badge>;
}
