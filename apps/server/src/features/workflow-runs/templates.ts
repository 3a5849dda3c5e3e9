/**
 * Templates in a node's parameters (issue 49): `{{node.output}}`, `{{inputs.name}}`, and `{{item}}`
 * in a node run once per item. A parameter that is one template alone takes the referenced value
 * as it is (a file, a list, a number); templates inside other text are replaced by text.
 */
export type Reference =
  | { kind: 'input'; name: string; source: string }
  | { kind: 'node'; node: string; output: string; source: string }
  | { kind: 'item'; source: string };

const TEMPLATE = /\{\{\s*([^{}]*?)\s*\}\}/g;
const PATH = /^(?:(item)|([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*))$/;

/** Every template in a value, or the text of one that names nothing this file understands. */
export function referencesIn(value: unknown): { references: Reference[]; malformed: string[] } {
  const references: Reference[] = [];
  const malformed: string[] = [];
  if (typeof value !== 'string') return { references, malformed };
  for (const match of value.matchAll(TEMPLATE)) {
    const [source, path = ''] = match;
    const parsed = PATH.exec(path);
    if (!parsed) malformed.push(source);
    else if (parsed[1]) references.push({ kind: 'item', source });
    else if (parsed[2] === 'inputs') references.push({ kind: 'input', name: parsed[3], source });
    else references.push({ kind: 'node', node: parsed[2], output: parsed[3], source });
  }
  return { references, malformed };
}

/** The template a value is, when it is one template and nothing else. */
export function wholeReference(value: unknown): Reference | null {
  if (typeof value !== 'string') return null;
  const { references } = referencesIn(value);
  const [only] = references;
  return references.length === 1 && only && value.trim() === only.source ? only : null;
}

/**
 * A value with its templates replaced: `whole` gives a lone template's value as it is, `text`
 * the text each template stands for inside other text.
 */
export function fillTemplates<V>(
  value: unknown,
  resolve: (reference: Reference) => V,
  asText: (value: V) => string,
): unknown {
  const whole = wholeReference(value);
  if (whole) return resolve(whole);
  if (typeof value !== 'string') return value;
  return value.replace(TEMPLATE, (source: string, path: string) => {
    const [reference] = referencesIn(`{{${path}}}`).references;
    return reference ? asText(resolve({ ...reference, source })) : source;
  });
}
