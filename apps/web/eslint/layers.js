/**
 * `layers/downward-imports`: the web app's folders are layers, and a module imports only from its
 * own place or a lower layer (the engineering brief: a feature does not import another feature's
 * internals; what several share moves below them).
 *
 *   app/                 router, providers, shell, route table: may import anything
 *   features/<area>/     its own folder, kits/, lib/, components/; never another feature
 *   kits/<kit>/          what several features share (media-tool, session, wallet...): other kits,
 *                        lib/, components/; no feature
 *   lib/, components/    no feature and no kit
 *
 * test/ is the harness and imports anything. Tests are held to their folder's layer like the code
 * beside them. Every way of reaching a module counts: `import`, `export ... from`, `import()`, an
 * `import('...')` type, and the path `vi.mock` and its kin take. The web app imports its own
 * modules by relative path only, so a path is resolved against the importing file, no resolver
 * needed.
 */
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');
const BOTTOM = new Set(['lib', 'components']);
const MOCKS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** Where a file sits: its top folder under src/ and, in features/ and kits/, its area. */
function placeOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, area] = relative.split(path.sep);
  const name = top === 'features' || top === 'kits' ? `${top}/${area}` : `${top}/`;
  return { top, name };
}

/** The message id when `from` may not import `to`; null when it may. */
function refusal(from, to) {
  if (from.top === 'features' && to.top === 'features' && from.name !== to.name) return 'feature';
  if (from.top === 'kits' && to.top === 'features') return 'kit';
  if (BOTTOM.has(from.top) && (to.top === 'features' || to.top === 'kits')) return 'bottom';
  return null;
}

export const downwardImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go down the web layers; a feature never imports another' },
    schema: [],
    messages: {
      feature:
        '{{from}} imports {{to}}: a feature does not import another. Move what both need to kits/, lib/ or components/, or compose them in app/.',
      kit: '{{from}} imports {{to}}: a kit sits below the features and knows none of them.',
      bottom: '{{from}} imports {{to}}: lib/ and components/ know no feature and no kit.',
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.top === 'app' || from.top === 'test') return {};

    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source.value));
      const messageId = to && refusal(from, to);
      if (messageId)
        context.report({ node: source, messageId, data: { from: from.name, to: to.name } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
      CallExpression(node) {
        const callee = node.callee;
        const mocks =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          MOCKS.has(callee.property.name);
        if (mocks) check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'downward-imports': downwardImports } };
