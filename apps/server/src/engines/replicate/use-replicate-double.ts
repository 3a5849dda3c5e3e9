import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createReplicateClient, type ReplicateClient } from './replicate-client';

export interface ReplicateSetup {
  double: ReplicateDouble;
  client: ReplicateClient;
}

/**
 * For an engine's tests: one Replicate double for the file, reset before each test, and a client
 * that polls it quickly. The fields are set once the file's `beforeAll` has run.
 */
export function useReplicateDouble(token: string): ReplicateSetup {
  const replicate = {} as ReplicateSetup;
  beforeAll(async () => {
    replicate.double = await startReplicateDouble({ token });
    replicate.client = createReplicateClient({ token, baseUrl: replicate.double.url, pollMs: 10 });
  });
  afterAll(() => replicate.double.close());
  beforeEach(() => replicate.double.reset());
  return replicate;
}
