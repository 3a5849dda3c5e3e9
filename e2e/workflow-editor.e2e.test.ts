import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTenCredits, signIn } from './helpers/creation';
import {
  expectAccessible,
  expectNoPageErrors,
  launchBrowser,
  openPage,
  screenshot,
} from './helpers/browser';

/** Moves the focus to an element and acts on it with the keyboard, as a keyboard user does. */
async function press(page: Page, target: ReturnType<Page['getByRole']>, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, target: ReturnType<Page['getByRole']>, text: string) {
  await target.focus();
  await page.keyboard.type(text);
}

/** Creates a workflow from the Create form with the keyboard and opens its editor. */
async function newWorkflowInEditor(page: Page, name: string) {
  await page.goto('/workflows');
  await page.getByRole('heading', { name: 'Workflow Automation', level: 1 }).waitFor();
  await press(page, page.getByRole('tab', { name: 'Create' }));
  const form = page.getByRole('form', { name: 'Create workflow' });
  await typeInto(page, form.getByRole('textbox', { name: 'Name' }), name);
  await typeInto(page, form.getByRole('textbox', { name: 'Description' }), 'Built in the editor');
  await press(page, form.getByRole('button', { name: 'Create Workflow' }));
  await page.getByRole('heading', { name, level: 2 }).waitFor();
  await press(page, page.getByRole('link', { name: 'Open editor' }));
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('toolbar', { name: 'Editor actions' }).waitFor();
}

/** Waits for the run on show to end, and says how it ended. */
async function runEnd(page: Page, timeout = 90_000): Promise<string> {
  const status = page.getByRole('region', { name: 'Run on show' }).getByRole('status');
  await expect
    .poll(async () => /Succeeded|Failed|Cancelled/.test((await status.textContent()) ?? ''), {
      timeout,
    })
    .toBe(true);
  return (await status.textContent()) ?? '';
}

const step = (page: Page, name: RegExp) =>
  page
    .getByRole('list', { name: 'Workflow steps in the order they run' })
    .getByRole('listitem')
    .filter({ hasText: name });

