import { or, type Draft, type Section } from './draft';

/** Plain facts a reviewer would check first, read from the code itself. */
function scanCode(code: string): string[] {
  const lines = code.split('\n');
  const facts = [`${lines.length} lines of code.`];
  const checks: [RegExp, string][] = [
    [/\b(TODO|FIXME|HACK)\b/, 'Contains TODO/FIXME markers: finish or ticket them.'],
    [
      /console\.log|\bprint\(|System\.out\.println|fmt\.Println/,
      'Debug output left in: remove it or use a logger.',
    ],
    [/\beval\(|new Function\(/, 'Uses eval or new Function: a code-injection risk.'],
    [
      /(api[_-]?key|secret|password|token)\s*[:=]\s*['"][^'"]+['"]/i,
      'A credential seems hard-coded: move it to configuration.',
    ],
    [
      /(SELECT|INSERT|UPDATE|DELETE)[^;]*['"]\s*\+|\$\{[^}]+\}[^`]*\b(WHERE|VALUES)\b|f["'][^"']*\b(WHERE|VALUES)\b/i,
      'SQL built by string concatenation: use parameters.',
    ],
    [/catch\s*(\([^)]*\))?\s*\{\s*\}|except\s*:\s*pass/, 'An empty catch/except swallows errors.'],
    [/:\s*any\b|as any\b/, 'Uses the any type: a typed boundary would catch mistakes.'],
  ];
  for (const [pattern, fact] of checks) if (pattern.test(code)) facts.push(fact);
  const long = lines.filter((l) => l.length > 120).length;
  if (long) facts.push(`${long} line(s) longer than 120 characters.`);
  return facts;
}

function functionNames(code: string): string[] {
  const names = [
    ...code.matchAll(
      /(?:function\s+|def\s+|func\s+|fn\s+)([A-Za-z_]\w*)|(?:const|let)\s+([A-Za-z_]\w*)\s*=\s*(?:async\s*)?\(/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? '');
  return [...new Set(names.filter(Boolean))].slice(0, 8);
}

function tableNames(schema: string): string[] {
  const names = [
    ...schema.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?[`"[]?(\w+)/gi),
    ...schema.matchAll(/^\s*(\w+)\s*\(/gm),
  ].map((m) => m[1] ?? '');
  const keywords = /^(create|unique|check|primary|foreign|constraint|index|key|references)$/i;
  return [...new Set(names.filter((n) => n && !keywords.test(n)))];
}

/** Drafts for the Code templates. */
export function codeDraft(d: Draft): Section[] {
  const sections: Section[] = [];
  if (d.id === 'sql-query') {
    const tables = tableNames(d.v('schema'));
    sections.push({
      title: 'Query plan',
      content: `${d.v('database')}: ${d.v('question')}`,
      items: [
        `Tables in your schema: ${tables.length ? tables.join(', ') : d.v('schema').startsWith('[') ? 'paste it into [schema]' : 'none recognised'}`,
        'Pick the table that holds one row per thing being counted; join the others to it',
        'Filter early (WHERE), aggregate (GROUP BY), then filter groups (HAVING)',
        'Decide how to treat NULLs, duplicates and time zones',
        'Check the plan with EXPLAIN; index the join and filter columns',
      ],
    });
    return sections;
  }
  const code = d.v('code');
  if (d.has('code') && !/^\[code\]$/.test(code)) {
    sections.push({
      title: 'Facts read from your code',
      content: `${d.v('language')}:`,
      items: scanCode(code),
    });
  }
  if (d.id === 'write-unit-tests' || d.id === 'implement-function') {
    const names = functionNames(code);
    sections.push({
      title: 'Test plan',
      content: `With ${d.v('test_framework', 'language')}:`,
      items: or(names, ['the function']).map(
        (n) => `${n}: happy path, boundaries (empty, one, many), invalid input, errors raised`,
      ),
    });
  }
  if (d.id === 'debug-error') {
    const kind = /\b([A-Z]\w*(?:Error|Exception))\b/.exec(d.v('error_message'))?.[1];
    sections.push({
      title: 'Debugging steps',
      content: kind ? `The error type is ${kind}.` : 'Start from the first line of the error.',
      items: [
        'Reproduce it with the smallest input',
        'Read the top stack frame in your own code',
        `Compare with what should happen: ${d.v('expected_behavior')}`,
        'Change one thing at a time; write a test that fails first',
      ],
    });
  }
  sections.push({
    title: 'Checklist',
    content: 'Before calling it done:',
    items: [
      'Correctness on normal input',
      'Edge cases: empty, null, very large, unicode',
      'Errors handled, not swallowed',
      'Security: input validated, no injection, no secrets in code',
      'Performance: no needless loops, no queries inside loops',
      'Readable names; tests that would fail if it broke',
    ],
  });
  return sections;
}
