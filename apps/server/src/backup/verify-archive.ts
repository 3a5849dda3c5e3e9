import { createHash } from 'node:crypto';
import { readArchive, sumEntry, Manifest, MANIFEST_ENTRY, ARCHIVE_FORMAT } from './archive';

/** Why an archive cannot be restored; nothing has been written when this is thrown. */
export class ArchiveRefused extends Error {}

export interface VerifiedArchive {
  manifest: Manifest;
  /** The generated secrets' contents (a few bytes each), by name. */
  secrets: Map<string, Buffer>;
}

const SECRET_PREFIX = 'secrets/';

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
    await readArchive(file, async (name, _size, body) => {
      if (manifestText !== undefined) throw new ArchiveRefused(`${name} follows the manifest`);
      if (name === MANIFEST_ENTRY || name.startsWith(SECRET_PREFIX)) {
        const bytes = await bufferOf(body);
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
  return parsed.data;
}

function refused(file: string, why: string): ArchiveRefused {
  return new ArchiveRefused(`${file} cannot be restored: ${why}. Nothing was written.`);
}

function sumOf(bytes: Buffer) {
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

async function bufferOf(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
