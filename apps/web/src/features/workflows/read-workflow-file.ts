import { WORKFLOW_IMPORT_MAX_BYTES } from '@atelier/contract';

/** Why a file was refused: a message id and its values, translated where it is shown. */
export interface ReadRefusal {
  id: string;
  values?: Record<string, unknown>;
}

export type ReadResult = { ok: true; json: unknown } | { ok: false; reason: ReadRefusal };

/**
 * Spec part 2: an import needs valid JSON. It is checked here, so a file that is not JSON (or is
 * larger than the server takes) is refused without a request.
 */
export async function readWorkflowFile(source: File | string): Promise<ReadResult> {
  const size = typeof source === 'string' ? new Blob([source]).size : source.size;
  if (size > WORKFLOW_IMPORT_MAX_BYTES) {
    return {
      ok: false,
      reason: { id: 'workflows.fileTooLarge', values: { size: WORKFLOW_IMPORT_MAX_BYTES / 1024 } },
    };
  }
  const text = typeof source === 'string' ? source : await source.text();
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: { id: 'workflows.fileNotJson' } };
  }
}
