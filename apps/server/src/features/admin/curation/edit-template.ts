import { ADMIN_CURATION_MESSAGES, type AdminContentTemplateResponse } from '@atelier/contract';
import type { Database } from '../../../db/client';
import { contentTemplates } from '../../../db/schema';
import { syncPublicIndex } from '../../search/sync-public-index';
import { auditBy, type Actor } from '../audit-log';
import {
  definitionOf,
  existingTemplate,
  templateViewOf,
  titleOf,
  type TemplateFields,
} from './template-view';

/**
 * PUT /api/admin/content/templates/{kind}/{id}: replaces a template's text. A catalogue template
 * is overridden (the code's version stays for reference); audited with the old and new title.
 */
export async function editTemplate(
  db: Database,
  actor: Actor,
  id: string,
  input: TemplateFields,
): Promise<AdminContentTemplateResponse> {
  const current = await existingTemplate(db, input.kind, id);
  const definition = definitionOf(id, input);
  await db.transaction(async (tx) => {
    await tx
      .insert(contentTemplates)
      .values({
        kind: input.kind,
        id,
        definition,
        active: current.active,
        source: current.source,
        updatedBy: actor.adminEmail,
      })
      .onConflictDoUpdate({
        target: [contentTemplates.kind, contentTemplates.id],
        set: { definition, updatedBy: actor.adminEmail, updatedAt: new Date() },
      });
    await auditBy(tx, actor, 'content.template_edited', `${input.kind}:${id}`, {
      before: titleOf(current.definition),
      after: titleOf(definition),
    });
  });
  // The search assistant finds templates as users see them.
  await syncPublicIndex(db);
  return {
    message: ADMIN_CURATION_MESSAGES.templateSaved,
    template: await templateViewOf(db, input.kind, id),
  };
}
