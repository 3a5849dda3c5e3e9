// Reads the Dockerfile and .dockerignore as Docker does, for the subset of the syntax ours use:
// line continuations, comments, exec and shell forms, flags (--from, --chown, --interval...),
// ENV in its KEY=value form. Anything else is refused rather than guessed at.

/** @typedef {{ keyword: string, flags: Record<string, string>, args: string, exec: string[] | null, line: number }} Instruction */
/** @typedef {{ image: string, name: string | null, instructions: Instruction[] }} Stage */

/** @returns {Stage[]} */
export function parseDockerfile(text) {
  const stages = [];
  for (const { source, line } of logicalLines(text)) {
    const match = /^(\w+)\s*(.*)$/s.exec(source);
    if (!match) throw new Error(`Dockerfile line ${line}: cannot read "${source}"`);
    const keyword = match[1].toUpperCase();
    let rest = match[2].trim();
    const flags = {};
    // HEALTHCHECK's options come before its CMD; COPY's before its paths.
    while (rest.startsWith('--')) {
      const flag = /^--([\w-]+)=(\S+)\s*/.exec(rest);
      if (!flag) throw new Error(`Dockerfile line ${line}: cannot read the flag in "${rest}"`);
      flags[flag[1]] = flag[2];
      rest = rest.slice(flag[0].length);
    }
    const instruction = { keyword, flags, args: rest, exec: execForm(rest), line };
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (!from) throw new Error(`Dockerfile line ${line}: cannot read FROM "${rest}"`);
      stages.push({ image: from[1], name: from[2] ?? null, instructions: [] });
    } else if (stages.length === 0) {
      throw new Error(`Dockerfile line ${line}: ${keyword} before the first FROM`);
    } else {
      stages.at(-1).instructions.push(instruction);
    }
  }
  return stages;
}

function* logicalLines(text) {
  let source = '';
  let start = 0;
  for (const [index, raw] of text.split('\n').entries()) {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || (trimmed === '' && source === '')) continue;
    if (source === '') start = index + 1;
    if (trimmed.endsWith('\\')) {
      source += `${trimmed.slice(0, -1)} `;
      continue;
    }
    source += trimmed;
    yield { source: source.trim(), line: start };
    source = '';
  }
  if (source) yield { source: source.trim(), line: start };
}

function execForm(args) {
  if (!args.startsWith('[')) return null;
  try {
    const parsed = JSON.parse(args);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** ENV's `KEY=value KEY2="value two"` pairs. */
export function parseEnvInstruction(instruction) {
  const pairs = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)\s*/gy;
  let rest = instruction.args;
  pattern.lastIndex = 0;
  let match;
  while ((match = pattern.exec(rest))) {
    const value = match[2].startsWith('"') ? JSON.parse(match[2]) : match[2];
    pairs[match[1]] = value;
    if (pattern.lastIndex >= rest.length) return pairs;
  }
  throw new Error(`Dockerfile line ${instruction.line}: ENV must be KEY=value pairs`);
}

/** A CMD, ENTRYPOINT or RUN as the argument vector Docker would execute. */
export function commandOf(instruction) {
  return instruction.exec ?? ['/bin/sh', '-c', instruction.args];
}

/** HEALTHCHECK [options] CMD ...: the command part. */
export function healthcheckCommand(instruction) {
  const match = /^CMD\s+(.*)$/s.exec(instruction.args);
  if (!match) return null;
  return execForm(match[1]) ?? ['/bin/sh', '-c', match[1]];
}

/**
 * .dockerignore as a predicate over paths relative to the context. Supports `*`, `?`, `**` and
 * a leading `/`; a matched folder excludes everything below it. `!` exceptions are refused.
 */
export function parseDockerignore(text) {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) throw new Error(`.dockerignore: "!" exceptions are not supported`);
  }
  const regexes = patterns.map((pattern) => globToRegExp(pattern.replace(/^\/+/, '')));
  return (relativePath) => {
    const parts = relativePath.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const prefix = parts.slice(0, depth).join('/');
      if (regexes.some((regex) => regex.test(prefix))) return true;
    }
    return false;
  };
}

function globToRegExp(glob) {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index];
    if (char === '*' && glob[index + 1] === '*') {
      // `**/` is any number of folders, including none.
      source += glob[index + 2] === '/' ? '(?:.*/)?' : '.*';
      index += glob[index + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source.replace(/\/+$/, '')}$`);
}
