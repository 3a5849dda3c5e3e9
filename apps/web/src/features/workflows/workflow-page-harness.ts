import { toast as sonner } from 'sonner';
import { afterEach, beforeAll } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';
import { workflowApi } from './workflow-fixtures';

/**
 * Compiles the page and the toaster before the first test, so its waits time the page rather than
 * the bundler; and closes each test's toasts, which sonner would otherwise show again in the next
 * test's toaster.
 */
export function prepareWorkflowPageTests(page: () => Promise<unknown>) {
  beforeAll(async () => {
    await Promise.all([page(), import('../../app/toaster')]);
  });
  afterEach(() => {
    sonner.dismiss();
  });
}

/** A signed-in user opens /workflows; the lists answer from workflowApi unless `routes` say. */
export function openWorkflowsPage(routes: MockRoutes = {}) {
  const fetchMock = signInAs(makeUser(), workflowApi(routes));
  const view = renderApp('/workflows', withLandingStubs());
  return { fetchMock, ...view };
}
