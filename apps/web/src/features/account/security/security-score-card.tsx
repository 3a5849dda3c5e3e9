import type { SecurityOverview } from '@atelier/contract';
import { clsx } from 'clsx';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleIcon from 'lucide-react/icons/circle';
import { Button } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n';
import type { Translate } from '../../../lib/i18n/i18n';

/**
 * The checks the server scores, by id, in the interface language; a check a newer server adds is
 * shown with its own (English) label.
 */
const CHECK_LABELS: Record<string, (t: Translate) => string> = {
  email_verified: (t) => t('security.checkEmailVerified'),
  two_factor: (t) => t('security.checkTwoFactor'),
  recent_password: (t) => t('security.checkRecentPassword', { days: 180 }),
};

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The ring's colour, and a darker one for the label so it reads at AA contrast. */
function rating(
  t: Translate,
  score: number,
): { label: string; colour: string; textColour: string } {
  if (score >= 80) {
    return {
      label: t('security.ratingStrong'),
      colour: 'text-emerald-500',
      textColour: 'text-emerald-700 dark:text-emerald-400',
    };
  }
  if (score >= 50) {
    return {
      label: t('security.ratingFair'),
      colour: 'text-amber-500',
      textColour: 'text-amber-700 dark:text-amber-400',
    };
  }
  return {
    label: t('security.ratingNeedsAttention'),
    colour: 'text-red-500',
    textColour: 'text-red-600 dark:text-red-400',
  };
}

export interface SecurityScoreCardProps {
  overview: SecurityOverview | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** The server's score (never a constant) and the checks it is made of, open ones first. */
export function SecurityScoreCard({ overview, failed, onRetry }: SecurityScoreCardProps) {
  const t = useT();
  return (
    <section aria-labelledby="security-score-heading" className={cardClasses}>
      <h2
        id="security-score-heading"
        className="text-lg font-semibold text-slate-900 dark:text-slate-100"
      >
        {t('security.scoreTitle')}
      </h2>
      {overview ? <Score overview={overview} /> : null}
      {!overview && !failed ? (
        <div className="flex justify-center py-10">
          <Spinner />
          <span className="sr-only">{t('security.scoreLoading')}</span>
        </div>
      ) : null}
      {!overview && failed ? (
        <div className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          <p>{t('security.scoreFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Score({ overview }: { overview: SecurityOverview }) {
  const score = Math.min(100, Math.max(0, Math.round(overview.score)));
  const t = useT();
  const { label, colour, textColour } = rating(t, score);
  const checks = [...overview.checks].sort((a, b) => Number(a.ok) - Number(b.ok));
  return (
    <>
      <div className="mt-4 flex items-center gap-5">
        <svg viewBox="0 0 100 100" className="size-24 shrink-0 -rotate-90" aria-hidden="true">
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            strokeWidth="10"
            fill="none"
            className="stroke-slate-200 dark:stroke-slate-800"
          />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            strokeWidth="10"
            fill="none"
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)}
            className={colour}
          />
        </svg>
        <div>
          <p className="text-4xl font-bold text-slate-900 dark:text-slate-100">
            {score}
            <span className="text-lg font-medium text-slate-500 dark:text-slate-400"> / 100</span>
          </p>
          <p className={clsx('mt-1 text-sm font-semibold', textColour)}>{label}</p>
        </div>
      </div>
      <ul aria-label={t('security.scoreChecks')} className="mt-5 space-y-2.5">
        {checks.map((check) => (
          <li key={check.id} className="flex items-start gap-2.5 text-sm">
            {check.ok ? (
              <CircleCheckIcon
                className="mt-0.5 size-4 shrink-0 text-emerald-500"
                aria-hidden="true"
              />
            ) : (
              <CircleIcon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <span
              className={clsx(
                'flex-1',
                check.ok
                  ? 'text-slate-700 dark:text-slate-300'
                  : 'text-slate-900 dark:text-slate-100',
              )}
            >
              {CHECK_LABELS[check.id]?.(t) ?? check.label}
              <span className="sr-only">
                {' '}
                {check.ok ? t('security.checkDone') : t('security.checkToDo')}
              </span>
            </span>
            <span
              className={clsx(
                'shrink-0 font-medium tabular-nums',
                check.ok
                  ? 'text-slate-500 dark:text-slate-400'
                  : 'text-primary-600 dark:text-primary-400',
              )}
            >
              {check.ok
                ? t('security.points', { points: check.points })
                : t('security.pointsToGain', { points: check.points })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
