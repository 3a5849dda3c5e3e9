import { describe, expect, it } from 'vitest';
import { createWorkflowListCache } from './workflow-list-cache';

describe('workflow list cache', () => {
  const body = (bytes: number) => ({ json: Buffer.alloc(bytes - 1, 'x'), gzip: Buffer.alloc(1) });

  it('serves an entry only at the revision it was stored under', () => {
    const cache = createWorkflowListCache();
    cache.set('u1', 3, body(10));
    expect(cache.get('u1', 3)?.json.length).toBe(9);
    expect(cache.get('u1', 4)).toBeUndefined();
    expect(cache.get('u2', 3)).toBeUndefined();
  });

  it('drops the least recently used entries past its size', () => {
    const cache = createWorkflowListCache(100);
    cache.set('a', 1, body(40));
    cache.set('b', 1, body(40));
    cache.get('a', 1);
    cache.set('c', 1, body(40));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    cache.set('d', 1, body(101));
    expect(cache.get('d', 1)).toBeUndefined();
  });

  it('replaces a user entry rather than counting it twice', () => {
    const cache = createWorkflowListCache(100);
    cache.set('a', 1, body(60));
    cache.set('a', 2, body(60));
    cache.set('b', 1, body(40));
    expect(cache.get('a', 2)).toBeDefined();
    expect(cache.get('b', 1)).toBeDefined();
  });
});
