import { email, or, type Draft, type Section } from './draft';

/** Drafts for the Business templates. */
export function businessDraft(d: Draft): Section[] {
  if (d.id === 'swot-analysis') {
    const who = d.v('company_or_project');
    return [
      {
        title: 'SWOT grid',
        content: `${who} in ${d.v('industry')}. Fill each with 4-6 specific points.`,
        items: [
          'Strengths: what it does better than rivals, that customers notice',
          'Weaknesses: what loses deals or slows delivery today',
          'Opportunities: shifts in the market it could use in the next year',
          'Threats: what could take customers or margin away',
          'Then pair them: strengths × opportunities (attack), weaknesses × threats (defend)',
        ],
      },
    ];
  }
  if (d.id === 'okr-planning') {
    return [
      {
        title: 'OKR skeleton',
        content: `${d.v('team_name')}, ${d.v('time_period')}, supporting: ${d.v('strategic_goal')}.`,
        items: [1, 2, 3].flatMap((n) => [
          `Objective ${n}: (qualitative and inspiring)`,
          `KR ${n}.1: move (metric) from (baseline) to (target)`,
          `KR ${n}.2: …`,
          `KR ${n}.3: …`,
        ]),
      },
    ];
  }
  const competitors = d.list('competitors');
  return [
    {
      title: 'Skeleton',
      content: `For ${d.v('business_name', 'your_business', 'client_name', 'company_or_project')}.`,
      items: competitors.length
        ? competitors.map(
            (c) => `${c}: positioning · target customer · ${d.v('focus_areas')} · biggest weakness`,
          )
        : [
            'The problem, in the customer’s words',
            'The solution and why now',
            'Who pays, how much and how often',
            'How customers will hear about it',
            'What you need, by when, and what it unlocks',
          ],
    },
    {
      title: 'Assumptions to verify',
      content: 'Every figure here is an assumption until checked against current data.',
      items: [
        'Market size and growth',
        'Price customers will pay',
        'Cost to acquire a customer',
        'What competitors charge and offer today',
      ],
    },
  ];
}

/** Drafts for the Sales templates. */
export function salesDraft(d: Draft): Section[] {
  const product = d.v('your_product', 'product_name');
  if (d.id === 'objection-handling') {
    return [
      {
        title: 'Objection playbook',
        content: 'For each: acknowledge, explore, respond, confirm.',
        items: or(d.list('common_objections'), [
          'It is too expensive',
          'Now is not the right time',
        ]).map(
          (o) =>
            `"${o}" → "That’s fair; what makes you say that?" → answer with one proof point → "Does that address it?"`,
        ),
      },
    ];
  }
  if (d.id === 'discovery-call-script') {
    const industry = d.v('prospect_industry');
    return [
      {
        title: 'Question bank',
        content: `Goal: ${d.v('call_goal')}. Let them talk 70% of the time.`,
        items: [
          `How do you handle this today in ${industry}?`,
          `What made this a priority now?`,
          `What happens if nothing changes this quarter?`,
          `Where do ${d.v('prospect_pain_points')} cost you the most?`,
          'Who else is involved in deciding, and how?',
          'What would a great outcome look like in six months?',
          'Is there a budget set aside, or does it need a business case?',
          'What timeline are you working to?',
        ],
      },
    ];
  }
  const name = d.v('prospect_name');
  return email(
    [
      `quick question, ${name}`,
      `idea for ${d.v('prospect_company', 'prospect_name')}`,
      `re: ${d.v('personalization_hook', 'previous_interaction')}`,
    ],
    [
      `Opener: about them, from "${d.v('personalization_hook', 'previous_interaction')}"`,
      `Value: ${d.v('value_proposition', 'your_product')}`,
      'Proof: one result from a similar customer, with a number',
      `Ask: ${d.v('next_step')}. One low-friction question.`,
    ],
    `Under 120 words, about ${product}, first line about ${name}.`,
  );
}

/** Drafts for the Customer Support templates. */
export function customerSupportDraft(d: Draft): Section[] {
  const name = d.v('customer_name');
  if (d.id === 'faq-builder' || d.id === 'help-center-article') {
    const topics = d.list('question_topics').concat(d.list('steps_summary'));
    return [
      {
        title: d.id === 'faq-builder' ? 'Question starters' : 'Article skeleton',
        content: `For ${d.v('product_name')}.`,
        items:
          d.id === 'faq-builder'
            ? topics.flatMap((t) => [`How do I … (${t})?`, `What happens if … (${t})?`])
            : [
                `Title: How to ${d.v('user_goal')} with ${d.v('feature_name')}`,
                'Before you start: plan, permissions, what you need',
                ...topics.map((s, i) => `Step ${i + 1}: ${s}`),
                'Result: what the user sees when it worked',
                'Troubleshooting: three common problems and fixes',
              ],
      },
    ];
  }
  return [
    {
      title: 'Reply skeleton',
      content: `Hi ${name},`,
      items: [
        `Acknowledge, specifically: ${d.v('customer_issue', 'complaint_summary')}`,
        ...(d.has('what_went_wrong')
          ? [`What went wrong, honestly: ${d.v('what_went_wrong')}`]
          : []),
        `What we are doing: ${d.v('resolution', 'compensation')}`,
        'What happens next, and by when',
        'Invite a reply if anything is unclear; sign with a real name',
      ],
    },
    {
      title: 'Phrasing',
      content: 'Use plain, human words.',
      items: [
        'Use: "You’re right", "Here’s what I’ve done", "You’ll hear from me by…"',
        'Avoid: "We apologise for any inconvenience", "As per policy", blaming another team',
      ],
    },
  ];
}
