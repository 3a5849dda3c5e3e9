/**
 * `modules/no-cycle`: no import circle among the project's own modules, type-only imports
 * included. eslint-plugin-import-x's no-cycle skips `import type` and `import { type X }` and has no
 * option to count them, so a circle held together by a type import went unreported; such a circle
 * tangles the layers as much as any other, and turns into a runtime one as soon as someone needs a
 * value across it.
 *
 * Imports are read with TypeScript's pre-processor (every `import`, `export … from`, `import()`
 * and `import('…')` type, whatever its kind) and resolved as the linted file's program resolves
 * them; a module outside node_modules is the project's. Each module is read once per run.
 */
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ specifier: string, pos: number, end: number, target: string }} Edge */

/** @type {Map<string, Edge[]>} Imports of project modules, by importing file. */
const importsOnDisk = new Map();
/** @type {WeakMap<ts.CompilerOptions, ts.ModuleResolutionCache>} */
const resolutionCaches = new WeakMap();

/**
 * @param {string} file
 * @param {string} text
 * @param {ts.CompilerOptions} options
 * @returns {Edge[]}
 */
function projectImports(file, text, options) {
  let cache = resolutionCaches.get(options);
  if (!cache) {
    cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);
    resolutionCaches.set(options, cache);
  }
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName, pos, end }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.extension === ts.Extension.Dts) return [];
    const target = path.resolve(resolved.resolvedFileName);
    if (target.split(path.sep).includes('node_modules')) return [];
    return [{ specifier: fileName, pos, end, target }];
  });
}

/**
 * @param {string} file
 * @param {ts.CompilerOptions} options
 */
function importsOf(file, options) {
  let edges = importsOnDisk.get(file);
  if (!edges) {
    edges = projectImports(file, ts.sys.readFile(file) ?? '', options);
    importsOnDisk.set(file, edges);
  }
  return edges;
}

/**
 * The modules from `start` back to `home`, or null when `home` is out of reach. Modules whose
 * every import was followed without reaching `home` join `deadEnds`, and are not walked again for
 * the other imports of the same file.
 *
 * @param {string} start
 * @param {string} home
 * @param {ts.CompilerOptions} options
 * @param {Set<string>} deadEnds
 * @returns {string[] | null}
 */
function routeBack(start, home, options, deadEnds) {
  if (deadEnds.has(start)) return null;
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    for (const { target } of importsOf(file, options)) {
      if (target === home) {
        const route = [home];
        for (let at = file; at; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (cameFrom.has(target) || deadEnds.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  for (const file of queue) deadEnds.add(file);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle among the project modules, type-only imports too' },
    schema: [],
    messages: { cycle: 'Import circle: {{route}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const options = context.sourceCode.parserServices?.program?.getCompilerOptions();
    if (!options) throw new Error('modules/no-cycle needs typed linting (parserOptions.project)');
    return {
      Program() {
        const deadEnds = new Set();
        for (const edge of projectImports(file, context.sourceCode.text, options)) {
          if (edge.target === file) continue;
          const route = routeBack(edge.target, file, options, deadEnds);
          if (!route) continue;
          const names = [file, ...route].map((name) => path.relative(path.dirname(file), name));
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(edge.pos),
              end: context.sourceCode.getLocFromIndex(edge.end),
            },
            messageId: 'cycle',
            data: { route: names.join(' → ') },
          });
        }
      },
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
