import type { OAuthProviderId } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { oauthProvidersQuery } from './api/oauth-providers';
import { ProviderMark } from './provider-mark';

const PROVIDERS: { id: OAuthProviderId; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
  { id: 'yahoo', name: 'Yahoo' },
];

const BADGE =
  'rounded-full bg-slate-100 px-1.5 text-[10px] font-semibold whitespace-nowrap text-slate-600 dark:bg-slate-700 dark:text-slate-300';

/**
 * Google, Microsoft and Yahoo sign-in. Which ones work is asked after the form has painted; a
 * provider the operator has not configured (or an answer that never came) reads Coming Soon.
 */
export function OAuthButtons({ label }: { label?: string }) {
  const t = useT();
  const providers = useQuery(oauthProvidersQuery());
  const [starting, setStarting] = useState<OAuthProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const known = providers.isSuccess || providers.isError;

  const start = async (id: OAuthProviderId) => {
    setStarting(id);
    setError(null);
    const { beginOAuth } = await import('./begin-oauth');
    const failure = await beginOAuth(id, t('api.auth.oauthFailed'));
    if (failure) {
      setError(failure);
      setStarting(null);
    }
  };

  return (
    <div>
      <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-400 dark:before:bg-slate-700 dark:after:bg-slate-700">
        {label ?? t('auth.orContinueWith')}
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {PROVIDERS.map(({ id, name }) => {
          const enabled =
            providers.data?.some((entry) => entry.id === id && entry.enabled) ?? false;
          return (
            <li key={id}>
              <button
                type="button"
                disabled={!enabled || starting !== null}
                aria-busy={!known || starting === id}
                onClick={() => void start(id)}
                className="flex h-full w-full flex-col items-center gap-1 rounded-lg border border-slate-300 bg-white px-2 py-2 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
              >
                <ProviderMark provider={id} />
                {name}
                {known && !enabled ? (
                  <span className={BADGE}>{t('auth.comingSoon')}</span>
                ) : (
                  // The badge's line, kept empty while the answer is awaited and for a provider
                  // that works: the buttons do not grow when it comes (a layout shift on /login).
                  <span aria-hidden="true" className={`${BADGE} invisible`}>
                    {'\u00a0'}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
