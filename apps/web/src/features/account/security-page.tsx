import MailCheckIcon from 'lucide-react/icons/mail-check';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { useT } from '../../lib/i18n/i18n';
import { useAuth } from '../../kits/session/auth-context';
import { useSecurityOverview } from './api/get-security-overview';
import { PageHeader } from '../../components/ui/page-header';
import { PasswordRow } from './security/password-row';
import { PrivacyCard } from './security/privacy-card';
import { SecurityRow } from './security/security-row';
import { SecurityScoreCard } from './security/security-score-card';
import { SecuritySessionsCard } from './security/security-sessions-card';
import { SecurityTips } from './security/security-tips';
import { TwoFactorRow } from './security/two-factor-row';

export default function SecurityPage() {
  const { user } = useAuth();
  const overview = useSecurityOverview();
  const t = useT();
  // The guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('security.title')} description={t('security.description')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <h2 className="sr-only">{t('security.accountSecurity')}</h2>
            <div className="divide-y divide-slate-100 dark:divide-slate-800">
              <PasswordRow
                hasPassword={user.has_password}
                changedAt={overview.data?.password_changed_at}
              />
              <TwoFactorRow
                enabled={user.two_factor_enabled}
                hasPassword={user.has_password}
                recoveryCodesLeft={overview.data?.recovery_codes_left}
              />
              <SecurityRow
                icon={<MailCheckIcon className="size-5" aria-hidden="true" />}
                title={t('security.emailVerification')}
                status={
                  user.email_verified ? (
                    <Badge tone="success">{t('security.verified')}</Badge>
                  ) : (
                    <Badge tone="warning">{t('security.pending')}</Badge>
                  )
                }
              >
                <p className="break-all">{user.email}</p>
              </SecurityRow>
            </div>
          </Card>
          <SecuritySessionsCard />
          <PrivacyCard preferences={user.preferences} />
        </div>
        <div className="space-y-6">
          <SecurityScoreCard
            overview={overview.data}
            failed={overview.isError}
            onRetry={() => void overview.refetch()}
          />
          <SecurityTips />
        </div>
      </div>
    </div>
  );
}
