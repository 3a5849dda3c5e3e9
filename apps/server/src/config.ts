import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCHES_PER_MINUTE } from '@atelier/contract';
import { z } from 'zod';
import { ENGINE_CHOICES, engineSettingProblems } from './engines/choose-engines';
import { workflowTemplateProblems } from './engines/self-hosted/comfyui/workflow-templates';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlString = z.url({
  protocol: /^https?$/,
  message: 'must be an http(s) URL such as http://localhost:8080',
});

/** Empty strings in .env files mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const engineName = z.enum(ENGINE_CHOICES);

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), '8080'),
  HOST: withDefault(z.string().min(1), '0.0.0.0'),
  PUBLIC_URL: withDefault(urlString, 'http://localhost:8080'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
  ),
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: withDefault(z.string().min(3), 'Atelier <no-reply@example.com>'),
  BRAND_NAME: withDefault(z.string().min(1), 'Atelier'),
  SUPPORT_EMAIL: withDefault(
    z.email({ message: 'must be an email address' }),
    'support@example.com',
  ),
  LEGAL_ENTITY: withDefault(z.string().min(1), 'Atelier'),
  /** The external assistant /copilot opens in a popup; unset, it opens the built-in one. */
  COPILOT_URL: optional(urlString),
  /** The advertising pixels (spec part 1, section 7): off unless their ids are set. */
  REDDIT_PIXEL_ID: optional(z.string().regex(/^[\w-]{1,64}$/, 'must be a pixel id')),
  SNAP_PIXEL_ID: optional(z.string().regex(/^[\w-]{1,64}$/, 'must be a pixel id')),
  RUN_WORKERS: withDefault(booleanFlag, 'true'),
  /** Generations a process runs at once: images, text and analyses; videos have their own slots. */
  GENERATION_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(64), '4'),
  VIDEO_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(16), '1'),
  TRUST_PROXY: withDefault(booleanFlag, 'false'),
  RATE_LIMIT_MAX: withDefault(z.coerce.number().int().positive(), '300'),
  /** Requests per personal API key in any 60 s window (issue 34), counted by each API process. */
  API_KEY_RATE_LIMIT: withDefault(z.coerce.number().int().positive(), '120'),
  /** All of one user's keys together, in any 60 s window (issue 48). */
  API_USER_RATE_LIMIT: withDefault(z.coerce.number().int().positive(), '300'),
  /**
   * Seconds before each retry of a webhook delivery that failed (issue 34): 5 s, 30 s, 2 min,
   * 10 min, 1 h, 6 h, 24 h, then it is given up. Tests shorten them; production keeps these.
   */
  WEBHOOK_RETRY_SECONDS: withDefault(
    z
      .string()
      .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'a comma-separated list of seconds')
      .transform((value) => value.split(',').map(Number)),
    '5,30,120,600,3600,21600,86400',
  ),
  /** Webhook deliveries one worker process sends at once. */
  WEBHOOK_CONCURRENCY: withDefault(z.coerce.number().int().positive(), '8'),
  /** A receiver that has not answered in this long has failed the attempt. */
  WEBHOOK_TIMEOUT_MS: withDefault(z.coerce.number().int().positive(), '10000'),
  /** Searches per user and minute (the spec's 60); 0 turns the limit off, as the bench does. */
  SEARCH_LIMIT_PER_MINUTE: withDefault(z.coerce.number().int().min(0), String(SEARCHES_PER_MINUTE)),
  BODY_LIMIT_BYTES: withDefault(z.coerce.number().int().positive(), '1048576'),
  SHUTDOWN_TIMEOUT_MS: withDefault(z.coerce.number().int().positive(), '10000'),
  /** Authenticated API requests recorded for the admin portal, and for how long. */
  API_LOG_ENABLED: withDefault(booleanFlag, 'true'),
  API_LOG_RETENTION_DAYS: withDefault(z.coerce.number().int().min(1).max(3650), '90'),
  /**
   * Prometheus metrics, off unless one is set: the token opens `GET /metrics` on the main port to
   * `Authorization: Bearer <token>`; the port serves them on a listener of their own (a worker
   * process too), asking for the token only when it is set as well.
   */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  /** The first admin, created on start when both are set and no admin exists yet. */
  ADMIN_EMAIL: optional(z.email({ message: 'must be an email address' })),
  ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
  WEB_DIST_DIR: optional(z.string().min(1)),
  // Sign-in with Google, Microsoft and Yahoo: a provider is on when its id and secret are set.
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_ISSUER: withDefault(urlString, 'https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: optional(z.string().min(1)),
  MICROSOFT_CLIENT_SECRET: optional(z.string().min(1)),
  MICROSOFT_ISSUER: withDefault(urlString, 'https://login.microsoftonline.com/common/v2.0'),
  YAHOO_CLIENT_ID: optional(z.string().min(1)),
  YAHOO_CLIENT_SECRET: optional(z.string().min(1)),
  YAHOO_ISSUER: withDefault(urlString, 'https://api.login.yahoo.com'),
  // Payments: a gateway is on when its keys are set; the sandbox is on outside production.
  RAZORPAY_KEY_ID: optional(z.string().min(1)),
  RAZORPAY_KEY_SECRET: optional(z.string().min(1)),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(1)),
  RAZORPAY_API_URL: withDefault(urlString, 'https://api.razorpay.com'),
  PAYPAL_CLIENT_ID: optional(z.string().min(1)),
  PAYPAL_CLIENT_SECRET: optional(z.string().min(1)),
  PAYPAL_WEBHOOK_ID: optional(z.string().min(1)),
  PAYPAL_API_URL: withDefault(urlString, 'https://api-m.paypal.com'),
  PAYMENTS_SANDBOX: optional(booleanFlag),
  /** Rates from USD, fetched at most once a day; see lib/exchange-rates.ts. */
  EXCHANGE_RATES_URL: withDefault(urlString, 'https://open.er-api.com/v6/latest/USD'),
  // Text providers (the AI SDK): each is on when its key is set; base URLs point tests at doubles.
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: withDefault(urlString, 'https://api.openai.com/v1'),
  ANTHROPIC_API_KEY: optional(z.string().min(1)),
  ANTHROPIC_BASE_URL: withDefault(urlString, 'https://api.anthropic.com/v1'),
  GOOGLE_GENERATIVE_AI_API_KEY: optional(z.string().min(1)),
  GOOGLE_BASE_URL: withDefault(urlString, 'https://generativelanguage.googleapis.com/v1beta'),
  AZURE_API_KEY: optional(z.string().min(1)),
  /** e.g. https://<resource>.openai.azure.com/openai; the Copilot entry's models are deployment names. */
  AZURE_BASE_URL: optional(urlString),
  HUGGINGFACE_API_KEY: optional(z.string().min(1)),
  HUGGINGFACE_BASE_URL: withDefault(urlString, 'https://router.huggingface.co/v1'),
  GROQ_API_KEY: optional(z.string().min(1)),
  GROQ_BASE_URL: withDefault(urlString, 'https://api.groq.com/openai/v1'),
  TOGETHER_AI_API_KEY: optional(z.string().min(1)),
  TOGETHER_BASE_URL: withDefault(urlString, 'https://api.together.xyz/v1'),
  COHERE_API_KEY: optional(z.string().min(1)),
  COHERE_BASE_URL: withDefault(urlString, 'https://api.cohere.com/v2'),
  DEEPINFRA_API_KEY: optional(z.string().min(1)),
  DEEPINFRA_BASE_URL: withDefault(urlString, 'https://api.deepinfra.com/v1/openai'),
  PERPLEXITY_API_KEY: optional(z.string().min(1)),
  PERPLEXITY_BASE_URL: withDefault(urlString, 'https://api.perplexity.ai'),
  /** A self-hosted Ollama's OpenAI-compatible endpoint, e.g. http://localhost:11434/v1. */
  OLLAMA_BASE_URL: optional(urlString),
  // Media providers: Replicate serves every paid image and video tier when its token is set.
  REPLICATE_API_TOKEN: optional(z.string().min(1)),
  REPLICATE_API_URL: withDefault(urlString, 'https://api.replicate.com/v1'),
  /** How often a running prediction is polled. */
  REPLICATE_POLL_MS: withDefault(z.coerce.number().int().min(10).max(60_000), '2000'),
  // Self-hosted AI servers (issue 36, engines/choose-engines.ts): each serves the tools it can
  // when its address is set, before Replicate and the local engines.
  /** ComfyUI, e.g. http://gpu-box:8188; its workflows are in COMFYUI_WORKFLOWS_DIR or shipped. */
  COMFYUI_URL: optional(urlString),
  /** Sent as a bearer token on every call and the socket, for a proxy in front of ComfyUI. */
  COMFYUI_TOKEN: optional(z.string().min(1)),
  /** A folder of the operator's own API-format workflows replacing the shipped ones by name. */
  COMFYUI_WORKFLOWS_DIR: optional(z.string().min(1)),
  /** What the shipped workflows' {{checkpoint}} loads: an image checkpoint and LTX-Video. */
  COMFYUI_IMAGE_CHECKPOINT: withDefault(z.string().min(1), 'sd_xl_base_1.0.safetensors'),
  COMFYUI_VIDEO_CHECKPOINT: withDefault(z.string().min(1), 'ltx-video-2b-v0.9.5.safetensors'),
  /** AUTOMATIC1111 or Forge started with --api, e.g. http://gpu-box:7860. */
  A1111_URL: optional(urlString),
  /** The checkpoint each image tier runs (a title from /sdapi/v1/sd-models); unset, the loaded one. */
  A1111_MODEL_FREE: optional(z.string().min(1)),
  A1111_MODEL_ULTRA: optional(z.string().min(1)),
  A1111_MODEL_ULTRA_PRO: optional(z.string().min(1)),
  /** An OpenAI-compatible image server (LocalAI, vLLM-Omni ...), e.g. http://gpu-box:8080/v1. */
  IMAGES_BASE_URL: optional(urlString),
  IMAGES_API_KEY: optional(z.string().min(1)),
  /** The model each image tier asks for; reimagine's edits use the ultra tier's. */
  IMAGES_MODEL_FREE: withDefault(z.string().min(1), 'stablediffusion'),
  IMAGES_MODEL_ULTRA: withDefault(z.string().min(1), 'stablediffusion'),
  IMAGES_MODEL_ULTRA_PRO: withDefault(z.string().min(1), 'stablediffusion'),
  /** An OpenAI-compatible speech server (Kokoro-FastAPI, LocalAI ...), e.g. http://gpu-box:8880/v1. */
  SPEECH_BASE_URL: optional(urlString),
  SPEECH_API_KEY: optional(z.string().min(1)),
  /** The model it is asked for (Kokoro-FastAPI: kokoro). */
  SPEECH_MODEL: withDefault(z.string().min(1), 'tts-1'),
  /** The server's voice that speaks the catalogue's voices; its own voices are listed besides. */
  SPEECH_VOICE: withDefault(z.string().min(1), 'alloy'),
  /**
   * Which engine serves a tool, where the default (a configured self-hosted server, else
   * Replicate, else local) is not wanted: comfyui, a1111, images, speech, replicate or local,
   * of those that can serve the tool (choose-engines.ts).
   */
  ENGINE_IMAGE_FREE: optional(engineName),
  ENGINE_IMAGE_ULTRA: optional(engineName),
  ENGINE_IMAGE_ULTRA_PRO: optional(engineName),
  ENGINE_REIMAGINE_IMAGE: optional(engineName),
  ENGINE_VIDEO: optional(engineName),
  ENGINE_VOICE: optional(engineName),
  // Storage: local files under DATA_DIR/media unless an S3-compatible bucket is configured.
  S3_ENDPOINT: optional(urlString),
  S3_BUCKET: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_REGION: withDefault(z.string().min(1), 'us-east-1'),
  S3_FORCE_PATH_STYLE: withDefault(booleanFlag, 'true'),
  /** Translations an anonymous visitor may ask for per IP and hour. */
  TRANSLATE_ANONYMOUS_PER_HOUR: withDefault(z.coerce.number().int().positive(), '30'),
  // A user's own media for the tools (lib/media-inputs): the largest file of each kind, in bytes.
  MEDIA_MAX_IMAGE_BYTES: withDefault(z.coerce.number().int().positive(), String(20 * 1024 * 1024)),
  MEDIA_MAX_VIDEO_BYTES: withDefault(z.coerce.number().int().positive(), String(100 * 1024 * 1024)),
  MEDIA_MAX_AUDIO_BYTES: withDefault(z.coerce.number().int().positive(), String(20 * 1024 * 1024)),
  /** `host` or `host:port` entries a user-given URL may reach although they are internal. */
  MEDIA_FETCH_ALLOW: withDefault(
    z.string().transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
    '',
  ),
  // Scheduled backups (npm run backup does one by hand): off unless BACKUP_DIR is set.
  BACKUP_DIR: optional(z.string().min(1)),
  /** At most a year (8,760 hours). */
  BACKUP_EVERY_HOURS: withDefault(z.coerce.number().positive().max(8760), '24'),
  BACKUP_KEEP: withDefault(z.coerce.number().int().min(1), '7'),
});

