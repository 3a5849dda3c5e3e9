import BookOpenIcon from 'lucide-react/icons/book-open';
import { buttonClasses } from '../../components/ui/button';
import { ExternalLink } from '../../components/ui/external-link';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../kits/session/auth-context';
import { ApiKeysCard } from './components/api-keys-card';
import { ExamplesCard } from './components/examples-card';
import { GrowthNotice } from './components/growth-notice';
import { WebhooksCard } from './components/webhooks-card';
import { hasApiAccess } from './has-api-access';
import { useT } from '../../lib/i18n/i18n';

/** Issue 34: personal API keys, webhooks and a first call, for plans with API access. */
export default function DevelopersPage() {
  const t = useT();
  const { user } = useAuth();
  // The guard renders this page only for a signed-in user.
  if (!user) return null;
  const canCreate = hasApiAccess(user.subscription_plan);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('developer.title')}
        description={t('developer.intro')}
        actions={
          <ExternalLink href="/api/docs" className={buttonClasses({ variant: 'secondary' })}>
            <BookOpenIcon className="size-4" aria-hidden="true" />
            {t('developer.apiReference')}
          </ExternalLink>
        }
      />
      {canCreate ? null : <GrowthNotice />}
      <ApiKeysCard canCreate={canCreate} />
      <WebhooksCard canCreate={canCreate} />
      <ExamplesCard />
    </div>
  );
}
