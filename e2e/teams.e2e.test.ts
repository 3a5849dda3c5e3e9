import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, linkFromMail, signInOnLoginPage } from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

/**
 * Issue 37: an owner fills a team's wallet and invites a colleague, who accepts from the email,
 * spends from the wallet within the daily cap the owner set, and is refused past it; the owner
 * then sees what the colleague spent.
 */
describe('a team spending one wallet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const signIn = async (page: Page, account: Awaited<ReturnType<typeof createVerifiedAccount>>) => {
    await signInOnLoginPage(page, account);
    await page.waitForURL((url) => url.pathname === '/');
  };

  it('invites, accepts from the email, spends within the cap and is refused past it', async () => {
    const owner = await createVerifiedAccount('Olivia');
    const colleague = await createVerifiedAccount('Carl');
    const ownerTab = await openPage(browser);
    const o = ownerTab.page;
    await signIn(o, owner);

    // The owner makes the team and buys it 5 credits through the test-mode gateway.
    await o.goto('/teams');
    const create = o.getByRole('form', { name: 'Create a team' });
    await create.getByLabel('Team name').fill('Northwind');
    await create.getByRole('button', { name: 'Create team' }).click();
    await o.getByRole('tab', { name: 'Wallet' }).click();
    await o
      .getByRole('region', { name: 'Add credits' })
      .getByRole('listitem', { name: '5 credits', exact: true })
      .getByRole('button', { name: 'Buy' })
      .click();
    const methods = o.getByRole('dialog');
    await methods.getByRole('radio', { name: /Sandbox \(test mode\)/ }).check();
    await methods.getByRole('button', { name: 'Continue' }).click();
    await o.waitForURL((url) => url.pathname === '/checkout/sandbox');
    await o.getByRole('button', { name: 'Approve payment' }).click();
    await o.waitForURL((url) => url.pathname === '/teams' && url.searchParams.has('team'));
    await expect
      .poll(() => o.getByRole('tab', { name: 'Wallet' }).getAttribute('aria-selected'))
      .toBe('true');
    const history = o.getByRole('region', { name: 'Wallet history' });
    await expect
      .poll(() => history.getByText('Purchased 5 credits (sandbox)').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    // The owner invites Carl by email.
    await o.getByRole('tab', { name: 'Invitations' }).click();
    const invite = o.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Email address').fill(colleague.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() => o.getByText(`Invitation sent to ${colleague.email}.`).isVisible())
      .toBe(true);

    // Carl opens the link from the email, signed in, and joins.
    const colleagueTab = await openPage(browser);
    const c = colleagueTab.page;
    await signIn(c, colleague);
    const link = new URL(await linkFromMail(colleague.email, '/teams/accept'));
    await c.goto(`${link.pathname}${link.search}`);
    await expect
      .poll(() => c.getByText('You joined Northwind as a member.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await screenshot(c, 'teams-invitation-accepted');

    // The owner caps Carl at 0.05 credits a day: one Ultra image (0.0325), not two.
    await o.getByRole('tab', { name: 'Members' }).click();
    await o.reload();
    await o.getByRole('tab', { name: 'Members' }).click();
    await o.getByRole('button', { name: `Edit ${colleague.fullName}` }).click();
    const edit = o.getByRole('dialog');
    await edit.getByLabel('Daily cap').fill('0.05');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });

    // Carl works in the team: its wallet pays for his image.
    await c.goto('/image-generation');
    await c.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Northwind' });
    await expect
      .poll(() => c.getByRole('link', { name: /^Northwind wallet: 5\.00 credits/ }).isVisible())
      .toBe(true);
    await c.getByRole('radio', { name: 'Ultra', exact: true }).check();
    await c.getByRole('textbox', { name: 'Image prompt' }).fill('A lighthouse in morning fog');
    await c.getByRole('button', { name: 'Generate Image' }).click();
    await c.getByRole('region', { name: 'Generated image' }).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => c.getByRole('link', { name: /^Northwind wallet: 4\.97 credits/ }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await screenshot(c, 'teams-image-from-wallet');

    // A second image would pass the cap: refused, saying so.
    await c.getByRole('textbox', { name: 'Image prompt' }).fill('A lighthouse at night');
    await c.getByRole('button', { name: 'Generate Image' }).click();
    await expect
      .poll(
        () =>
          c
            .getByText(/would pass your daily spending cap in this team/)
            .first()
            .isVisible(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await screenshot(c, 'teams-cap-reached');

    // The owner sees Carl's spend this month.
    await o.getByRole('tab', { name: 'Wallet' }).click();
    const spending = o.getByRole('region', { name: /^Spending in / });
    await expect
      .poll(() => spending.getByText(colleague.fullName).first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => spending.textContent()).toMatch(/0\.03/);
    await screenshot(o, 'teams-spending-per-member');

    expectNoPageErrors(ownerTab);
    expectNoPageErrors(colleagueTab, [/^402 POST \/api\/generate-image/]);
    await c.context().close();
    await o.context().close();
  });
});
