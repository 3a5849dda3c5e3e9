import type { TestProject } from 'vitest/node';
import { startRazorpayDouble } from '../apps/server/test/helpers/payment-gateways';
import { startBuiltServer } from './helpers/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * Starts the built server (`npm run build` ran first) with a fresh DATA_DIR, as a user would, with
 * Razorpay pointed at the local double of its orders API, and webhooks allowed to reach the
 * receivers journeys start on 127.0.0.1 (a loopback URL is otherwise refused).
 */
export default async function setup(project: TestProject) {
  const razorpay = await startRazorpayDouble();
  const server = await startBuiltServer('e2e', { ...razorpay.env, MEDIA_FETCH_ALLOW: '127.0.0.1' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await server.stop();
    await razorpay.stop();
  };
}
