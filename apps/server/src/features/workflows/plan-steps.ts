import type {
  AiToolCategory,
  ComplexityLevel,
  TimelinePreference,
  WorkflowCategory,
} from '@atelier/contract';
import { WORKFLOW_CATEGORY_LABELS } from '@atelier/contract';
import { AI_TOOLS_DIRECTORY } from '../ai-tools/directory';

/**
 * The local workflow planner (no AI): turns a Workflow create form into ordered steps. One step
 * per phase the user gave (or a per-category default plan when none), each with a phase-aware
 * description, deliverables, tools from the directory and a duration scaled by the timeline
 * preference and complexity. Pure and deterministic.
 */

export interface PlanStepsForm {
  name: string;
  description: string;
  category: WorkflowCategory;
  phases: string[];
  ai_tools_needed: string[];
  kra?: string;
  kpi?: string;
  target_audience?: string;
  timeline_preference: TimelinePreference;
  complexity_level: ComplexityLevel;
}

export interface PlannedStep {
  title: string;
  description: string;
  estimated_duration: string;
  recommended_tools: string[];
  deliverables: string[];
}

const MAX_TOOLS_PER_STEP = 5;
const MAX_USER_TOOLS_PER_STEP = 4;
const TARGET_TOOLS_PER_STEP = 3;

// ---- Phase kinds -----------------------------------------------------------------------------

type PhaseKind =
  | 'research'
  | 'planning'
  | 'design'
  | 'build'
  | 'content'
  | 'test'
  | 'launch'
  | 'measure'
  | 'optimise'
  | 'training'
  | 'generic';

interface StepContext {
  title: string;
  name: string;
  goal: string;
  audience?: string;
  kra?: string;
  kpi?: string;
  categoryLabel: string;
}

interface KindProfile {
  /** Word-start stems; the earliest match in a title decides its kind. */
  keywords: string[];
  /** Counted only when no kind has a strong keyword in the title. */
  weak?: string[];
  /** Base effort in working days for a standard timeline at intermediate complexity. */
  baseDays: number;
  /** Directory categories that suit this kind of work. */
  toolCategories: AiToolCategory[];
  /** Preferred directory tools, best first. */
  tools: string[];
  deliverables: (ctx: StepContext) => string[];
  describe: (ctx: StepContext) => string;
}

const forAudience = (ctx: StepContext, fallback = 'the people it serves') =>
  ctx.audience ?? fallback;

