import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While there are unsaved changes, leaving asks first: a link in the app through a confirm, and
 * closing or reloading the tab through the browser's own question.
 */
export function useLeaveGuard(dirty: boolean, question: string): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
