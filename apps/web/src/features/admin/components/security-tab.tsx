import { roleHasPermission } from '@atelier/contract';
import type { AdminMe } from '@atelier/contract';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { ApiKeysCard } from './api-keys-card';
import { AuditLogCard } from './audit-log-card';
import { SecurityOverviewCard } from './security-overview-card';
import { StaffCard } from './staff-card';

/**
 * Security and Compliance (manage_security): the overview, the policy, the audit log and, for
 * those who govern staff, the staff and the API keys.
 */
export function SecurityTab({ admin }: { admin: AdminMe }) {
  const managesAdmins = roleHasPermission(admin.role, 'manage_admins');
  return (
    <div className="space-y-6">
      <SecurityOverviewCard />
      <Card>
        <CardHeader
          icon={<ShieldCheckIcon className="size-5" aria-hidden="true" />}
          title="Admin security policy"
          description="Every admin signs in with a password and an authenticator code."
          // Spec part 2, section 6: the global 2FA policy for admins is shown as on (static).
          actions={<Badge tone="success">2FA for admins: On</Badge>}
        />
      </Card>
      <AuditLogCard />
      {managesAdmins ? <StaffCard me={admin} /> : null}
      {managesAdmins ? <ApiKeysCard /> : null}
    </div>
  );
}