const KINDS: Record<Exclude<PhaseKind, 'generic'>, KindProfile> & { generic: KindProfile } = {
  research: {
    keywords: [
      'research',
      'discover',
      'explor',
      'investigat',
      'audit',
      'interview',
      'survey',
      'baseline',
      'assess',
      'understand',
      'benchmark',
      'competitor',
      'validat',
      'problem',
      'inventory',
      'analysis of',
      'needs',
      'collect',
      'gather',
    ],
    baseDays: 3,
    toolCategories: ['text_generation', 'data_analytics', 'seo_marketing'],
    tools: ['Perplexity', 'ChatGPT', 'Claude', 'Semrush', 'Julius AI', 'Google Gemini'],
    deliverables: (ctx) => [
      'Research summary with key findings and sources',
      ctx.audience ? `Needs and pain points of ${ctx.audience}` : 'Stakeholder and user needs list',
      'Baseline of current performance and open questions',
    ],
    describe: (ctx) =>
      `Gather what is already known before committing to ${ctx.name}: collect existing data, prior work and competitor examples, and talk to or survey ${forAudience(ctx)}. ` +
      `Use an AI research assistant to summarise sources quickly, then check every claim against the originals. Close the phase with a baseline and the questions the plan must answer${ctx.kpi ? ` (starting point for: ${ctx.kpi})` : ''}.`,
  },
  planning: {
    keywords: [
      'plan',
      'strateg',
      'scop',
      'roadmap',
      'goal',
      'requirement',
      'brief',
      'kickoff',
      'kick-off',
      'defin',
      'objective',
      'priorit',
      'budget',
      'calendar',
      'scorecard',
      'map',
      'outline',
      'positioning',
      'framing',
      'policy',
      'profile',
      'learning outcome',
    ],
    baseDays: 2,
    toolCategories: ['text_generation'],
    tools: ['Notion AI', 'ChatGPT', 'Claude', 'Google Gemini'],
    deliverables: (ctx) => [
      'Plan with scope, owners and milestones',
      ctx.kra ? 'Success criteria tied to the key result area' : 'Goals and success criteria',
      'Risk and dependency list',
    ],
    describe: (ctx) =>
      `Turn the goal into a concrete plan for ${ctx.name}: ${ctx.goal} ` +
      `${ctx.kra ? `Anchor it to the key result area: ${ctx.kra}. ` : ''}` +
      `Agree scope, owners, milestones and budget, and decide how success will be judged${ctx.kpi ? ` (${ctx.kpi})` : ''}. ` +
      `Have an AI assistant draft the plan and a risk list from your notes, then edit it with the team so everyone signs off on the same version.`,
  },
  design: {
    keywords: [
      'design',
      'prototyp',
      'wirefram',
      'mockup',
      'mock-up',
      'ux',
      'ui',
      'architect',
      'style guide',
      'brand',
      'visual',
      'creative',
      'storyboard',
      'layout',
      'journey',
      'flow',
      'structure',
      'imagery',
    ],
    baseDays: 4,
    toolCategories: ['media_generation', 'code_generation'],
    tools: ['Canva Magic Studio', 'Adobe Firefly', 'Midjourney', 'v0', 'Ideogram', 'Lovable'],
    deliverables: () => [
      'Design concepts or prototype',
      'Design decisions and rationale',
      'Feedback notes from a review round',
    ],
    describe: (ctx) =>
      `Shape how ${ctx.name} will look and work for ${forAudience(ctx)}. Generate several options quickly with AI design tools, ` +
      `pick the strongest against the plan's goals, and refine it into a prototype or spec the build can follow. Review it with at least one real user or stakeholder before moving on.`,
  },
  build: {
    keywords: [
      'build',
      'develop',
      'implement',
      'integrat',
      'setup',
      'set up',
      'set-up',
      'configur',
      'automat',
      'code',
      'coding',
      'engineer',
      'migrat',
      'install',
      'assembl',
      'bot',
      'pipeline',
      'model',
      'tool',
      'sync',
      'operationali',
    ],
    baseDays: 6,
    toolCategories: ['code_generation', 'automation'],
    tools: ['GitHub Copilot', 'Cursor', 'Claude Code', 'Zapier', 'Make', 'n8n', 'Bolt.new'],
    deliverables: () => [
      'Working build or configured automation',
      'Setup and configuration notes',
      'Known issues list',
    ],
    describe: (ctx) =>
      `Build what ${ctx.name} needs to run: set up the tools, integrations and automations agreed in the plan. ` +
      `Let AI assistants generate boilerplate, formulas or automation steps, but review every change before it goes live and keep the configuration documented so someone else can maintain it.`,
  },
  content: {
    keywords: [
      'content',
      'writ',
      'draft',
      'copy',
      'script',
      'edit',
      'record',
      'production',
      'produce',
      'blog',
      'article',
      'video',
      'descript',
      'material',
      'lesson',
      'curricul',
      'slide',
      'macro',
      'message',
      'messaging',
      'asset',
      'listing',
      'clip',
      'template',
      'runbook',
      'faq',
    ],
    baseDays: 4,
    toolCategories: ['text_generation', 'media_generation', 'translation'],
    tools: ['Jasper', 'Claude', 'ChatGPT', 'Grammarly', 'Canva Magic Studio', 'Synthesia'],
    deliverables: (ctx) => [
      'Drafted content ready for review',
      ctx.audience ? `Tone and messaging notes for ${ctx.audience}` : 'Tone and style notes',
      'Supporting visuals or media',
    ],
    describe: (ctx) =>
      `Create the content ${ctx.name} depends on, written for ${forAudience(ctx)}. Draft with an AI writing assistant from the brief, ` +
      `then edit for accuracy, brand voice and clarity; a human should approve every piece before it is used. Keep reusable prompts so later batches stay consistent.`,
  },
  test: {
    keywords: ['test', 'qa', 'quality', 'pilot', 'verif', 'proofread', 'usability', 'trial'],
    weak: ['review', 'check'],
    baseDays: 3,
    toolCategories: ['testing'],
    tools: ['Testim', 'Mabl', 'QA Wolf', 'Applitools', 'Promptfoo', 'Grammarly'],
    deliverables: () => [
      'Test plan and checklist',
      'Issues found, with fixes or decisions',
      'Go / no-go recommendation',
    ],
    describe: (ctx) =>
      `Check that ${ctx.name} works before it reaches ${forAudience(ctx, 'real users')}. Run it end to end against a checklist built from the plan's success criteria, ` +
      `use AI testing tools to cover repetitive cases, and fix or consciously accept every issue found. Finish with a clear go / no-go decision.`,
  },
  launch: {
    keywords: [
      'launch',
      'deploy',
      'release',
      'go-live',
      'go live',
      'rollout',
      'roll out',
      'roll-out',
      'publish',
      'ship',
      'distribut',
      'announc',
      'field',
      'sequence launch',
      'send',
    ],
    baseDays: 2,
    toolCategories: ['automation', 'seo_marketing'],
    tools: ['Zapier', 'HubSpot Breeze', 'Make', 'n8n', 'Weglot', 'Amazon Q Developer'],
    deliverables: () => [
      'Launch checklist, completed',
      'Announcement or release notes',
      'Rollback and support plan',
    ],
    describe: (ctx) =>
      `Release ${ctx.name} to ${forAudience(ctx, 'its audience')}, ideally in stages. Follow a launch checklist, automate announcements and hand-offs where you can, ` +
      `and watch the first results closely so problems are caught early${ctx.kpi ? `; start tracking ${ctx.kpi}` : ''}.`,
  },
  measure: {
    keywords: [
      'measur',
      'analy',
      'report',
      'metric',
      'kpi',
      'track',
      'monitor',
      'dashboard',
      'impact',
      'result',
      'evaluat',
      'retro',
      'post-mortem',
      'postmortem',
      'performance',
      'adoption',
      'readout',
      'feedback',
      'reflect',
    ],
    weak: ['review'],
    baseDays: 3,
    toolCategories: ['data_analytics'],
    tools: ['Julius AI', 'Power BI Copilot', 'Tableau Pulse', 'Hex Magic', 'Semrush'],
    deliverables: (ctx) => [
      ctx.kpi ? 'KPI report against target' : 'Results report with key metrics',
      'Insights and lessons learned',
      'Recommended next actions',
    ],
    describe: (ctx) =>
      `Measure whether ${ctx.name} is delivering${ctx.kra ? ` on its key result area (${ctx.kra})` : ''}. ` +
      `${ctx.kpi ? `Compare results with the KPI: ${ctx.kpi}. ` : 'Compare results with the baseline and the success criteria from the plan. '}` +
      `Let an AI analytics tool summarise the data and spot patterns, then turn the findings into a short report with next actions.`,
  },
  optimise: {
    keywords: [
      'optimi',
      'optimiz',
      'iterat',
      'improv',
      'refin',
      'scale',
      'a/b',
      'experiment',
      'tun',
      'refactor',
      'enhanc',
      'maintain',
      'maintenance',
      'refresh',
      'continuous',
    ],
    baseDays: 4,
    toolCategories: ['data_analytics', 'seo_marketing', 'testing'],
    tools: ['Julius AI', 'Anyword', 'Surfer SEO', 'ChatGPT', 'Zapier'],
    deliverables: () => [
      'Prioritised improvement backlog',
      'Experiment results',
      'Updated process or playbook',
    ],
    describe: (ctx) =>
      `Improve ${ctx.name} based on what the results show. Pick the few changes with the biggest expected effect, test them one at a time, ` +
      `and keep what works${ctx.kpi ? ` toward ${ctx.kpi}` : ''}. Use AI tools to generate variants and analyse results, and record each change so the workflow keeps getting better.`,
  },
  training: {
    keywords: [
      'train',
      'onboard',
      'enablement',
      'enable',
      'educat',
      'coach',
      'workshop',
      'handover',
      'hand-over',
      'hand over',
      'document',
      'guideline',
      'playbook',
      'role-play',
      'adopt',
    ],
    baseDays: 3,
    toolCategories: ['text_generation', 'media_generation'],
    tools: ['Synthesia', 'Notion AI', 'HeyGen', 'ChatGPT', 'Claude'],
    deliverables: () => [
      'Training materials or guide',
      'Session schedule and attendance',
      'FAQ and support contacts',
    ],
    describe: (ctx) =>
      `Make sure the people involved in ${ctx.name} can run it confidently. Write a short guide and walkthroughs, generate training videos or quizzes with AI, ` +
      `run hands-on sessions${ctx.audience ? ` for ${ctx.audience}` : ''}, and collect questions into an FAQ so support load drops over time.`,
  },
  generic: {
    keywords: [],
    baseDays: 3,
    toolCategories: ['text_generation', 'automation'],
    tools: ['ChatGPT', 'Claude', 'Notion AI', 'Zapier'],
    deliverables: (ctx) => [
      `${ctx.title} output, reviewed and approved`,
      `Notes and decisions from the ${ctx.title.toLowerCase()} phase`,
      'Updated task list for the next phase',
    ],
    describe: (ctx) =>
      `Complete the "${ctx.title}" phase of ${ctx.name}: ${ctx.goal} ` +
      `Agree what "done" means for this phase, assign an owner, use the recommended AI tools to speed up drafting and routine work, and review the output against the goal before moving on.`,
  },
};

