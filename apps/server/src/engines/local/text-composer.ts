import type { PromptTemplate, StructuredResponse } from '@atelier/contract';

/**
 * The text tool's local engine (ADR 009), used when no AI provider is configured. It cannot write
 * like a model, so it does what can be done honestly without one: fills the template, turns the
 * task into a working draft (subject lines, outlines, skeletons, checklists chosen by category,
 * plus a few facts read straight from pasted code, notes or sources), lists what the finished
 * piece must contain, and hands back the full prompt to paste into any assistant. It says so.
 */
export interface ComposeTextInput {
  template?: PromptTemplate | null;
  variables: Record<string, string>;
  customPrompt?: string | null;
  responseFormat: 'text' | 'structured';
}

type Section = StructuredResponse['sections'][number];

interface Draft {
  id: string;
  /** The first filled variable of `names`; a blank one stays visible as its [placeholder]. */
  v: (...names: string[]) => string;
  /** A filled variable split into its items (lines, semicolons or commas). */
  list: (name: string) => string[];
  /** Whether the template has any of these variables. */
  has: (...names: string[]) => boolean;
  focus: string;
}

const LOCAL_PREFIX = 'Local draft (no AI provider configured)';
const FOCUS_VARIABLES = [
  'product_name',
  'topic',
  'video_topic',
  'main_topic',
  'concept',
  'brand_name',
  'business_name',
  'company_or_project',
  'announcement',
  'process_name',
  'feature_name',
  'job_title',
  'meeting_title',
  'meeting_purpose',
  'decision',
  'research_question',
  'product_idea',
  'research_goal',
  'question',
  'function_description',
  'post_description',
  'customer_issue',
  'complaint_summary',
  'goals',
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const shorten = (text: string, max = 80) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Splits "a, b (c, d); e" at top-level semicolons, else at top-level commas. */
export function splitItems(text: string): string[] {
  const split = (separator: string) => {
    const parts: string[] = [];
    let depth = 0;
    let quoted = false;
    let current = '';
    for (const char of text) {
      if (char === '"') quoted = !quoted;
      else if (char === '(') depth++;
      else if (char === ')') depth = Math.max(0, depth - 1);
      if ((char === separator || char === '\n') && depth === 0 && !quoted) {
        parts.push(current);
        current = '';
      } else current += char;
    }
    parts.push(current);
    return parts
      .map((p) =>
        p
          .trim()
          .replace(/^(and|then|or)\s+/i, '')
          .replace(/[.:]$/, '')
          .trim(),
      )
      .filter((p) => p.length > 1);
  };
  const bySemicolon = split(';');
  return bySemicolon.length > 1 ? bySemicolon : split(',');
}

/** What the template asks the finished answer to contain, and the constraints it sets. */
function readTemplate(text: string): { deliverables: string[]; constraints: string[] } {
  const found = { deliverables: [] as string[], constraints: [] as string[] };
  let mode: keyof typeof found = 'deliverables';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const bullet = /^(?:\d+\.|-)\s+(.+)$/.exec(line);
    if (bullet?.[1]) {
      found[mode].push(bullet[1].replace(/:$/, ''));
      continue;
    }
    if (/\[[a-z0-9_]+\]/i.test(line)) continue;
    const header = /^([A-Z][^:]{0,60}):\s*(.*)$/.exec(line);
    if (!header?.[1]) continue;
    const name = header[1].toLowerCase();
    if (name.startsWith('constraint')) mode = 'constraints';
    else if (/output|structure|include|format|section|for each|deliverable/.test(name)) {
      mode = 'deliverables';
    } else continue;
    if (header[2]) found[mode].push(...splitItems(header[2]));
  }
  return found;
}

/** The topic as one tag when it is a short phrase, then its longer words, from the user's text. */
function hashtags(topic: string, audience: string): string[] {
  const stop = new Set(['with', 'from', 'that', 'this', 'your', 'their', 'about', 'what', 'into']);
  const wordsIn = (text: string) =>
    (/^\[\w+\]$/.test(text) ? '' : text)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3 && !stop.has(w));
  const phrase = topic.startsWith('[')
    ? []
    : topic
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
  const tags = [
    ...(phrase.length > 1 && phrase.length <= 3 ? [phrase.join('')] : []),
    ...wordsIn(topic),
    ...wordsIn(audience),
  ];
  return [...new Set(tags)].slice(0, 8).map((w) => `#${w}`);
}

