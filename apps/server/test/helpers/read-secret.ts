// A process of config.test.ts's race: for each message {file, at} it waits for the agreed
// instant, then reads or creates the secret and answers it.
import { readOrCreateSecret } from '../../src/config';

process.on('message', ({ file, at }: { file: string; at: number }) => {
  while (Date.now() < at) {
    // Busy until the instant, so every process calls at once.
  }
  process.send?.(readOrCreateSecret(file));
});
process.send?.('ready');
