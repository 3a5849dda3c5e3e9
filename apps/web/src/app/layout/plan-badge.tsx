import { planLabel } from '@atelier/contract';
import { Badge } from '../../components/ui/badge';
import type { BadgeTone } from '../../components/ui/badge';

/** Spec: enterprise purple, growth indigo, pro primary, anything else the default grey. */
const PLAN_TONES: Partial<Record<string, BadgeTone>> = {
  enterprise: 'purple',
  growth: 'indigo',
  pro: 'primary',
};

export function PlanBadge({ plan }: { plan: string }) {
  return <Badge tone={PLAN_TONES[plan] ?? 'default'}>{planLabel(plan)}</Badge>;
}
