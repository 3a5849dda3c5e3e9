import { WORKFLOW_CATEGORY_LABELS } from '@atelier/contract';
import type { Executor } from '../../db/client';
import { AI_TOOLS_DIRECTORY } from '../ai-tools/directory';
import { activeTemplates } from '../content/curated-templates';
import { PROMPT_LIBRARY } from '../prompts/prompt-library';
import { helpArticles, helpTranslations } from './help-centre';
import { PLATFORM_PAGES } from './platform-pages';
import type { IndexedDocument } from './search-document';

/**
 * Everything anyone signed in may find: the help centre, the product's pages, the AI tool
 * directory, the prompt templates and prompt database, the workflow templates (as staff left
 * them: disabled templates are not found).
 */
export async function publicDocuments(db: Executor): Promise<IndexedDocument[]> {
  const [prompts, workflows] = await Promise.all([
    activeTemplates(db, 'prompt'),
    activeTemplates(db, 'workflow'),
  ]);
  return [
    ...[...helpArticles(), ...helpTranslations()].map((article) => ({
      source: 'help' as const,
      // A translation is a document of its own, found by its language's words (issue 35).
      ref: article.language === 'en' ? article.slug : `${article.language}/${article.slug}`,
      type: 'document' as const,
      title: article.title,
      body: [article.summary, article.category, article.tags.join(', '), article.body].join('\n'),
      url: `/help/${article.slug}`,
      language: article.language,
    })),
    ...PLATFORM_PAGES.map((page) => ({
      source: 'page' as const,
      ref: page.path,
      type: 'text' as const,
      title: page.title,
      body: page.body,
      url: page.path,
    })),
    ...AI_TOOLS_DIRECTORY.map((tool) => ({
      source: 'tool' as const,
      ref: tool.name,
      type: 'text' as const,
      title: tool.name,
      body: `${tool.description}\n${tool.category.replaceAll('_', ' ')}`,
      url: tool.url,
    })),
    ...prompts.map((template) => ({
      source: 'prompt_template' as const,
      ref: template.id,
      type: 'text' as const,
      title: template.title,
      body: `${template.description}\n${template.category}\n${template.template}`,
      url: `/text-generation?template=${encodeURIComponent(template.id)}`,
    })),
    ...PROMPT_LIBRARY.map((entry) => ({
      source: 'prompt_library' as const,
      ref: entry.id,
      type: entry.format,
      title: `${entry.category} prompt for ${entry.tool}`,
      body: `${entry.prompt}\n${entry.tags.join(', ')}`,
      url: `/prompt-generation?prompt=${encodeURIComponent(entry.id)}`,
    })),
    ...workflows.map((template) => ({
      source: 'workflow_template' as const,
      ref: template.id,
      type: 'document' as const,
      title: template.name,
      body: [
        template.description,
        WORKFLOW_CATEGORY_LABELS[template.category],
        template.tags.join(', '),
        ...template.phases.map((phase) => `${phase.title}: ${phase.description}`),
      ].join('\n'),
      url: `/workflows?template=${encodeURIComponent(template.id)}`,
    })),
  ];
}
