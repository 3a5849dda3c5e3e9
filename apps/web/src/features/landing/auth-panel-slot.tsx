/**
 * Where the sign-in / sign-up panel goes (spec part 1, "Landing page"): a sticky card beside the
 * page on wide screens, a toggled panel on narrow ones, with the form carrying id "signup". It
 * arrives with the accounts work; until then there is no account to sign into, so it renders
 * nothing and the page takes the full width.
 */
export function AuthPanelSlot() {
  return null;
}
