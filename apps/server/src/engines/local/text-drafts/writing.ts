import { cap, minutes, words, type Draft, type Section } from './draft';

/** Drafts for the Writing templates. */
export function writingDraft(d: Draft): Section[] {
  if (d.id === 'short-story') {
    const hero = d.v('main_character');
    return [
      {
        title: 'Story beats',
        content: `A ${d.v('genre')} story in about ${d.v('word_count')} words.`,
        items: [
          `Opening: ${hero} in ${d.v('setting')}, in the middle of action; show a want and a flaw.`,
          `Inciting incident: ${d.v('conflict')} disrupts the plan.`,
          'Rising action: two attempts that fail and raise the stakes.',
          `Turning point: ${hero} must choose between the want and what is right.`,
          'Resolution: an ending the choice has earned, with a final image that echoes the opening.',
        ],
      },
    ];
  }
  if (d.id === 'rewrite-for-clarity') {
    return [
      {
        title: 'Editing passes',
        content: `For ${d.v('target_audience')}, in a ${d.v('desired_tone')} tone (${words(d.v('original_text'))} words now):`,
        items: [
          'Meaning: write the main point in one sentence; everything must serve it.',
          'Cut: filler words, repetition, throat-clearing openings.',
          'Clarity: active voice, concrete nouns, one idea per sentence.',
          'Flow: order paragraphs by what the reader needs first.',
          'Tone: read it aloud; fix any sentence you would not say.',
        ],
      },
    ];
  }
  if (d.id === 'press-release') {
    const company = d.v('company_name');
    return [
      {
        title: 'Release skeleton',
        content: 'FOR IMMEDIATE RELEASE',
        items: [
          `Headline: ${company} announces ${d.v('announcement')}`,
          `Dateline: (city), ${d.v('release_date')}`,
          `Lead: who, what, when, where and why from: ${d.v('key_details')}`,
          `Quote: "…," said ${d.v('quote_person')}: an insight, not excitement`,
          'Availability and next steps',
          `About ${company}`,
          'Media contact: name, email, phone',
        ],
      },
    ];
  }
  const topic = d.v('topic', 'main_topic');
  const audience = d.v('target_audience', 'audience');
  const points = d.list('key_points').concat(d.list('sections'));
  return [
    {
      title: 'Working titles',
      content: 'Under 60 characters, the main idea first.',
      items: [
        `${cap(topic)}: a practical guide for ${audience}`,
        `What ${audience} should know about ${topic}`,
        `${cap(topic)}, explained step by step`,
      ],
    },
    {
      title: 'Outline',
      content: 'A scene, question or fact first; a next step last.',
      items: [
        'Introduction: the reader’s problem and the promise of the piece',
        ...(points.length
          ? points
          : [
              'What it is and why it matters now',
              'How to do it, step by step',
              'Common mistakes and how to avoid them',
              'A worked example',
            ]
        ).map((p) => `Section: ${p}`),
        'Conclusion: the one takeaway and what to do next',
      ],
    },
  ];
}

/** Drafts for the Education templates. */
export function educationDraft(d: Draft): Section[] {
  if (d.id === 'lesson-plan') {
    const total = minutes(d.v('lesson_duration'));
    const shares = [0.1, 0.25, 0.25, 0.3, 0.1];
    const timed = shares.map((share) => Math.round(total * share));
    timed[3] = total - timed.reduce((sum, m, i) => (i === 3 ? sum : sum + m), 0);
    const at = (i: number) =>
      Number.isFinite(total) ? `${timed[i]} min` : `${(shares[i] ?? 0) * 100}%`;
    return [
      {
        title: 'Lesson flow',
        content: `${cap(d.v('topic'))} for ${d.v('grade_level')}: ${d.v('learning_objectives')}`,
        items: [
          `Hook (${at(0)}): a question or puzzle about ${d.v('topic')}`,
          `Direct instruction (${at(1)}): the key idea with one worked example`,
          `Guided practice (${at(2)}): pairs solve, teacher circulates and checks`,
          `Independent practice (${at(3)}): individual task, with a stretch question`,
          `Closure (${at(4)}): exit ticket of two questions`,
        ],
      },
    ];
  }
  const topic = d.v('concept', 'topic', 'subject');
  return [
    {
      title: 'Learning skeleton',
      content: `For ${d.v('audience_level', 'difficulty', 'grade_level', 'exam_date')}.`,
      items: [
        `Define ${topic} in one plain sentence`,
        `An analogy from ${d.v('analogy_domain', 'subject')}, and where it breaks down`,
        'A worked example, step by step',
        'Two common misconceptions and the correct view',
        'Three check questions: recall, apply, explain why',
      ],
    },
  ];
}
