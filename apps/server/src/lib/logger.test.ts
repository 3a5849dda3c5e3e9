import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './logger';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('lazyChildLogger', () => {
  it('writes lines at or above the level with the request binding, and nothing below it', async () => {
    const { logger, lines } = capture('warn');
    const child = lazyChildLogger(logger, { reqId: 'r-1' }, {});
    child.info('below the level');
    child.debug('below the level');
    child.warn({ jobId: 'j-1' }, 'job stream read failed');
    child.error(new Error('boom'), 'request failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['job stream read failed', 'r-1'],
      ['request failed', 'r-1'],
    ]);
    expect(lines[0]?.jobId).toBe('j-1');
    expect((lines[1]?.err as { message: string }).message).toBe('boom');
    expect(child.level).toBe('warn');
  });

  it('follows the parent when its level changes, and makes grandchildren with both bindings', async () => {
    const { logger, lines } = capture('warn');
    const child = lazyChildLogger(logger, { reqId: 'r-2' }, {});
    logger.level = 'info';
    child.info('now written');
    child.child({ part: 'upload' }).info('from a grandchild');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.msg, line.reqId, line.part])).toEqual([
      ['now written', 'r-2', undefined],
      ['from a grandchild', 'r-2', 'upload'],
    ]);
  });
});
