import {
  GENERATION_KIND_LABELS,
  WORKFLOW_CATEGORY_LABELS,
  type WorkflowCategory,
} from '@atelier/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchDocuments, workflowSteps, workflows, type GenerationJobRow } from '../../db/schema';
import type { IndexedDocument, SearchSource } from './search-document';
import { bumpOwnerRevisions } from './owner-revisions';
import { writeDocuments } from './write-documents';

/** A creation's result type, by the job's kind. */
const TYPE_OF_KIND: Record<string, IndexedDocument['type']> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  text: 'text',
  prompt: 'text',
  analysis: 'text',
};

const upsert = (db: Executor, ownerId: string, document: IndexedDocument) =>
  writeDocuments(db, [{ ...document, ownerId }]);

/** Indexes a user's workflow (name, description, category, tags, step titles) for them alone. */
export async function indexWorkflow(db: Executor, workflowId: string): Promise<void> {
  const [workflow] = await db.select().from(workflows).where(eq(workflows.id, workflowId));
  if (!workflow) return;
  const steps = await db
    .select({ title: workflowSteps.title })
    .from(workflowSteps)
    .where(eq(workflowSteps.workflowId, workflowId))
    .orderBy(asc(workflowSteps.stepNumber));
  await upsert(db, workflow.userId, {
    source: 'workflow',
    ref: workflow.id,
    type: 'document',
    title: workflow.name,
    body: [
      workflow.description,
      WORKFLOW_CATEGORY_LABELS[workflow.category as WorkflowCategory] ?? workflow.category,
      (workflow.tags ?? []).join(', '),
      ...steps.map((step) => step.title),
    ].join('\n'),
    url: `/workflows?workflow=${workflow.id}`,
  });
}

/** Indexes a finished creation (its prompt) for its owner alone. */
export async function indexCreation(db: Executor, job: GenerationJobRow): Promise<void> {
  if (job.status !== 'succeeded') return;
  const label =
    GENERATION_KIND_LABELS[job.kind as keyof typeof GENERATION_KIND_LABELS] ?? 'Creation';
  const prompt = job.prompt.trim() || job.tool;
  await upsert(db, job.userId, {
    source: 'creation',
    ref: job.id,
    type: TYPE_OF_KIND[job.kind] ?? 'document',
    title: `${label}: ${prompt.length > 80 ? `${prompt.slice(0, 77)}...` : prompt}`,
    body: `${prompt}\n${job.tool.replaceAll(/[._]/g, ' ')}`,
    url: `/creations?job=${job.id}`,
  });
}

/** Takes a user's deleted workflow or creation out of the index. */
export async function unindex(db: Executor, source: SearchSource, ref: string): Promise<void> {
  const removed = await db
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.source, source), eq(searchDocuments.ref, ref)))
    .returning({ ownerId: searchDocuments.ownerId });
  await bumpOwnerRevisions(
    db,
    removed.flatMap((row) => (row.ownerId ? [row.ownerId] : [])),
  );
}