const KIND_ORDER: PhaseKind[] = [
  'research',
  'planning',
  'design',
  'build',
  'content',
  'test',
  'launch',
  'measure',
  'optimise',
  'training',
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Position of the first word-start match of any stem in `text`, or -1. */
function firstMatch(text: string, stems: string[]): number {
  let best = -1;
  for (const stem of stems) {
    const m = new RegExp(`(^|[^a-z0-9])${escapeRegExp(stem)}`).exec(text);
    if (m) {
      const at = m.index + (m[1] ?? '').length;
      if (best < 0 || at < best) best = at;
    }
  }
  return best;
}

function kindOf(title: string): PhaseKind {
  const text = title.toLowerCase();
  for (const pass of ['strong', 'weak'] as const) {
    let bestKind: PhaseKind | undefined;
    let bestAt = -1;
    for (const kind of KIND_ORDER) {
      const profile = KINDS[kind];
      const stems = pass === 'strong' ? profile.keywords : (profile.weak ?? []);
      const at = firstMatch(text, stems);
      if (at >= 0 && (bestAt < 0 || at < bestAt)) {
        bestAt = at;
        bestKind = kind;
      }
    }
    if (bestKind) return bestKind;
  }
  return 'generic';
}

// ---- Categories --------------------------------------------------------------------------------

const CATEGORY_TOOLS: Record<WorkflowCategory, string[]> = {
  marketing: [
    'HubSpot Breeze',
    'Jasper',
    'Semrush',
    'Canva Magic Studio',
    'AdCreative.ai',
    'Anyword',
  ],
  content_creation: [
    'Jasper',
    'Claude',
    'Grammarly',
    'Canva Magic Studio',
    'Surfer SEO',
    'ElevenLabs',
    'Synthesia',
  ],
  sales: ['HubSpot Breeze', 'ChatGPT', 'Lindy', 'Bardeen', 'Copy.ai', 'Zapier'],
  customer_support: ['ChatGPT', 'Claude', 'Relevance AI', 'Zapier', 'DeepL', 'Lindy'],
  product_development: ['v0', 'Lovable', 'Notion AI', 'Perplexity', 'Julius AI', 'Cursor', 'Mabl'],
  software_engineering: [
    'GitHub Copilot',
    'Cursor',
    'Claude Code',
    'Qodo',
    'Diffblue Cover',
    'QA Wolf',
  ],
  data_analytics: ['Julius AI', 'Hex Magic', 'Power BI Copilot', 'Tableau Pulse', 'ThoughtSpot'],
  hr_recruitment: ['Textio', 'Paradox', 'ChatGPT', 'Notion AI', 'Lindy', 'Synthesia'],
  operations: ['Zapier', 'Make', 'n8n', 'Microsoft Power Automate', 'UiPath', 'Notion AI'],
  finance: [
    'Power BI Copilot',
    'Rows',
    'Julius AI',
    'Microsoft Power Automate',
    'UiPath',
    'ChatGPT',
  ],
  education: ['Synthesia', 'Notion AI', 'ChatGPT', 'Claude', 'Canva Magic Studio', 'HeyGen'],
  ecommerce: ['Jasper', 'Adobe Firefly', 'Surfer SEO', 'Semrush', 'Canva Magic Studio', 'Zapier'],
  research: ['Perplexity', 'Claude', 'Julius AI', 'Notion AI', 'ChatGPT', 'Polymer'],
};

/** The plan used when the form gives no phases: 5 steps that fit the category. */
const CATEGORY_DEFAULT_PHASES: Record<WorkflowCategory, string[]> = {
  marketing: [
    'Audience and market research',
    'Campaign strategy and planning',
    'Content and creative production',
    'Campaign launch',
    'Measure and optimise',
  ],
  content_creation: [
    'Topic and audience research',
    'Content planning and calendar',
    'Drafting and editing',
    'Publish and distribute',
    'Review performance and refresh',
  ],
  sales: [
    'Ideal customer profile research',
    'Outreach strategy and planning',
    'Personalised messaging',
    'Sequence launch',
    'Measure and iterate',
  ],
  customer_support: [
    'Ticket and feedback analysis',
    'Support process design',
    'Knowledge base and reply drafting',
    'Internal testing',
    'Staged rollout',
    'Monitor and improve',
  ],
  product_development: [
    'User research and discovery',
    'Problem framing and requirements',
    'Prototype design',
    'Usability testing',
    'Launch and adoption tracking',
  ],
  software_engineering: [
    'Requirements and scoping',
    'Architecture and design',
    'Implementation',
    'Testing and code review',
    'Deployment and monitoring',
  ],
  data_analytics: [
    'Question and metric definition',
    'Data collection and preparation',
    'Exploratory analysis',
    'Dashboard and report build',
    'Share insights and track adoption',
  ],
  hr_recruitment: [
    'Role requirements and scorecard',
    'Job description and sourcing',
    'Screening and interviews',
    'Offer and onboarding',
    'Feedback and improvement',
  ],
  operations: [
    'Process audit',
    'Workflow design',
    'Automation build',
    'Test and monitor',
    'Team training and handover',
  ],
  finance: [
    'Current process assessment',
    'Controls and policy planning',
    'Automation setup',
    'Reconciliation testing',
    'Reporting and monitoring',
  ],
  education: [
    'Learner needs analysis',
    'Learning outcomes and curriculum planning',
    'Course content creation',
    'Pilot and assessment',
    'Launch and iterate',
  ],
  ecommerce: [
    'Catalogue and market research',
    'Store and campaign planning',
    'Product content and imagery',
    'Launch',
    'A/B testing and optimisation',
  ],
  research: [
    'Research question and scope definition',
    'Literature and source discovery',
    'Data collection',
    'Analysis and synthesis',
    'Report and readout',
  ],
};

// ---- Tools -------------------------------------------------------------------------------------

const normaliseName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const DIRECTORY_BY_KEY = new Map(AI_TOOLS_DIRECTORY.map((t) => [normaliseName(t.name), t]));
/** Exact, or the one directory tool the name starts ("Canva" is Canva Magic Studio). */
function directoryTool(name: string) {
  const key = normaliseName(name);
  const exact = DIRECTORY_BY_KEY.get(key);
  if (exact || key.length < 4) return exact;
  const starting = AI_TOOLS_DIRECTORY.filter((t) => normaliseName(t.name).startsWith(key));
  return starting.length === 1 ? starting[0] : undefined;
}

const STOP_WORDS = new Set([
  'about',
  'after',
  'before',
  'their',
  'there',
  'these',
  'phase',
  'final',
  'initial',
  'first',
  'second',
  'third',
  'other',
  'using',
  'with',
  'from',
  'into',
  'tools',
  'process',
]);

/** Significant words of a phase title, for matching tool descriptions. */
const titleWords = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 5 && !STOP_WORDS.has(w));

