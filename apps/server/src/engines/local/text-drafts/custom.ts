import type { Section } from './draft';

/** For a prompt written without a template: a dependable shape, and what the prompt leaves out. */
export function customDraft(prompt: string): Section[] {
  const missing = (
    [
      [/\b(you are|act as|as an?)\b/i, 'A role: "You are an experienced …"'],
      [/\b(audience|readers?|for (my|our|a|an|the) )/i, 'Who it is for'],
      [
        /\b(format|bullet|table|list|sections?|paragraphs?|json|markdown)\b/i,
        'The format of the answer',
      ],
      [/\b(\d+\s*(words|sentences|paragraphs|items|points)|short|brief|long)\b/i, 'The length'],
      [/\b(tone|formal|casual|friendly|professional|playful)\b/i, 'The tone'],
    ] as const
  )
    .filter(([pattern]) => !pattern.test(prompt))
    .map(([, advice]) => advice);
  return [
    {
      title: 'Suggested structure',
      content: 'A dependable shape for most requests:',
      items: [
        'Goal: what the result must achieve',
        'Context: the facts the answer depends on',
        'Main points, in order of importance',
        'Draft',
        'Review against the goal; cut what does not serve it',
      ],
    },
    {
      title: 'Make the prompt stronger',
      content: missing.length
        ? 'Your prompt does not yet say:'
        : 'Your prompt already names a role, audience, format, length and tone.',
      items: missing,
    },
  ];
}
