import {
  ADMIN_CURATION_MESSAGES,
  type AdminContentTemplateResponse,
  type ContentTemplateKind,
} from '@atelier/contract';
import type { Database } from '../../../db/client';
import { contentTemplates } from '../../../db/schema';
import { syncPublicIndex } from '../../search/sync-public-index';
import { auditBy, type Actor } from '../audit-log';
import { existingTemplate, templateViewOf } from './template-view';

/** PUT /api/admin/content/templates/{kind}/{id}/status: disables or enables it for users. */
export async function setTemplateStatus(
  db: Database,
  actor: Actor,
  kind: ContentTemplateKind,
  id: string,
  active: boolean,
): Promise<AdminContentTemplateResponse> {
  const current = await existingTemplate(db, kind, id);
  await db.transaction(async (tx) => {
    await tx
      .insert(contentTemplates)
      .values({
        kind,
        id,
        definition: current.definition,
        active,
        source: current.source,
        updatedBy: actor.adminEmail,
      })
      .onConflictDoUpdate({
        target: [contentTemplates.kind, contentTemplates.id],
        set: { active, updatedBy: actor.adminEmail, updatedAt: new Date() },
      });
    await auditBy(
      tx,
      actor,
      active ? 'content.template_enabled' : 'content.template_disabled',
      `${kind}:${id}`,
    );
  });
  // The search assistant finds templates as users see them.
  await syncPublicIndex(db);
  return {
    message: active
      ? ADMIN_CURATION_MESSAGES.templateEnabled
      : ADMIN_CURATION_MESSAGES.templateDisabled,
    template: await templateViewOf(db, kind, id),
  };
}
