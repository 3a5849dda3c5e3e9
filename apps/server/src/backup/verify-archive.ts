import { createHash } from 'node:crypto';
import { isSafeKey } from '../lib/storage';
import { readArchive, sumEntry, Manifest, MANIFEST_ENTRY, ARCHIVE_FORMAT } from './archive';
import { BACKED_UP_SCHEMAS } from './database-tables';

/** Why an archive cannot be restored; nothing has been written when this is thrown. */
export class ArchiveRefused extends Error {}

export interface VerifiedArchive {
  manifest: Manifest;
  /** The generated secrets' contents (a few bytes each), by name. */
  secrets: Map<string, Buffer>;
}

const SECRET_PREFIX = 'secrets/';
/**
 * The manifest lists every entry (about 150 bytes each: 100,000 media files make 15 MB) and is read
 * whole, as are the secrets (a few bytes each): anything larger is not an archive we wrote, and
 * is refused before it is read into memory (issue 48: a 200 MiB manifest took 919 MB).
 */
export const MANIFEST_MAX_BYTES = 32 * 1024 * 1024;
export const SECRET_MAX_BYTES = 4096;

const SECRET_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Whether an entry's name is one a backup writes: the manifest, a secret, a media file under a
 * storage key, or a table of the schemas a backup covers. Every name is checked while the archive
 * is verified, so an unsafe one (`media/../../x`) is refused before anything is written.
 */
function isKnownEntry(name: string): boolean {
  if (name === MANIFEST_ENTRY) return true;
  if (name.startsWith(SECRET_PREFIX)) return SECRET_NAME.test(name.slice(SECRET_PREFIX.length));
  if (name.startsWith('media/')) return isSafeKey(name.slice('media/'.length));
  const table = /^db\/([^./]+)\.([^./]+)\.copy\.gz$/.exec(name);
  return !!table && isCoveredTable({ schema: table[1], name: table[2] });
}

/** A table (or sequence) of the schemas a backup covers: nothing else is truncated or loaded. */
function isCoveredTable(item: { schema: string; name: string }): boolean {
  return (
    (BACKED_UP_SCHEMAS as readonly string[]).includes(item.schema) && IDENTIFIER.test(item.name)
  );
}

/**
 * Reads the whole archive once: every entry's size and SHA-256 must match the manifest, which
 * must come last, and nothing may be missing or extra. A truncated or altered file is refused
 * here, before a restore writes anything.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const secrets = new Map<string, Buffer>();
  let manifestText: string | undefined;
  try {
    await readArchive(file, async (name, size, body) => {
      if (manifestText !== undefined) throw new ArchiveRefused(`${name} follows the manifest`);
      if (!isKnownEntry(name))
        throw new ArchiveRefused(`it holds an entry named ${JSON.stringify(name)}`);
      if (name === MANIFEST_ENTRY || name.startsWith(SECRET_PREFIX)) {
        const max = name === MANIFEST_ENTRY ? MANIFEST_MAX_BYTES : SECRET_MAX_BYTES;
        if (size > max) throw new ArchiveRefused(`${name} is larger than ${max} bytes`);
        const bytes = await bufferOf(body, max, name);
        if (name === MANIFEST_ENTRY) manifestText = bytes.toString('utf8');
        else secrets.set(name.slice(SECRET_PREFIX.length), bytes);
        seen.set(name, sumOf(bytes));
        return;
      }
      seen.set(name, await sumEntry(body));
    });
  } catch (error) {
    if (error instanceof ArchiveRefused) throw refused(file, error.message);
    throw refused(file, `it cannot be read as a tar file (${(error as Error).message})`);
  }
  if (manifestText === undefined)
    throw refused(file, 'it ends before its manifest: it is truncated');
  const manifest = parseManifest(file, manifestText);
  for (const entry of manifest.entries) {
    const actual = seen.get(entry.name);
    if (!actual) throw refused(file, `${entry.name} is missing`);
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
      throw refused(file, `${entry.name} does not match its checksum`);
    }
    seen.delete(entry.name);
  }
  seen.delete(MANIFEST_ENTRY);
  const extra = [...seen.keys()][0];
  if (extra) throw refused(file, `${extra} is not in its manifest`);
  return { manifest, secrets };
}

function parseManifest(file: string, text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refused(file, 'its manifest is not valid JSON');
  }
  if ((json as { format?: unknown } | null)?.format !== ARCHIVE_FORMAT) {
    throw refused(file, 'it is not an Atelier backup');
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) throw refused(file, 'its manifest is not one this version can read');
  const manifest = parsed.data;
  for (const item of [...manifest.tables, ...manifest.sequences]) {
    if (!isCoveredTable(item)) {
      throw refused(file, `its manifest names ${item.schema}.${item.name}, which no backup holds`);
    }
  }
  for (const table of manifest.tables) {
    if (table.entry !== `db/${table.schema}.${table.name}.copy.gz`) {
      throw refused(file, `its manifest keeps ${table.schema}.${table.name} in ${table.entry}`);
    }
  }
  return manifest;
}

function refused(file: string, why: string): ArchiveRefused {
  return new ArchiveRefused(`${file} cannot be restored: ${why}. Nothing was written.`);
}

function sumOf(bytes: Buffer) {
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** An entry's bytes, refused past `max` however its header announced its size. */
async function bufferOf(body: AsyncIterable<Buffer>, max: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw new ArchiveRefused(`${name} is larger than ${max} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