/** EnvSchema plus the rules that tie variables together. */
const CheckedEnvSchema = EnvSchema.superRefine(
  (env, context) => {
    // The metrics listener would find the port taken by the API's.
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT',
      });
    }
    // An engine chosen for a tool must be one this server can reach.
    for (const problem of engineSettingProblems(env)) {
      context.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
    // A workflow template without a placeholder its tool needs would fail every job.
    if (env.COMFYUI_URL) {
      for (const message of workflowTemplateProblems(env.COMFYUI_WORKFLOWS_DIR)) {
        context.addIssue({ code: 'custom', path: ['COMFYUI_WORKFLOWS_DIR'], message });
      }
    }
    // A bucket without its keys would fail at the first upload; refuse it at start-up instead.
    if (!env.S3_BUCKET) return;
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'required when S3_BUCKET is set',
        });
      }
    }
  },
  // Checked even when other variables are bad, so every problem is reported at once.
  { when: () => true },
);

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** JWT_SECRET, or the one generated on first start and kept in DATA_DIR. */
  jwtSecret: string;
  isProduction: boolean;
  /** PAYMENTS_SANDBOX, or on unless NODE_ENV is production. */
  paymentsSandbox: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = CheckedEnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Reads `.env` from the working directory when present; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed,
    dataDir,
    jwtSecret: parsed.JWT_SECRET ?? readOrCreateSecret(path.join(dataDir, 'jwt-secret')),
    isProduction: parsed.NODE_ENV === 'production',
    paymentsSandbox: parsed.PAYMENTS_SANDBOX ?? parsed.NODE_ENV !== 'production',
  };
}

/**
 * A secret generated once and kept in a file only the owner can read. It is written whole to a
 * file of this process's own, then linked into place: a link either creates the name with all its
 * bytes or fails because another process's is there. Creating the file and then writing it let a
 * second process starting at the same moment read it empty (4 of 30 rounds of eight processes).
 */
export function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  const own = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(own, secret, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(own, file);
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another process starting at the same moment linked its secret first: use theirs.
    if (code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    // A file system without hard links: created, then written, as the best it allows.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    }
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
}
