import type {
  ApiKey,
  AudioVoicesResponse,
  CurrentUser,
  GenerationsResponse,
  HelpArticleResponse,
  Job,
  PromptTemplate,
  TeamActivityResponse,
  TeamInvite,
  TeamMember,
  Webhook,
  WebhookDelivery,
} from '@atelier/contract';
import { PLAN_IDS, TEXT_PROVIDERS } from '@atelier/contract';
import { DEFAULT_SITE } from '../app/site';
import { makeSecurityOverview, makeSession, makeSessions } from './account-fixtures';
import { billingApi, makeHistory, makeHistoryEntry, makePlan, makeUsage } from './billing-fixtures';
import { creationApi, makeJob, makeOptimizeAnswer } from './creation-fixtures';
import { makeUser } from './fixtures';
import type { MockRoutes } from './mock-api';
import { makeTeam } from './workspace-fixtures';

/**
 * One signed-in user's whole app answered, for a test that walks every page (no-english.test):
 * each list has something in it, in the shapes and words the server uses.
 */

export const TEAM_ID = '00000000-0000-4000-8000-0000000000d1';
export const GRACE_ID = '00000000-0000-4000-8000-0000000000e2';
export const WEBHOOK_ID = '00000000-0000-4000-8000-0000000000b1';
export const HELP_SLUG = 'daily-limits-and-reset';
export const SHARE_TOKEN = 'share-token-1';
export const SANDBOX_ORDER = 'order_sandbox_1';

export function walkingUser(language: CurrentUser['preferences']['language']): CurrentUser {
  const user = makeUser({ subscription_plan: 'growth' });
  return { ...user, preferences: { ...user.preferences, language } };
}

const ME = makeUser();
const team = makeTeam({ id: TEAM_ID, role: 'owner', members: 3 });

const members: TeamMember[] = [
  {
    user_id: ME.id,
    full_name: ME.full_name,
    email: ME.email,
    role: 'owner',
    daily_cap: null,
    monthly_cap: null,
    joined_at: '2025-03-01T10:00:00.000Z',
  },
  {
    user_id: GRACE_ID,
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'admin',
    daily_cap: 25,
    monthly_cap: 500,
    joined_at: '2025-03-02T10:00:00.000Z',
  },
];

const invites: TeamInvite[] = [
  {
    id: '00000000-0000-4000-8000-0000000000f1',
    email: 'alan@example.com',
    role: 'member',
    status: 'pending',
    expires_at: '2099-03-09T10:00:00.000Z',
    created_at: '2025-03-02T10:00:00.000Z',
  },
];

const activity: TeamActivityResponse = {
  entries: [
    {
      id: 2,
      actor: { user_id: ME.id, full_name: ME.full_name },
      action: 'wallet.transferred',
      subject: null,
      details: { amount: 2.5 },
      created_at: '2025-03-04T10:00:00.000Z',
    },
    {
      id: 1,
      actor: { user_id: ME.id, full_name: ME.full_name },
      action: 'invite.sent',
      subject: null,
      details: { email: 'alan@example.com', role: 'member' },
      created_at: '2025-03-03T10:00:00.000Z',
    },
  ],
};

const key: ApiKey = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Production server',
  prefix: 'atl_Ab12',
  created_at: '2025-03-01T10:00:00.000Z',
  expires_at: null,
  last_used_at: '2025-03-02T10:00:00.000Z',
  requests_today: 7,
};

const webhook: Webhook = {
  id: WEBHOOK_ID,
  url: 'https://hooks.example.com/atelier',
  events: ['generation.succeeded'],
  credits_low_threshold: 1,
  enabled: true,
  disabled_reason: null,
  created_at: '2025-03-01T10:00:00.000Z',
};

