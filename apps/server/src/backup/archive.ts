import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import tar from 'tar-stream';
import { z } from 'zod';

/**
 * A backup is a plain tar file (readable with `tar tf`): the database tables as PostgreSQL COPY
 * text, gzipped (`db/<schema>.<table>.copy.gz`), the media files (`media/<key>`), the generated
 * secrets (`secrets/<name>`), and last `manifest.json`, which lists every other entry with its
 * size and SHA-256. Written last because the sums are known only then; a restore reads the whole
 * archive once to check them before it writes anything.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const ARCHIVE_FORMAT = 'atelier-backup';

const Entry = z.object({ name: z.string(), size: z.number(), sha256: z.string() });
export type ArchiveEntry = z.infer<typeof Entry>;

export const Manifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  product_version: z.string(),
  created_at: z.string(),
  migration_level: z.number().int(),
  job_queue_version: z.number().int().nullable(),
  job_queues: z.array(z.string()),
  tables: z.array(
    z.object({
      schema: z.string(),
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int(),
      entry: z.string(),
    }),
  ),
  sequences: z.array(
    z.object({
      schema: z.string(),
      name: z.string(),
      lastValue: z.string(),
      isCalled: z.boolean(),
    }),
  ),
  media: z.object({
    storage: z.enum(['local', 's3']),
    files: z.number().int(),
    bytes: z.number().int(),
    note: z.string().optional(),
  }),
  secrets: z.array(z.string()),
  entries: z.array(Entry),
});
export type Manifest = z.infer<typeof Manifest>;

export interface ArchiveWriter {
  /** Streams one entry of a known size into the archive, summing it on the way. */
  add(name: string, size: number, body: Readable): Promise<ArchiveEntry>;
  /** Writes the manifest last and closes the file. */
  finish(manifest: Omit<Manifest, 'entries'>): Promise<Manifest>;
  abort(): void;
}

export function writeArchive(file: string): ArchiveWriter {
  // tar-stream's streams are streamx streams: piped and written, not given to Node's pipeline.
  const pack = tar.pack();
  const output = createWriteStream(file, { mode: 0o600 });
  const written = new Promise<void>((resolve, reject) => {
    output.on('close', resolve);
    output.on('error', reject);
    pack.on('error', reject);
  });
  written.catch(() => undefined);
  pack.pipe(output);
  const entries: ArchiveEntry[] = [];
  return {
    async add(name, size, body) {
      const hash = createHash('sha256');
      let seen = 0;
      await new Promise<void>((resolve, reject) => {
        const header = { name, size, mode: 0o600, mtime: new Date() };
        const entry = pack.entry(header, (error) => (error ? reject(error) : resolve()));
        void (async () => {
          try {
            for await (const chunk of body as AsyncIterable<Buffer>) {
              hash.update(chunk);
              seen += chunk.length;
              if (!entry.write(chunk))
                await new Promise<void>((drained) => entry.once('drain', () => drained()));
            }
            entry.end(undefined);
          } catch (error) {
            const failure = error instanceof Error ? error : new Error(String(error));
            entry.destroy(failure);
            reject(failure);
          }
        })();
      });
      if (seen !== size)
        throw new Error(`${name} changed while it was copied (${seen} of ${size} bytes)`);
      const record = { name, size, sha256: hash.digest('hex') };
      entries.push(record);
      return record;
    },
    async finish(manifest) {
      const complete: Manifest = { ...manifest, entries };
      const text = Buffer.from(JSON.stringify(complete, null, 2));
      pack.entry({ name: MANIFEST_ENTRY, size: text.length, mode: 0o600 }, text);
      pack.finalize();
      await written;
      return complete;
    },
    abort() {
      pack.destroy();
      output.destroy();
    },
  };
}

/** An entry's bytes, to be read through (or left: the next entry skips what is left). */
export type EntryBody = AsyncIterable<Buffer>;

/** Calls `onEntry` for each entry in order. */
export async function readArchive(
  file: string,
  onEntry: (name: string, size: number, body: EntryBody) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const input = createReadStream(file);
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract);
  for await (const entry of extract) {
    await onEntry(entry.header.name, entry.header.size ?? 0, entry as EntryBody);
    entry.resume();
  }
}

/** An entry's bytes summed as they pass, for the check before a restore. */
export async function sumEntry(body: EntryBody): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}
