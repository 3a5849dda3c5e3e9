import { words, type Draft, type Section } from './draft';

/** The first sentences and the sentences carrying figures: an extract, not a summary. */
function extract(source: string): string[] {
  const sentences = source
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter((s) => words(s) > 4);
  const figures = sentences.filter((s) => /\d/.test(s));
  return [...new Set([...sentences.slice(0, 2), ...figures.slice(0, 4)])];
}

/** Drafts for the Research templates. */
export function researchDraft(d: Draft): Section[] {
  if (d.id === 'research-summary') {
    return [
      {
        title: 'Extract from the source',
        content: `${words(d.v('source_text'))} words. Opening sentences and those with figures:`,
        items: extract(d.v('source_text')),
      },
    ];
  }
  if (d.id === 'decision-analysis') {
    const criteria = d.list('criteria');
    return [
      {
        title: 'Decision matrix',
        content: `Weight the criteria to 100, score each option 1-5. Decision: ${d.v('decision')}.`,
        items: d
          .list('options')
          .map(
            (o) =>
              `${o}: ${(criteria.length ? criteria : ['criterion']).map((c) => `${c} _/5`).join(' · ')}`,
          ),
      },
    ];
  }
  return [
    {
      title: 'Research plan',
      content: `Question: ${d.focus}.`,
      items: [
        'Define the question and what a good answer looks like',
        `Scope: ${d.v('market', 'field', 'target_respondents')}${d.has('region') ? ` · ${d.v('region')}` : ''}`,
        'Sources: primary data, peer-reviewed work, reputable industry reports',
        'Method: how evidence is gathered and compared',
        'Limits: what this cannot tell you',
        'Synthesis: findings, confidence, next questions',
      ],
    },
  ];
}