function delivery(index: number, overrides: Partial<WebhookDelivery>): WebhookDelivery {
  return {
    id: `00000000-0000-4000-8000-0000000000c${index}`,
    event: 'generation.succeeded',
    status: 'failed',
    attempts: 1,
    last_status_code: null,
    last_error: null,
    next_attempt_at: null,
    delivered_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** One delivery for each way the server says a delivery failed (deliver-webhook.ts). */
export const DELIVERIES: WebhookDelivery[] = [
  delivery(1, { status: 'delivered', last_status_code: 200, delivered_at: '2025-03-01T10:00:01Z' }),
  delivery(2, { last_status_code: 500, last_error: 'The endpoint answered 500.' }),
  delivery(3, { last_error: 'Could not connect to the endpoint.' }),
  delivery(4, { last_error: 'No answer within 10 s.' }),
  delivery(5, { last_error: 'The endpoint closed the connection without answering.' }),
  delivery(6, { last_error: 'The secure connection to the endpoint failed.' }),
  delivery(7, { last_error: 'URL not allowed' }),
];

const voices: AudioVoicesResponse = {
  default_voice: 'Wise_Woman',
  voices: [],
  languages: [
    {
      language: 'English',
      voices: [
        {
          id: 'Wise_Woman',
          name: 'Wise Woman',
          language: 'English',
          gender: 'female',
          engine: 'local',
        },
      ],
    },
  ],
  options: {
    emotions: ['auto', 'neutral', 'happy'],
    sample_rates: [24000, 44100],
    bitrates: [128000],
    channels: ['mono', 'stereo'],
    language_boosts: ['None', 'Automatic', 'English'],
    model_versions: ['stereo-melody-large', 'melody'],
    formats: ['mp3', 'wav'],
  },
};

const templates: PromptTemplate[] = [
  {
    id: 'blog-post',
    title: 'Blog Post',
    description: 'A blog post on a topic.',
    category: 'Marketing',
    variables: ['topic', 'audience'],
    template: 'Write a blog post about [topic] for [audience].',
  },
];

const generations: Job[] = [
  makeJob(),
  makeJob({
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'video',
    tool: 'video',
    tier: 'ultra_pro',
    status: 'failed',
    progress: 20,
    prompt: 'A paper boat on a rainy street',
    input: { model_type: 'ultra_pro', duration: 6, resolution: '768P', fps: 24, seed: 7 },
    engine: null,
    model: null,
    outputs: [],
    error: 'The generation failed. No credits were charged.',
    error_status: 503,
  }),
  makeJob({
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'analysis',
    tool: 'analysis',
    tier: null,
    input: { output_type: 'image' },
    cost: 0.005,
    engine: 'local',
    model: 'local-analysis',
    outputs: [],
    result: makeOptimizeAnswer(),
  }),
];

const generationsPage: GenerationsResponse = {
  generations,
  page: 1,
  total_pages: 1,
  total: generations.length,
  has_next: false,
  has_prev: false,
};

const article: HelpArticleResponse = {
  slug: HELP_SLUG,
  language: 'es',
  title: 'Límites diarios y cuándo se reinician',
  summary: 'Qué acciones cuentan para los límites diarios de tu plan.',
  category: 'Planes y límites',
  tags: ['límites diarios'],
  body: '## Cuándo se reinician los contadores\n\nCada contador vuelve a empezar a **medianoche UTC**.',
};

const workflow = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lanzamiento',
  description: 'Llevar la app al mercado.',
  category: 'marketing',
  status: 'active',
  difficulty: 'intermediate',
  estimated_timeline: '6 semanas',
  timeline_preference: 'standard',
  progress: 25,
  kra: 'Alcance',
  kpi: '1000 altas',
  target_audience: 'Equipos pequeños',
  ai_tools: ['ChatGPT'],
  tags: ['marketing'],
  template_id: null,
  team_id: null,
  created_at: '2025-05-01T09:00:00.000Z',
  updated_at: '2025-05-01T09:00:00.000Z',
  steps: [1, 2].map((number) => ({
    id: `00000000-0000-4000-8000-0000000001${number}0`,
    step_number: number,
    title: `Paso ${number}`,
    description: `Qué pasa en el paso ${number}.`,
    estimated_duration: `${number} días`,
    recommended_tools: ['ChatGPT'],
    deliverables: [`Entregable ${number}`],
    status: number === 1 ? 'completed' : 'pending',
  })),
};

/** A wallet's entries as the server describes them (fulfil-order.ts, tools/image.ts). */
const history = [
  makeHistoryEntry({ description: 'Purchased 10 credits (paypal)' }),
  makeHistoryEntry({
    id: 'entry-2',
    type: 'image_generation',
    description: 'Image generation (ultra, HD)',
    amount: -0.0325,
    balance_after: 22.3175,
  }),
];

/** Every call the signed-in pages make on opening, answered with something to show. */
export function signedInApi(routes: MockRoutes = {}): MockRoutes {
  const teamBase = `/api/teams/${TEAM_ID}`;
  const { id: _id, template_id: _template, steps, ...shared } = workflow;
  return {
    ...billingApi(),
    ...creationApi(),
    'GET /api/site': { body: DEFAULT_SITE },
    'POST /api/init-data': {
      body: {
        user: walkingUser('es'),
        credits: 12.3456,
        plan: makePlan('growth'),
        usage: makeUsage('growth'),
      },
    },
    'GET /api/subscription/usage': { body: makeUsage('growth') },
    'GET /api/subscription/plans': { body: { plans: PLAN_IDS.map(makePlan) } },
    'GET /api/subscription/check-limit/ai_prompts': {
      body: { can_use: true, limit_info: { limit: 50, current_usage: 3, percentage_used: 6 } },
    },
    'GET /api/credits/history': { body: makeHistory(history) },
    'GET /api/chat/providers': {
      body: {
        providers: TEXT_PROVIDERS.map((provider) => ({
          ...provider,
          models: [...provider.models],
          enabled: true,
        })),
        default_provider: 'openai',
        default_model: 'gpt-4o',
        translation_available: true,
      },
    },
    'GET /api/prompt-templates': { body: templates },
    'GET /api/audio/voices': { body: voices },
    'GET /api/generations': { body: generationsPage },
    'GET /api/auth/sessions': {
      body: makeSessions([
        makeSession(),
        makeSession({
          session_id: '00000000-0000-4000-8000-000000000002',
          device_info: 'Safari on iPhone',
          is_current: false,
        }),
      ]),
    },
    'GET /api/auth/security': {
      // The server's checks (account/security-overview.ts), each shown by its id.
      body: makeSecurityOverview({
        score: 30,
        checks: [
          { id: 'email_verified', label: 'Email address verified', ok: true, points: 30 },
          { id: 'two_factor', label: 'Two-factor authentication on', ok: false, points: 40 },
          {
            id: 'recent_password',
            label: 'Password changed in the last 180 days',
            ok: false,
            points: 30,
          },
        ],
      }),
    },
    'GET /api/developer/keys': { body: { keys: [key] } },
    'GET /api/developer/webhooks': { body: { webhooks: [webhook] } },
    [`GET /api/developer/webhooks/${WEBHOOK_ID}/deliveries`]: { body: { deliveries: DELIVERIES } },
    'GET /api/teams': { body: { teams: [team] } },
    [`GET ${teamBase}/members`]: { body: { members } },
    [`GET ${teamBase}/invites`]: { body: { invites } },
    [`GET ${teamBase}/activity`]: { body: activity },
    [`GET ${teamBase}/spending`]: {
      body: {
        month: '2025-03',
        total: 2.5,
        members: [
          {
            user_id: GRACE_ID,
            full_name: 'Grace Hopper',
            member: true,
            spent_today: 2.5,
            spent_month: 7.25,
            daily_cap: 25,
            monthly_cap: 500,
          },
        ],
      },
    },
    [`GET ${teamBase}/ledger`]: {
      body: {
        ...makeHistory(
          history.map((entry) => ({
            ...entry,
            member: { user_id: ME.id, full_name: ME.full_name },
          })),
        ),
        credits: team.credits,
      },
    },
    'GET /api/ai-tools': {
      body: {
        tools: [
          {
            name: 'DeepL',
            description: 'Traducción que mantiene el tono.',
            category: 'translation',
            url: 'https://www.deepl.com',
          },
        ],
      },
    },
    'GET /api/workflows': { body: [workflow] },
    'GET /api/workflows/templates': { body: [] },
    [`GET /api/shared/workflows/${SHARE_TOKEN}`]: {
      body: {
        workflow: { ...shared, steps: steps.map(({ id: _step, ...step }) => step) },
        expires_at: '2099-06-30T12:00:00.000Z',
      },
    },
    'GET /api/help': {
      body: { articles: [(({ body: _body, ...summary }) => summary)(article)] },
    },
    [`GET /api/help/${HELP_SLUG}`]: { body: article },
    [`GET /api/payments/sandbox/orders/${SANDBOX_ORDER}`]: {
      body: {
        order_id: SANDBOX_ORDER,
        kind: 'credits',
        description: '10 credits',
        amount: 10,
        currency: 'USD',
        status: 'created',
        team_id: null,
      },
    },
    ...routes,
  };
}

export { makeJob };
