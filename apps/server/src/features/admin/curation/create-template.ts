import { ADMIN_CURATION_MESSAGES, type AdminContentTemplateResponse } from '@atelier/contract';
import type { Database } from '../../../db/client';
import { contentTemplates } from '../../../db/schema';
import { syncPublicIndex } from '../../search/sync-public-index';
import { auditBy, type Actor } from '../audit-log';
import { findTemplate } from '../../content/curated-templates';
import { definitionOf, templateViewOf, type TemplateFields } from './template-view';

/** "Launch Checklist!" -> "launch-checklist". */
function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'template';
}

/**
 * POST /api/admin/content/templates/{kind}: a new template, named after its title (a number is
 * added when that id is taken), live for users at once. Audited.
 */
export async function createTemplate(
  db: Database,
  actor: Actor,
  input: TemplateFields,
): Promise<AdminContentTemplateResponse> {
  const base = slugOf(input.kind === 'prompt' ? input.fields.title : input.fields.name);
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (await findTemplate(db, input.kind, id)) continue;
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(contentTemplates)
        .values({
          kind: input.kind,
          id,
          definition: definitionOf(id, input),
          source: 'staff',
          updatedBy: actor.adminEmail,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) {
        await auditBy(tx, actor, 'content.template_created', `${input.kind}:${id}`);
      }
      return inserted;
    });
    // Taken in the meantime by another staff member: try the next number.
    if (!row) continue;
    // The search assistant finds templates as users see them.
    await syncPublicIndex(db);
    return {
      message: ADMIN_CURATION_MESSAGES.templateCreated,
      template: await templateViewOf(db, input.kind, id),
    };
  }
}
