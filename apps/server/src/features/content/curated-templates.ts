import type {
  ContentTemplateKind,
  PromptTemplate,
  WorkflowTemplateDefinition,
} from '@atelier/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentTemplates, type ContentTemplateRow } from '../../db/schema';
import { PROMPT_TEMPLATES } from '../prompts/template-catalogue';
import { WORKFLOW_TEMPLATES } from '../workflows/template-catalogue';

interface Definitions {
  prompt: PromptTemplate;
  workflow: WorkflowTemplateDefinition;
}

/** The catalogues shipped in the code; staff curation (content_templates) lies on top. */
export const CATALOGUES: { [K in ContentTemplateKind]: Definitions[K][] } = {
  prompt: PROMPT_TEMPLATES,
  workflow: WORKFLOW_TEMPLATES,
};

export interface CuratedTemplate<K extends ContentTemplateKind> {
  definition: Definitions[K];
  active: boolean;
  source: 'catalogue' | 'staff';
  /** A catalogue template staff changed (its text or its status). */
  edited: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
}

function fromRow<K extends ContentTemplateKind>(row: ContentTemplateRow): CuratedTemplate<K> {
  return {
    definition: row.definition as Definitions[K],
    active: row.active,
    source: row.source === 'staff' ? 'staff' : 'catalogue',
    edited: row.source !== 'staff',
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

const shipped = <K extends ContentTemplateKind>(
  definition: Definitions[K],
): CuratedTemplate<K> => ({
  definition,
  active: true,
  source: 'catalogue',
  edited: false,
  updatedAt: null,
  updatedBy: null,
});

/**
 * Every template of a kind, disabled ones included: the catalogue's in its order (as staff left
 * them), then those staff wrote, oldest first. Read on every call, so a change shows at once in
 * every API process.
 */
export async function curatedTemplates<K extends ContentTemplateKind>(
  db: Executor,
  kind: K,
): Promise<CuratedTemplate<K>[]> {
  const rows = await db
    .select()
    .from(contentTemplates)
    .where(eq(contentTemplates.kind, kind))
    .orderBy(asc(contentTemplates.createdAt), asc(contentTemplates.id));
  const changed = new Map(rows.map((row) => [row.id, row]));
  const catalogue = (CATALOGUES[kind] as Definitions[K][]).map((definition) => {
    const row = changed.get(definition.id);
    return row ? fromRow<K>(row) : shipped<K>(definition);
  });
  const written = rows.filter((row) => row.source === 'staff').map((row) => fromRow<K>(row));
  return [...catalogue, ...written];
}

/** What users see: the active templates of a kind. */
export async function activeTemplates<K extends ContentTemplateKind>(
  db: Executor,
  kind: K,
): Promise<Definitions[K][]> {
  return (await curatedTemplates(db, kind)).filter((t) => t.active).map((t) => t.definition);
}

/** One template by id, disabled ones included; null when there is none. */
export async function findTemplate<K extends ContentTemplateKind>(
  db: Executor,
  kind: K,
  id: string,
): Promise<CuratedTemplate<K> | null> {
  const [row] = await db
    .select()
    .from(contentTemplates)
    .where(and(eq(contentTemplates.kind, kind), eq(contentTemplates.id, id)));
  if (row) return fromRow<K>(row);
  const definition = (CATALOGUES[kind] as Definitions[K][]).find((t) => t.id === id);
  return definition ? shipped<K>(definition) : null;
}

/** A template a user may start from: active, else null. */
export async function findActiveTemplate<K extends ContentTemplateKind>(
  db: Executor,
  kind: K,
  id: string,
): Promise<Definitions[K] | null> {
  const found = await findTemplate(db, kind, id);
  return found?.active ? found.definition : null;
}
