import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startRazorpayDouble } from '../apps/server/test/helpers/payment-gateways';
import { CHROMIUM } from './helpers/chromium';
import { startBuiltServer } from './helpers/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The shared Chromium's address, for `launchBrowser()` to connect to. */
    browserEndpoint: string;
  }
}

/**
 * Starts the built server (`npm run build` ran first) with a fresh DATA_DIR, as a user would, with
 * Razorpay pointed at the local double of its orders API, and webhooks allowed to reach the
 * receivers journeys start on 127.0.0.1 (a loopback URL is otherwise refused).
 *
 * Every journey's browser comes from 127.0.0.1, so the per-address API limit (300 a minute) would
 * count all of them together: a journey that follows one polling jobs met 429s, and a 429 on
 * /api/auth/me signs the page out, as the spec says a failed user fetch does. The limit is raised
 * here; routes with limits of their own (sign-in's 30) keep them, and integration tests cover both.
 */
export default async function setup(project: TestProject) {
  // The browser first: one that cannot start leaves no server behind.
  const browser = await chromium.launchServer(CHROMIUM);
  project.provide('browserEndpoint', browser.wsEndpoint());
  const razorpay = await startRazorpayDouble();
  const server = await startBuiltServer('e2e', {
    ...razorpay.env,
    MEDIA_FETCH_ALLOW: '127.0.0.1',
    RATE_LIMIT_MAX: '100000',
  }).catch(async (error: unknown) => {
    await browser.close();
    await razorpay.stop();
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await browser.close();
    await server.stop();
    await razorpay.stop();
  };
}
