import { roleHasPermission } from '@atelier/contract';
import type { AdminMe } from '@atelier/contract';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { AuditLogCard } from './audit-log-card';
import { StaffCard } from './staff-card';

/** Security and Compliance (manage_security): the policy, the audit log and, for some, the staff. */
export function SecurityTab({ admin }: { admin: AdminMe }) {
  return (
    <div className="space-y-6">
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
      {roleHasPermission(admin.role, 'manage_admins') ? <StaffCard me={admin} /> : null}
    </div>
  );
}
