import { minutes, shorten, type Draft, type Section } from './draft';

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

/** Drafts for the Productivity templates. */
export function productivityDraft(d: Draft): Section[] {
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
}

/** Drafts for the Career templates. */
export function careerDraft(d: Draft): Section[] {
  return [
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
  ];
}
