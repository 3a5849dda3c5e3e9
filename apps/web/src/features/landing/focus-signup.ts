/**
 * "Start Free Today" leads to the sign-up form (id "signup") once the accounts work adds it; until
 * then the free plan in the pricing section is the most useful place to land.
 */
export function focusSignup(): void {
  const form = document.getElementById('signup');
  if (form) {
    form.scrollIntoView({ behavior: 'smooth', block: 'center' });
    (form.querySelector<HTMLElement>('input, button') ?? form).focus({ preventScroll: true });
    return;
  }
  document.getElementById('pricing')?.scrollIntoView({ behavior: 'smooth' });
}
