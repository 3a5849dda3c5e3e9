import {
  CONTENT_TEMPLATE_KINDS,
  type AdminContentTemplatesResponse,
  type ContentTemplateKind,
} from '@atelier/contract';
import type { Executor } from '../../../db/client';
import { curatedTemplates } from '../../content/curated-templates';
import { templateView } from './template-view';

/** GET /api/admin/content/templates?kind: every template, disabled ones included. */
export async function listTemplates(
  db: Executor,
  kind?: ContentTemplateKind,
): Promise<AdminContentTemplatesResponse> {
  const kinds = kind ? [kind] : CONTENT_TEMPLATE_KINDS;
  const lists = await Promise.all(
    kinds.map(async (k) => (await curatedTemplates(db, k)).map((t) => templateView(k, t))),
  );
  return { templates: lists.flat() };
}
