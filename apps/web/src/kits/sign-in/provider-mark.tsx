import type { OAuthProviderId } from '@atelier/contract';

/**
 * Small brand marks drawn from shapes and letters rather than the full logos' paths, which would
 * cost the landing page more than the whole sign-in form.
 */
export function ProviderMark({ provider }: { provider: OAuthProviderId }) {
  if (provider === 'microsoft') {
    return (
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <rect width="9" height="9" fill="#f25022" />
        <rect x="11" width="9" height="9" fill="#7fba00" />
        <rect y="11" width="9" height="9" fill="#00a4ef" />
        <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
      </svg>
    );
  }
  const letter = provider === 'google' ? 'G' : 'Y!';
  const color = provider === 'google' ? 'text-[#4285f4]' : 'text-[#6001d2]';
  return (
    <span aria-hidden="true" className={`text-sm leading-4 font-bold ${color}`}>
      {letter}
    </span>
  );
}
