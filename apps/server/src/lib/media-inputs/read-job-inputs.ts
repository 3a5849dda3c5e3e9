import type { Storage } from '../storage';

/** A stored input as a job keeps it: the key, so a retry reads the very same file. */
export interface JobInputFile {
  key: string;
  content_type: string;
  width?: number;
  height?: number;
  duration?: number;
}

/**
 * The stored inputs' bytes, read back by the job (a missing file is the job's failure). Kept
 * apart from submitting: the tools that read inputs are in the tool registry, which submitting
 * imports, so reading here keeps them out of an import circle.
 */
export async function readJobInputs(
  storage: Storage,
  files: JobInputFile[],
): Promise<Array<{ body: Buffer; contentType: string }>> {
  const read = [];
  for (const file of files) {
    const body = await storage.get(file.key);
    if (!body) throw new Error(`the stored input ${file.key} is missing`);
    read.push({ body, contentType: file.content_type });
  }
  return read;
}
