import { TRANSLATION_LANGUAGES, TranslateBody, WORKFLOW_GRAPH_LIMITS } from '@atelier/contract';
import { parseFields } from '../../../lib/media-inputs/media-request';
import { translateText } from '../../generation/translate-text';
import {
  isStepFile,
  output,
  param,
  textOutputs,
  textParam,
  type ResolvedValue,
  type WorkflowTool,
} from './workflow-tool';

/** A text as its items: one per line, or per separator when one is given. */
export const splitStep: WorkflowTool = {
  id: 'split',
  group: 'utilities',
  label: 'Split into a list',
  description: `A text as a list of its lines (list markers such as "1." and "-" removed), or of the parts between a separator; at most ${WORKFLOW_GRAPH_LIMITS.forEachItems * 5} items.`,
  route: null,
  params: [
    param('text', 'text', 'Text', { required: true }),
    param('separator', 'text', 'Separator (a new line when empty)'),
  ],
  outputs: [output('items', 'text_list', 'Items')],
  price: 'Free.',
  estimate: () => 0,
  start: async (_context, params) => {
    const text = textParam(params.text) ?? '';
    const separator = textParam(params.separator);
    const items = separator
      ? text
          .split(separator)
          .map((part) => part.trim())
          .filter(Boolean)
      : (textOutputs(text).lines as { text: string }[]).map((line) => line.text);
    return {
      outputs: {
        items: items
          .slice(0, WORKFLOW_GRAPH_LIMITS.forEachItems * 5)
          .map((item) => ({ text: item })),
      },
    };
  },
};

export const joinStep: WorkflowTool = {
  id: 'join',
  group: 'utilities',
  label: 'Join a list',
  description:
    'A list as one text, its items between a separator (a new line by default). Files are joined as their links.',
  route: null,
  params: [
    param('items', 'list', 'List', { required: true }),
    param('separator', 'text', 'Separator (a new line when empty)'),
  ],
  outputs: [output('text', 'text', 'Text')],
  price: 'Free.',
  estimate: () => 0,
  start: async (context, params) => {
    const items: ResolvedValue[] = Array.isArray(params.items) ? params.items : [params.items];
    const separator = textParam(params.separator) || '\n';
    const text = items
      .map((item) =>
        isStepFile(item)
          ? context.deps.mediaUrls.sign(item.key, 7 * 24 * 3600)
          : (textParam(item) ?? ''),
      )
      .join(separator);
    return { outputs: { text: { text } } };
  },
};

export const translateStep: WorkflowTool = {
  id: 'translate',
  group: 'text',
  label: 'Translate',
  description:
    'A text in one of the 30 languages. Needs a text provider; there is no local engine for it.',
  route: 'POST /api/translate',
  params: [
    param('text', 'text', 'Text', { required: true }),
    param('target_language', 'choice', 'Language', {
      choices: [...TRANSLATION_LANGUAGES],
      required: true,
    }),
  ],
  outputs: [output('text', 'text', 'Translation')],
  price: 'Free.',
  estimate: () => 0,
  start: async ({ deps, user }, params) => {
    const body = parseFields(TranslateBody, params);
    // The route limits callers by address; a run's steps count as their owner's.
    const answer = await translateText(deps, body, `workflow:${user.id}`);
    return { outputs: textOutputs(answer.translated_text) };
  },
};
