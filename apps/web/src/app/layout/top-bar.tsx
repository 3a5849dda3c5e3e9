import type { CurrentUser } from '@atelier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses } from '../../components/ui/button';
import { Logo } from '../../components/logo';
import { currentUserKey } from '../../kits/session/api/get-current-user';
import { useAuth } from '../../kits/session/auth-context';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { usePaymentSuccessMessage } from '../../lib/payment-events';
import { useWorkspace } from '../../kits/workspace/workspace-context';
import { WorkspaceSwitcher } from '../../kits/workspace/workspace-switcher';
import { AppMenu } from './app-menu';
import { CreditsPill } from './credits-pill';
import { PlanBadge } from './plan-badge';

export function TopBar() {
  const auth = useAuth();
  const localized = useLocalizedPath();
  // The workspace switch takes the room the brand's name had on a phone.
  const switching = useWorkspace().teams.length > 0;
  return (
    // No backdrop-filter here: it would become the containing block of the menu's fixed panel.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo
          to={auth.status === 'signed-out' ? localized('/') : '/dashboard'}
          markOnPhones={auth.status === 'signed-in' && switching}
        />
        {auth.status === 'signed-in' ? <SignedInActions user={auth.user} /> : null}
        {auth.status === 'loading' ? <CreditsPill credits={null} /> : null}
        {auth.status === 'signed-out' ? <SignedOutActions /> : null}
      </div>
    </header>
  );
}

function SignedInActions({ user }: { user: CurrentUser }) {
  const t = useT();
  const name = user.full_name.trim() || t('account.fallbackName');
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  // A checkout popup paid for credits or a plan: the balance and the plan badge are asked again.
  usePaymentSuccessMessage(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  });
  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      <WorkspaceSwitcher />
      {workspace.teamId ? (
        // The team's wallet pays here; its balance is unknown until the list of teams arrives.
        <CreditsPill credits={workspace.team?.credits ?? null} team={workspace.team} />
      ) : (
        <CreditsPill credits={user.credits} />
      )}
      <div className="flex items-center gap-2">
        <Avatar name={name} src={user.profile_picture} />
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 md:inline dark:text-slate-200">
          {name}
        </span>
        <span className="hidden sm:inline-flex">
          <PlanBadge plan={user.subscription_plan} />
        </span>
      </div>
      <AppMenu />
    </div>
  );
}

/** Visitors sign in on the landing page, so both links lead there. */
function SignedOutActions() {
  const t = useT();
  const landing = useLocalizedPath()('/');
  return (
    <nav aria-label={t('account.navLabel')} className="flex items-center gap-2">
      <Link to={landing} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        {t('account.signIn')}
      </Link>
      <Link to={landing} className={buttonClasses({ size: 'sm' })}>
        {t('account.signUp')}
      </Link>
    </nav>
  );
}