interface UserTool {
  /** Directory spelling when known, otherwise as the user wrote it. */
  name: string;
  category?: AiToolCategory;
}

function resolveUserTools(named: string[]): UserTool[] {
  const seen = new Set<string>();
  const out: UserTool[] = [];
  for (const raw of named.flatMap((n) => n.split(/[,;\n]/))) {
    const given = raw.trim().replace(/\s+/g, ' ');
    if (!given) continue;
    const known = directoryTool(given);
    const name = known?.name ?? given;
    const key = normaliseName(name) || name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, category: known?.category });
  }
  return out;
}

function userToolFits(tool: UserTool, kind: PhaseKind, category: WorkflowCategory): boolean {
  // Tools outside the directory can't be placed by kind, so they travel with every step.
  if (!tool.category) return true;
  const profile = KINDS[kind];
  if (profile.tools.includes(tool.name)) return true;
  if (profile.toolCategories.includes(tool.category)) return true;
  return kind === 'generic' && CATEGORY_TOOLS[category].includes(tool.name);
}

function suggestTools(
  kind: PhaseKind,
  title: string,
  category: WorkflowCategory,
  exclude: Set<string>,
  count: number,
): string[] {
  const profile = KINDS[kind];
  const categoryTools = CATEGORY_TOOLS[category];
  const categoryToolCategories = new Set(
    categoryTools.flatMap((n) => directoryTool(n)?.category ?? []),
  );
  const words = titleWords(title);
  const keywordTools = AI_TOOLS_DIRECTORY.filter(
    (t) =>
      profile.toolCategories.includes(t.category) &&
      categoryToolCategories.has(t.category) &&
      words.some((w) => firstMatch(`${t.name} ${t.description}`.toLowerCase(), [w]) >= 0),
  ).map((t) => t.name);

  const tiers: string[][] =
    kind === 'generic'
      ? [categoryTools, profile.tools]
      : [
          profile.tools.filter((n) => categoryTools.includes(n)),
          keywordTools.slice(0, 1),
          profile.tools.filter((n) => {
            const c = directoryTool(n)?.category;
            return c !== undefined && categoryToolCategories.has(c);
          }),
          categoryTools.filter((n) => {
            const c = directoryTool(n)?.category;
            return c !== undefined && profile.toolCategories.includes(c);
          }),
          profile.tools,
          categoryTools,
        ];
  const out: string[] = [];
  for (const tier of tiers) {
    for (const name of tier) {
      if (out.length >= count) return out;
      if (!exclude.has(name) && !out.includes(name)) out.push(name);
    }
  }
  return out;
}

