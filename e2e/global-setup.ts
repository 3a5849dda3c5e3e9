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
 * Razorpay pointed at the local double of its orders API.
 */
export default async function setup(project: TestProject) {
  const razorpay = await startRazorpayDouble();
  const server = await startBuiltServer('e2e', razorpay.env);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);

  return async () => {
    await server.stop();
    await razorpay.stop();
  };
}
