import { TeamInviteTokenParams } from '@atelier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { useAuth } from '../../kits/session/auth-context';
import { acceptInviteQuery } from './api/accept-invite';

/**
 * /teams/accept?token=...: where an invitation's email leads. Signed in, the invitation is
 * accepted at once and the team joined is shown; otherwise the visitor is asked to sign in first.
 * The route is public for that reason: a protected page would send a visitor to the landing page,
 * and the router has no way yet to bring them back here after signing in.
 */
export default function AcceptInvitePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { status } = useAuth();
  const wellFormed = TeamInviteTokenParams.safeParse({ token }).success;

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
      <Card className="space-y-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {t('teams.acceptTitle')}
        </h1>
        {!wellFormed ? (
          <Alert tone="error">{t('teams.acceptBadLink')}</Alert>
        ) : status === 'loading' ? (
          <LoadingOverlay label={t('common.loadingAccount')} />
        ) : status === 'signed-out' ? (
          <SignInFirst />
        ) : (
          <AcceptToken token={token} />
        )}
      </Card>
    </div>
  );
}

function AcceptToken({ token }: { token: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const accept = useQuery(acceptInviteQuery(queryClient, token));

  if (accept.isPending) return <LoadingOverlay label={t('teams.accepting')} />;
  if (accept.isError) {
    return (
      <>
        <Alert tone="error">{errorMessage(accept.error, t('teams.acceptFailed'))}</Alert>
        <Link to="/teams" className={buttonClasses({ variant: 'secondary' })}>
          {t('teams.goToTeams')}
        </Link>
      </>
    );
  }
  const team = accept.data;
  return (
    <>
      <Alert tone="success">{t('teams.joinedTeam', { team: team.name, role: team.role })}</Alert>
      <Link to={`/teams?team=${encodeURIComponent(team.id)}`} className={buttonClasses()}>
        {t('teams.openTeam', { team: team.name })}
      </Link>
    </>
  );
}

function SignInFirst() {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <>
      <p className="text-slate-600 dark:text-slate-400">{t('teams.signInToAccept')}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={localized('/login')} className={buttonClasses()}>
          {t('teams.signIn')}
        </Link>
        <Link to={localized('/register')} className={buttonClasses({ variant: 'secondary' })}>
          {t('teams.createAccount')}
        </Link>
      </div>
    </>
  );
}
