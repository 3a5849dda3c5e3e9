// compose.yaml read as Docker Compose reads it: YAML with merge keys, then `${...}` interpolation
// from the project's .env.
import { parse } from 'yaml';

export function parseCompose(text) {
  return parse(text, { merge: true });
}

const INTERPOLATION = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])((?:[^{}]|\{[^{}]*\})*))?\}/g;

/** Every variable a `${...}` in the file names, and whether it must be set (`:?`, `?`). */
export function interpolatedNames(text) {
  const names = new Map();
  for (const match of text.matchAll(INTERPOLATION)) {
    if (!match[1]) continue;
    const required = match[2]?.endsWith('?') ?? false;
    names.set(match[1], (names.get(match[1]) ?? false) || required);
  }
  return names;
}

/** Compose's interpolation of one value, with `variables` standing in for .env. */
export function interpolate(value, variables) {
  if (typeof value !== 'string') return value;
  return value.replace(INTERPOLATION, (whole, name, operator, operand) => {
    if (!name) return '$';
    const raw = variables[name];
    const unset = raw === undefined || (operator?.startsWith(':') && raw === '');
    if (operator?.endsWith('-')) return unset ? interpolate(operand, variables) : raw;
    if (operator?.endsWith('?')) {
      if (unset) throw new Error(`compose.yaml: ${name} is required (${operand})`);
      return raw;
    }
    return raw ?? '';
  });
}

/** A service's `environment` as a plain object (compose allows a mapping or a KEY=value list). */
export function environmentOf(service, variables) {
  const environment = service.environment ?? {};
  const entries = Array.isArray(environment)
    ? environment.map((item) => {
        const at = item.indexOf('=');
        return at < 0 ? [item, variables[item] ?? ''] : [item.slice(0, at), item.slice(at + 1)];
      })
    : Object.entries(environment);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, interpolate(String(value ?? ''), variables)]),
  );
}

/** `env_file` as a list of paths. */
export function envFilesOf(service) {
  const files = service.env_file;
  if (!files) return [];
  return (Array.isArray(files) ? files : [files]).map((file) =>
    typeof file === 'string' ? file : file.path,
  );
}

/** `depends_on` as { service: condition }. */
export function dependenciesOf(service) {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) {
    return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  }
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, spec]) => [name, spec?.condition ?? 'service_started']),
  );
}

/** Named volumes a service mounts, with their targets. */
export function namedVolumesOf(service) {
  return (service.volumes ?? [])
    .map((volume) =>
      typeof volume === 'string'
        ? { source: volume.split(':')[0], target: volume.split(':')[1] }
        : { source: volume.source, target: volume.target },
    )
    .filter(({ source }) => source && !source.startsWith('.') && !source.startsWith('/'));
}

/** `stop_grace_period` (e.g. 30s, 1m30s) in milliseconds; Docker's default is 10 s. */
export function durationMs(value) {
  if (value === undefined) return 10_000;
  const units = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  let total = 0;
  for (const [, amount, unit] of String(value).matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    total += Number(amount) * units[unit];
  }
  return total;
}