// ---- Durations ---------------------------------------------------------------------------------

const TIMELINE_FACTOR: Record<TimelinePreference, number> = {
  quick: 0.5,
  standard: 1,
  comprehensive: 2,
};

const COMPLEXITY_FACTOR: Record<ComplexityLevel, number> = {
  beginner: 0.8,
  intermediate: 1,
  advanced: 1.4,
};

/** Human text for an effort of `days` working days, e.g. '2-3 days' or '1-2 weeks'. */
function formatDuration(days: number): string {
  const low = Math.max(1, Math.round(days));
  const high = Math.max(low + 1, Math.round(days * 1.4));
  if (high <= 6) return `${low}-${high} days`;
  const lowWeeks = Math.max(1, Math.round(low / 5));
  const highWeeks = Math.max(lowWeeks, Math.round(high / 5));
  if (lowWeeks === highWeeks) return lowWeeks === 1 ? '1 week' : `${lowWeeks} weeks`;
  return `${lowWeeks}-${highWeeks} weeks`;
}

// ---- Titles ------------------------------------------------------------------------------------

function cleanTitle(raw: string): string {
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(phase|step|stage)\s*\d+\s*[:.)-]?\s*/i, '')
    .replace(/^(\d+|[a-z])[.)]\s+/i, '')
    .replace(/^[-*•–—]+\s*/, '')
    .replace(/[.;:,]+$/, '')
    .trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