/** Lines of pasted notes that read like decisions or actions, found without a model. */
function scanNotes(notes: string) {
  const lines = notes.split(/\n|(?<=[.!?])\s+/).map((l) => l.replace(/^[-*•\d.)\s]+/, '').trim());
  return {
    decisions: lines.filter((l) =>
      /\b(decided|agreed|approved|will go with|chose|signed off)\b/i.test(l),
    ),
    actions: lines.filter(
      (l) =>
        /\b(will|to do|todo|action|follow up|by (mon|tue|wed|thu|fri|next|end))/i.test(l) ||
        /@\w/.test(l),
    ),
    questions: lines.filter((l) => l.endsWith('?')),
  };
}

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

/** The first sentences and the sentences carrying figures: an extract, not a summary. */
function extract(source: string): string[] {
  const sentences = source
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter((s) => words(s) > 4);
  const figures = sentences.filter((s) => /\d/.test(s));
  return [...new Set([...sentences.slice(0, 2), ...figures.slice(0, 4)])];
}

const minutes = (text: string) =>
  Number(/(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? NaN) * (/hour|hr|\bh\b/i.test(text) ? 60 : 1);
const or = (items: string[], fallback: string[]) => (items.length ? items : fallback);

const email = (subjects: string[], outline: string[], note: string): Section[] => [
  {
    title: 'Subject line options',
    content: 'Angles to test; keep the winner under 50 characters.',
    items: subjects,
  },
  { title: 'Email outline', content: note, items: outline },
];

const STARTERS: Record<string, (d: Draft) => Section[]> = {
  Marketing: (d) => {
    const product = d.v('product_name', 'brand_name');
    const audience = d.v('target_audience', 'target_customer');
    const benefit = d.v('key_benefit', 'unique_value', 'differentiator', 'key_features');
    const cta = d.v('call_to_action', 'offer');
    if (d.id === 'marketing-email') {
      const offer = d.v('offer');
      return email(
        [
          `Benefit: ${cap(benefit)} with ${product}`,
          `Curiosity: What ${audience} don't know about ${product}`,
          `Urgency: ${cap(offer)}, for a short time`,
          `Social proof: Why ${audience} are switching to ${product}`,
          `Question: Ready for ${benefit}?`,
        ],
        [
          `Preview text: ${cap(offer)}, made for ${audience}.`,
          `Hook: name the problem ${audience} feel before they find ${product}.`,
          `Benefit: show ${benefit} with one concrete example or number.`,
          `Offer: ${offer}, with any deadline or condition stated plainly.`,
          `Call to action: "${cta}" as one button, repeated once at most.`,
          'P.S.: restate the offer in a single line.',
        ],
        `Written for ${audience} in a ${d.v('brand_voice')} voice; one idea per paragraph.`,
      );
    }
    return [
      {
        title: 'Core message',
        content: `For ${audience}, ${product} delivers ${benefit}.`,
        items: [
          `${product}: ${benefit}`,
          `Built for ${audience}`,
          `${cap(benefit)}, without the usual trade-offs`,
        ],
      },
      {
        title: 'Feature to benefit',
        content: `Rewrite each point as what it gives ${audience}:`,
        items: or(d.list('key_features').concat(d.list('unique_value'), d.list('differentiator')), [
          benefit,
        ]).map((f) => `${f} → which means … for the customer`),
      },
      {
        title: 'Call to action',
        content: `${cap(cta)}. Make it one action, stated as a verb the reader does.`,
      },
    ];
  },
  'Social Media': (d) => {
    const topic = d.v('topic', 'post_description', 'video_topic', 'content_pillars');
    const audience = d.v('target_audience', 'audience', 'niche');
    if (d.id === 'content-calendar') {
      const pillars = d.list('content_pillars');
      return [
        {
          title: 'Calendar skeleton',
          content: `${d.v('posting_frequency')} on ${d.v('platforms')} for ${d.v('time_period')}, rotating the pillars:`,
          items: (pillars.length ? pillars : ['pillar 1', 'pillar 2', 'pillar 3']).flatMap(
            (p, i) => [
              `Week ${i + 1}: ${p}, educational post (carousel or thread)`,
              `Week ${i + 1}: ${p}, behind-the-scenes or story (short video)`,
            ],
          ),
        },
      ];
    }
    const structure =
      d.id === 'youtube-video-script'
        ? [
            '0:00 Hook: promise the payoff in one sentence',
            'Intro: who this is for and what they will get',
            ...d.list('key_points').map((p, i) => `Chapter ${i + 1}: ${p} (open with a re-hook)`),
            'Recap, then one call to action and the next video',
          ]
        : [
            'Hook: the first line must stop the scroll',
            'Value: one idea with one concrete example',
            'Proof: a number, a result or a short story',
            `Call to action: ${d.v('call_to_action', 'goal', 'key_takeaway')}`,
          ];
    return [
      {
        title: 'Hook options',
        content: 'Pick one and make it specific.',
        items: [
          `Most ${audience} get ${topic} wrong. Here is what works instead.`,
          `${cap(topic)}: 3 things nobody tells you.`,
          `I tried this so you don't have to: ${topic}.`,
          `Quick question for ${audience}: how do you handle ${topic}?`,
        ],
      },
      { title: 'Structure', content: 'In this order:', items: structure },
      {
        title: 'Hashtag starters',
        content: 'Mix broad and niche tags; check each one’s volume first.',
        items: or(hashtags(topic, audience), ['Fill in the topic to get tag ideas from it']),
      },
    ];
  },
  Writing: (d) => {
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
  },
  Business: (d) => {
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
              (c) =>
                `${c}: positioning · target customer · ${d.v('focus_areas')} · biggest weakness`,
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
  },
  Sales: (d) => {
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
  },
  'Customer Support': (d) => {
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
  },
  Education: (d) => {
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
  },
  Productivity: (d) => {
    if (d.id === 'meeting-summary') {
      const notes = scanNotes(d.v('meeting_notes'));
      return [
        {
          title: 'Decisions found in the notes',
          content: 'Lines that read like decisions; check each one.',
          items: notes.decisions.length
            ? notes.decisions
            : ['None found: confirm with the attendees.'],
        },
        {
          title: 'Possible action items',
          content: 'Add an owner and a due date to each.',
          items: notes.actions.length ? notes.actions : ['None found in the notes.'],
        },
        {
          title: 'Open questions',
          content: 'Questions raised and not answered.',
          items: notes.questions.length ? notes.questions : ['None found.'],
        },
      ];
    }
    if (d.id === 'meeting-agenda') {
      const topics = d.list('topics');
      const total = minutes(d.v('duration'));
      const each =
        Number.isFinite(total) && topics.length
          ? Math.max(1, Math.floor((total - 5) / topics.length))
          : null;
      return [
        {
          title: 'Agenda draft',
          content: `Purpose: ${d.v('meeting_purpose')}. Attendees: ${d.v('attendees')}.`,
          items: [
            ...topics.map(
              (t) => `${t}${each ? ` (${each} min)` : ''}: owner, and decide / discuss / inform`,
            ),
            'Decisions and action items (5 min)',
          ],
        },
      ];
    }
    return [
      {
        title: 'Skeleton',
        content: `For: ${d.focus}.`,
        items:
          d.id === 'weekly-plan'
            ? [
                'Monday: plan, then deep work on goal 1',
                'Tuesday: deep work on goal 1, meetings after lunch',
                'Wednesday: deep work on goal 2',
                'Thursday: goal 2 and shallow work in one block',
                'Friday: finish, buffer, 15-minute review',
              ]
            : [
                `Subject: specific, with the ask (${shorten(d.v('purpose', 'process_name'), 50)})`,
                'First two sentences: the point and the request',
                `Details: ${d.v('key_points', 'tools_used')}`,
                'Close: the ask, with a deadline if there is one',
              ],
      },
    ];
  },
  Career: (d) => [
    {
      title: 'Skeleton',
      content: `Target: ${d.v('job_title', 'current_role', 'target_role')}${d.has('company_name') ? ` at ${d.v('company_name')}` : ''}.`,
      items:
        d.id === 'resume-bullets'
          ? d
              .list('achievements')
              .map((a) => `Delivered ${a}: add the metric, the scale and how you did it`)
          : d.id === 'interview-prep'
            ? [
                'Tell me about yourself: present role, past proof, why this role next (90 seconds)',
                'STAR answers: situation, task, action (yours), result (with a number)',
                'Three stories that show ownership, conflict handled and a failure learned from',
                'Questions to ask: what success looks like in 90 days; the biggest challenge for the team',
              ]
            : [
                'Opening: the role and a specific reason you want it',
                `Proof: one achievement with a result, tied to what ${d.v('company_name', 'specialties')} needs`,
                `Fit: ${d.v('why_company', 'justification', 'career_goal')}`,
                'Close: a confident, specific next step',
              ],
    },
    {
      title: 'Strong verbs',
      content: 'Start bullets and sentences with what you did.',
      items: ['Led', 'Built', 'Cut', 'Grew', 'Launched', 'Negotiated', 'Automated', 'Redesigned'],
    },
  ],
  Code: (d) => {
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
  },
  Research: (d) => {
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
  },
};

function composeCustom(prompt: string): Section[] {
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

export function composeText(input: ComposeTextInput): {
  response: string;
  structured: StructuredResponse;
} {
  const template = input.template ?? null;
  const filled = (name: string) => input.variables[name]?.trim() ?? '';
  const names = template?.variables ?? [];
  const missing = names.filter((n) => !filled(n));
  const brief = template
    ? template.template.replace(/\[([a-z0-9_]+)\]/gi, (whole, n: string) => filled(n) || whole)
    : (input.customPrompt ?? '').trim();
  const focusName =
    FOCUS_VARIABLES.find((n) => names.includes(n) && filled(n)) ?? names.find((n) => filled(n));
  const focus = shorten(
    (focusName ? filled(focusName) : template ? template.title : brief.split(/[.?!\n]/)[0]) ||
      'your request',
  );
  const draft: Draft = {
    id: template?.id ?? 'custom',
    focus,
    v: (...candidates) => {
      const own = candidates.filter((n) => names.includes(n));
      const value = own.map(filled).find(Boolean);
      return value ?? (own[0] ? `[${own[0]}]` : focus);
    },
    list: (name) => (filled(name) ? splitItems(filled(name)) : []),
    has: (...candidates) => candidates.some((n) => names.includes(n)),
  };

  const category = template?.category ?? 'Custom';
  const sections: Section[] = template ? (STARTERS[category]?.(draft) ?? []) : composeCustom(brief);
  if (template) {
    const { deliverables, constraints } = readTemplate(template.template);
    if (deliverables.length)
      sections.push({
        title: 'What the finished piece must include',
        content: 'From the template; tick each off.',
        items: deliverables,
      });
    if (constraints.length)
      sections.push({
        title: 'Constraints to respect',
        content: 'From the template.',
        items: constraints,
      });
    sections.push({
      title: 'Your details',
      content: missing.length
        ? `${missing.length} of ${names.length} left blank; they show as [placeholders].`
        : 'All details filled in.',
      items: names.map(
        (n) =>
          `${cap(n.replace(/_/g, ' '))}: ${filled(n) ? shorten(filled(n), 120) : `[${n}] (blank)`}`,
      ),
    });
  }
  sections.push({ title: 'Full prompt', content: brief });

  const action_items = [
    ...missing.map((n) => `Fill in [${n}].`),
    ...sections
      .filter((s) => s.items?.length && s.title !== 'Your details')
      .slice(0, 1)
      .map((s) => `Work through "${s.title}" and write each part out.`),
    'Paste the full prompt into an AI assistant, or configure an AI text provider (e.g. OPENAI_API_KEY) here to have the finished text written.',
  ];
  const title = !template
    ? `Draft plan: ${focus}`
    : focusName
      ? `${template.title}: ${focus}`
      : template.title;
  const summary = `${LOCAL_PREFIX}: ${template ? `the "${template.title}" template was filled with your details` : 'your prompt was read'} and turned into a working outline. It is not AI-written.`;
  const structured: StructuredResponse = { title, summary, sections, action_items, metadata: {} };
  const response = render(structured);
  structured.metadata = {
    engine: 'local',
    template_id: template?.id ?? 'custom',
    template_title: template?.title ?? 'Custom prompt',
    category,
    response_format: input.responseFormat,
    variables_filled: names.length - missing.length,
    variables_missing: missing.length,
    words: words(response),
  };
  return { response, structured };
}

function render(answer: StructuredResponse): string {
  const parts = [`# ${answer.title}`, answer.summary];
  for (const section of answer.sections) {
    const items = section.items?.length ? `\n${section.items.map((i) => `- ${i}`).join('\n')}` : '';
    parts.push(`## ${section.title}\n${section.content}${items}`);
  }
  if (answer.action_items.length)
    parts.push(`## Next steps\n${answer.action_items.map((i) => `- ${i}`).join('\n')}`);
  return parts.join('\n\n');
}
