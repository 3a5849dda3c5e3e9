import type { TeamRole } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/i18n';
import { ROLE_LABELS } from '../team-roles';

const TONES: Record<TeamRole, BadgeTone> = { owner: 'primary', admin: 'indigo', member: 'default' };

export function RoleBadge({ role }: { role: TeamRole }) {
  const t = useT();
  return <Badge tone={TONES[role]}>{t(ROLE_LABELS[role])}</Badge>;
}