function cleanPhases(phases: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of phases.flatMap((p) => p.split(/[,;\n]/))) {
    const title = cleanTitle(raw);
    const key = title.toLowerCase();
    if (!title || seen.has(key)) continue;
    seen.add(key);
    out.push(title);
  }
  return out;
}

const sentence = (s: string | undefined) => {
  const t = s?.replace(/\s+/g, ' ').trim();
  if (!t) return undefined;
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

const opt = (s: string | undefined) => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t.replace(/[.]+$/, '') : undefined;
};

// ---- Planner -----------------------------------------------------------------------------------

export function planSteps(form: PlanStepsForm): PlannedStep[] {
  const given = cleanPhases(form.phases);
  const titles = given.length > 0 ? given : CATEGORY_DEFAULT_PHASES[form.category];
  const name = form.name.replace(/\s+/g, ' ').trim() || 'this workflow';
  const categoryLabel = WORKFLOW_CATEGORY_LABELS[form.category];
  const goal =
    sentence(form.description) ??
    sentence(form.kra) ??
    `Deliver a working ${categoryLabel.toLowerCase()} workflow.`;
  const userTools = resolveUserTools(form.ai_tools_needed);
  const factor =
    TIMELINE_FACTOR[form.timeline_preference] * COMPLEXITY_FACTOR[form.complexity_level];

  const steps = titles.map((title) => {
    const kind = kindOf(title);
    const profile = KINDS[kind];
    const ctx: StepContext = {
      title,
      name,
      goal,
      audience: opt(form.target_audience),
      kra: opt(form.kra),
      kpi: opt(form.kpi),
      categoryLabel,
    };
    const fitting = userTools
      .filter((t) => userToolFits(t, kind, form.category))
      // Directory tools that fit by kind first, then the ones we can't place.
      .sort((a, b) => Number(!a.category) - Number(!b.category))
      .slice(0, MAX_USER_TOOLS_PER_STEP)
      .map((t) => t.name);
    const wanted = Math.min(
      MAX_TOOLS_PER_STEP - fitting.length,
      Math.max(1, TARGET_TOOLS_PER_STEP - fitting.length),
    );
    const suggested = suggestTools(kind, title, form.category, new Set(fitting), wanted);
    return {
      kind,
      step: {
        title,
        description: profile.describe(ctx),
        estimated_duration: formatDuration(profile.baseDays * factor),
        recommended_tools: [...fitting, ...suggested],
        deliverables: profile.deliverables(ctx),
      },
    };
  });

  // Every tool the user named appears somewhere: place the unplaced ones on the step with the
  // fewest of the user's tools, replacing a suggestion if that step is full.
  const userNames = new Set(userTools.map((t) => t.name));
  for (const tool of userTools) {
    if (steps.some((s) => s.step.recommended_tools.includes(tool.name))) continue;
    let target = steps[0];
    let fewest = Infinity;
    for (const s of steps) {
      const mine = s.step.recommended_tools.filter((n) => userNames.has(n)).length;
      if (mine < fewest && mine < MAX_TOOLS_PER_STEP) {
        fewest = mine;
        target = s;
      }
    }
    if (!target) break;
    const tools = target.step.recommended_tools;
    if (tools.length >= MAX_TOOLS_PER_STEP) {
      const lastSuggestion = tools.map((n) => userNames.has(n)).lastIndexOf(false);
      if (lastSuggestion < 0) continue;
      tools.splice(lastSuggestion, 1);
    }
    const firstSuggestion = tools.findIndex((n) => !userNames.has(n));
    tools.splice(firstSuggestion < 0 ? tools.length : firstSuggestion, 0, tool.name);
  }

  return steps.map((s) => s.step);
}