describe('the workflow editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(
    'builds a three-step workflow with the keyboard alone, runs it, and shows every output',
    { timeout: 180_000 },
    async () => {
      const tracked = await openPage(browser);
      const { page } = tracked;
      await signIn(page, 'Kira');
      // The voice-over's estimate prices the longest text a step may write.
      await buyTenCredits(page);
      await newWorkflowInEditor(page, 'Keyboard launch');

      // The outline is the keyboard's view of the graph.
      await press(page, page.getByRole('radio', { name: 'Outline' }));
      await press(page, page.getByRole('button', { name: 'Add Write text' }));
      const panel = page.getByRole('complementary', { name: 'Step settings' });
      await typeInto(
        page,
        panel.getByRole('textbox', { name: 'Prompt (required)' }),
        'Three taglines for a desk lamp',
      );
      // Until it can run, the checklist says why and Run waits.
      await press(page, page.getByRole('button', { name: 'Add Free image' }));
      await expect
        .poll(() =>
          page.getByRole('region', { name: /problems? to fix before running/ }).isVisible(),
        )
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Save and run' }).isDisabled()).toBe(true);
      const source = (label: string) =>
        panel.getByRole('combobox', { name: `Where ${label} comes from` });
      await source('Prompt').focus();
      await source('Prompt').selectOption('text.text');
      await press(page, page.getByRole('button', { name: 'Add Voice-over' }));
      await source('Text').focus();
      await source('Text').selectOption('text.text');

      await expect
        .poll(() => page.getByRole('region', { name: /to fix before running/ }).count())
        .toBe(0);
      expect(await step(page, /Free image/).textContent()).toContain('reads text.text');
      await expectAccessible(page, 'workflow editor outline');

      // Undo takes back the last connection; redo brings it back.
      await press(page, page.getByRole('button', { name: 'Undo' }));
      await expect.poll(() => step(page, /Voice-over/).textContent()).not.toContain('text.text');
      await press(page, page.getByRole('button', { name: 'Redo' }));
      await expect.poll(() => step(page, /Voice-over/).textContent()).toContain('text.text');

      await press(page, page.getByRole('button', { name: 'Save and run' }));
      const dialog = page.getByRole('dialog', { name: 'Run this workflow' });
      await dialog.getByText('Estimate').waitFor();
      await press(page, dialog.getByRole('button', { name: 'Start run' }));

      const bar = page.getByRole('region', { name: 'Run on show' });
      expect(await runEnd(page)).toContain('Succeeded');
      for (const name of [/Write text/, /Free image/, /Voice-over/]) {
        expect(await step(page, name).getByText('Succeeded').count()).toBeGreaterThan(0);
      }
      expect((await step(page, /Write text/).textContent())?.length).toBeGreaterThan(40);
      const picture = step(page, /Free image/).locator('img');
      await expect
        .poll(() =>
          picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBeGreaterThan(0);
      const audio = step(page, /Voice-over/).locator('audio');
      await expect.poll(() => audio.count()).toBe(1);
      const src = (await audio.getAttribute('src')) ?? '';
      const answer = await page.request.get(src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^audio\//);
      await screenshot(page, 'workflow-editor-run');

      // The Runs tab lists it; opening it shows the graph as it ran.
      await press(page, page.getByRole('button', { name: 'Back to editing' }));
      await press(page, page.getByRole('tab', { name: 'Runs' }));
      const runs = page.getByRole('list', { name: 'Runs' });
      await runs.getByRole('listitem').first().getByText('Succeeded').waitFor();
      await press(page, runs.getByRole('button', { name: /^Open the run of/ }).first());
      await bar.waitFor();
      expect(
        await step(page, /Voice-over/)
          .getByText('Succeeded')
          .count(),
      ).toBeGreaterThan(0);
      expectNoPageErrors(tracked);
    },
  );

  it('draws the graph on React Flow, refusing a join whose types do not fit', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Lior');
    await newWorkflowInEditor(page, 'Canvas check');
    await page.getByRole('button', { name: 'Add Voice-over' }).click();
    await page.getByRole('button', { name: 'Add Reimagine an image' }).click();
    const canvas = page.getByRole('application').or(page.locator('.react-flow')).first();
    await canvas.waitFor();
    await expect.poll(() => page.locator('.react-flow__node-tool').count()).toBe(2);

    // Audio into an image port: refused as it is drawn, with the reason.
    const from = page.locator(
      '.react-flow__node[data-id="voice_over"] .react-flow__handle[data-handleid="audio_url"]',
    );
    const to = page.locator(
      '.react-flow__node[data-id="reimagine_image"] .react-flow__handle[data-handleid="image"]',
    );
    await from.dragTo(to);
    await expect
      .poll(() => page.getByText(/Cannot join: .*this parameter takes an image alone/).isVisible())
      .toBe(true);
    expect(await page.locator('.react-flow__edge').count()).toBe(0);
    await screenshot(page, 'workflow-editor-canvas');
    expectNoPageErrors(tracked);
  });

  it('cancels a run while a step works', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Omar');
    await buyTenCredits(page);
    await newWorkflowInEditor(page, 'Slow video');
    await page.getByRole('radio', { name: 'Outline' }).click();
    await page.getByRole('button', { name: 'Add Video' }).click();
    const panel = page.getByRole('complementary', { name: 'Step settings' });
    await panel
      .getByRole('textbox', { name: 'Prompt (required)' })
      .fill('A slow pan over a harbour');
    await expect
      .poll(() => page.getByRole('region', { name: /to fix before running/ }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Save and run' }).click();
    await page
      .getByRole('dialog', { name: 'Run this workflow' })
      .getByRole('button', { name: 'Start run' })
      .click();
    const bar = page.getByRole('region', { name: 'Run on show' });
    await bar.getByRole('button', { name: 'Cancel run' }).click();
    await expect
      .poll(() => bar.getByRole('status').textContent(), { timeout: 30_000 })
      .toContain('Cancelled');
    await bar.getByRole('button', { name: 'Resume' }).waitFor();
    expectNoPageErrors(tracked);
  });

  it('takes a runnable template from creation to its outputs', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Tess');
    await page.goto('/workflows');
    await page.getByRole('tab', { name: /Templates/ }).click();
    const card = page
      .getByRole('article')
      .filter({ hasText: 'Runs as is' })
      .filter({ hasText: /Blog Content Calendar/i })
      .first();
    await card.getByRole('button', { name: 'Use Template' }).click();
    await page.getByRole('link', { name: 'Open editor' }).click();
    await page.getByRole('toolbar', { name: 'Editor actions' }).waitFor();
    await page.getByRole('radio', { name: 'Outline' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: /to fix before running/ }).count())
      .toBe(0);
    await page.getByRole('button', { name: /^Run$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Run this workflow' });
    await dialog.getByRole('textbox').first().fill('Spring menu\nMeet the team');
    await dialog.getByRole('button', { name: 'Start run' }).click();
    expect(await runEnd(page)).toContain('Succeeded');
    const outline = page.getByRole('list', { name: 'Workflow steps in the order they run' });
    expect(await outline.getByText('Succeeded').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'workflow-editor-template-run');
    expectNoPageErrors(tracked);
  });
  it(
    'shows why a step was refused, and resumes the run from it once the cause is gone',
    {
      timeout: 180_000,
    },
    async () => {
      const tracked = await openPage(browser);
      const { page } = tracked;
      await signIn(page, 'Rosa');
      await newWorkflowInEditor(page, 'Sixteen prompts');
      const editor = page.url();
      await page.getByRole('radio', { name: 'Outline' }).click();
      const panel = page.getByRole('complementary', { name: 'Step settings' });
      // Sixteen ideas, each made a prompt: one more than the Starter plan's 15 AI prompts a day.
      await page.getByRole('button', { name: 'Add Split into a list' }).click();
      const ideas = Array.from({ length: 16 }, (_, i) => `idea ${i + 1}`).join('\n');
      await panel.getByRole('textbox', { name: 'Text (required)' }).fill(ideas);
      await page.getByRole('button', { name: 'Add Enhance a prompt' }).click();
      await panel.getByRole('combobox', { name: 'Runs' }).selectOption('split.items');
      await panel.getByRole('combobox', { name: 'Where Subject comes from' }).selectOption('item');
      await expect
        .poll(() => page.getByRole('region', { name: /to fix before running/ }).count())
        .toBe(0);
      await page.getByRole('button', { name: 'Save and run' }).click();
      await page
        .getByRole('dialog', { name: 'Run this workflow' })
        .getByRole('button', { name: 'Start run' })
        .click();
      expect(await runEnd(page, 120_000)).toContain('Failed');
      const bar = page.getByRole('region', { name: 'Run on show' });
      await expect
        .poll(() => bar.getByText(/^Step prompt_enhance failed: /).isVisible())
        .toBe(true);
      expect(await step(page, /Enhance a prompt/).textContent()).toContain('15 of 16 items');
      await screenshot(page, 'workflow-editor-failed');

      // A plan with more prompts a day, then Resume: only what did not succeed runs again.
      await page.goto('/subscription');
      await page
        .getByRole('listitem', { name: 'Pro' })
        .getByRole('button', { name: 'Choose Pro' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: /Sandbox \(test mode\)/ }).check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/sandbox');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/subscription/success');

      await page.goto(editor);
      await page.getByRole('radio', { name: 'Outline' }).click();
      await page.getByRole('tab', { name: 'Runs' }).click();
      await page
        .getByRole('list', { name: 'Runs' })
        .getByRole('button', { name: /^Open the run of/ })
        .click();
      await bar.getByRole('button', { name: 'Resume' }).click();
      await expect.poll(() => bar.getByRole('status').textContent()).not.toContain('Failed');
      expect(await runEnd(page, 120_000)).toContain('Succeeded');
      expect(await step(page, /Enhance a prompt/).textContent()).toContain('16 of 16 items');
      expectNoPageErrors(tracked);
    },
  );
  it(
    'schedules a workflow in plain words and starts it from the signed example request',
    {
      timeout: 120_000,
    },
    async () => {
      const tracked = await openPage(browser);
      const { page } = tracked;
      await signIn(page, 'Uma');
      // Schedules and inbound URLs are for the Growth plan and up.
      await page.goto('/subscription');
      await page
        .getByRole('listitem', { name: 'Growth' })
        .getByRole('button', { name: 'Choose Growth' })
        .click();
      const payment = page.getByRole('dialog');
      await payment.getByRole('radio', { name: /Sandbox \(test mode\)/ }).check();
      await payment.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/sandbox');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL((url) => url.pathname === '/subscription/success');

      await page.goto('/workflows');
      await page.getByRole('tab', { name: /Templates/ }).click();
      await page
        .getByRole('article')
        .filter({ hasText: /Blog Content Calendar/i })
        .first()
        .getByRole('button', { name: 'Use Template' })
        .click();
      await page.getByRole('link', { name: 'Open editor' }).click();
      await page.getByRole('tab', { name: 'Automation' }).click();

      const schedule = page.getByRole('region', { name: 'Schedule' });
      await schedule.getByRole('combobox', { name: 'How often' }).selectOption('weekdays');
      await schedule.getByLabel('Time', { exact: true }).fill('09:30');
      // Each scheduled run is given the workflow's inputs.
      await schedule.getByRole('textbox', { name: /^Post titles/ }).fill('Spring menu');
      await expect
        .poll(() => schedule.getByText('Runs every weekday at 09:30.').isVisible())
        .toBe(true);
      await schedule.getByRole('button', { name: 'Save schedule' }).click();
      await expect
        .poll(() => schedule.getByText(/^Next run: (?!—)/).isVisible(), { timeout: 10_000 })
        .toBe(true);

      const inbound = page.getByRole('region', { name: 'Inbound URL' });
      await inbound.getByRole('button', { name: 'Create inbound URL' }).click();
      const example = (await inbound.locator('pre').textContent()) ?? '';
      expect(example).toContain('webhook-signature: v1,');
      await screenshot(page, 'workflow-editor-automation');
      // The example as a user would paste it in a shell: it signs the body and starts a run.
      const answer = execFileSync('bash', ['-c', example], { encoding: 'utf8' });
      const accepted = JSON.parse(answer) as { run_id: string; status: string };
      expect(accepted.status).toMatch(/^(queued|running)$/);

      await page.getByRole('tab', { name: 'Runs' }).click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Runs' }).getByText('Inbound URL').count())
        .toBe(1);
      // A workflow without a schedule answers 404 (the API's way of saying "none yet").
      expectNoPageErrors(tracked, [/^404 GET \/api\/workflows\/[\w-]+\/schedule$/]);
    },
  );
});
