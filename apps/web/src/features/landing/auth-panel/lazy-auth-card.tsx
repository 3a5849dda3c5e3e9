import { Suspense, lazy } from 'react';

// The card's code (the login form and its fields) is a chunk of its own, fetched as soon as the
// landing page's chunk runs and hydrated when it arrives: its HTML is on the first screen from the
// first paint, its controls disabled until then (FormControls), and the first load stays within
// its budget (ADR 004). It does not wait for the visitor's interest as the sections below do: a
// screen reader reading the page sends no event, and would find the form disabled.
const AuthCard = lazy(() => import('./auth-card').then((module) => ({ default: module.AuthCard })));

/** The landing page's login/sign-up card, once its code is there. */
export function LazyAuthCard() {
  return (
    <Suspense
      fallback={
        <div className="h-[34rem] rounded-2xl border border-slate-200 bg-white shadow-lg" />
      }
    >
      <AuthCard />
    </Suspense>
  );
}
