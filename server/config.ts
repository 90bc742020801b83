import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { FRAME_MODES, type FrameMode } from '@shared/api/app-config';

const zBool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Every environment variable the server reads, parsed once (README lists them). */
const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  // Empty counts as unset (`PUBLIC_URL=` in an env file).
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  PRODUCT_NAME: z.string().min(1).default('Rapport'),
  /** White-label (README): the company's logo replacing the product's, with a powered-by mark. */
  COMPANY_LOGO_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  COMPANY_NAME: z.string().optional(),
  SHOW_POWERED_BY: zBool.default(true),
  /** Where feedback is e-mailed. */
  SUPPORT_EMAIL: z.string().email().default('support@rapport.localhost'),
  /** Embedded-frame drawers: `faq=https://…,supportRoom=https://…` (modes in shared/api/app-config.ts). */
  FRAME_URLS: z.string().default(''),
  /** E-mail domains of the staff who see a relationship's Source (First/Last) links (comma list; none by default). */
  SOURCE_LINK_DOMAINS: z.string().default(''),
  /** More hosts a stored drawer URL may open in the custom drawer (comma list). */
  FRAME_HOSTS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET: z.string().min(32).optional(),
  SEED_DEMO: zBool.default(true),
  TRUST_PROXY: zBool.default(false),
  /** "pg" makes PostgreSQL LISTEN/NOTIFY the fan-out when there is no REDIS_URL. */
  REALTIME_FANOUT: z.enum(['auto', 'memory', 'redis', 'pg']).default('auto'),
  SMTP_URL: z.string().optional(),
  /** Unset: the product's name (PRODUCT_NAME) at no-reply@rapport.localhost. */
  MAIL_FROM: z.string().optional(),
  /** Web push keys (base64url); unset, a pair is generated on first start and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: zBool.default(true),
  SIGNIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** A session unused this long ends (each use pushes it back, at most every tenth of it). */
  SESSION_IDLE_TIMEOUT_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  /** A session ends this long after sign-in, however much it is used. */
  SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 90),
  /** Memory for timelines' first pages (features/posts/first-page-cache.ts); 0 turns the cache off. */
  TIMELINE_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  QUEUE_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  /** Background jobs: "database" (the embedded default) or "bullmq" on Redis (QUEUE_URL, else REDIS_URL). */
  QUEUE_ENGINE: z.enum(['database', 'bullmq']).optional(),
  /**
   * Request transactions arriving together commit in groups (db/group-commit.ts on SQLite,
   * db/group-commit-postgres.ts on PostgreSQL), on by default; "0" commits each alone.
   */
  DB_GROUP_COMMIT: z.enum(['0', '1']).optional(),
  QUEUE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'expected redis://…')
      .optional(),
  ),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('rapport'),
  INVITATION_TTL_DAYS: z.coerce.number().positive().max(3650).default(30),
  INVITE_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(60),
  CSV_INVITES_PER_BATCH: z.coerce.number().int().min(1).max(10_000).default(50),
  CSV_BATCH_INTERVAL_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  /** Test/dev only: comma list of host:port the link preview may fetch although private. */
  LINK_PREVIEW_ALLOW_HOSTS: z.string().default(''),
  /** Tests and development only: `host:port` push endpoints that may be private (a local push service). */
  PUSH_ALLOW_HOSTS: z.string().default(''),
  LINK_PREVIEW_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** clamd for virus scans of uploads: `tcp://host:3310` or `unix:///run/clamav/clamd.ctl`. */
  CLAMD_URL: z
    .string()
    .regex(/^(tcp:\/\/[^/:]+:\d+|unix:\/\/\/.+)$/, 'expected tcp://host:port or unix:///path')
    .optional(),
  /** External converters; when unset each is looked up on PATH at run time. */
  SOFFICE_PATH: z.string().optional(),
  FFMPEG_PATH: z.string().optional(),
  PDFTOPPM_PATH: z.string().optional(),
  PDFINFO_PATH: z.string().optional(),
  /** A PKCS#12 file sealing signed documents; unset, a self-signed one is made under DATA_DIR. */
  ESIGN_P12_PATH: z.string().optional(),
  ESIGN_P12_PASSPHRASE: z.string().default(''),
  /** The assistant's engine (features/knowledge): an OpenAI-compatible endpoint, or a local GGUF model. */
  ASSISTANT_LLM_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  ASSISTANT_LLM_MODEL: z.string().default('llama3.1'),
  ASSISTANT_LLM_API_KEY: z.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  ASSISTANT_LLM_GGUF: z.string().optional(),
  /** The assistant answers for a user who has had no client open this long (ms). */
  ASSISTANT_AWAY_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  /** A chat message still unread this long is e-mailed (per-event e-mail users only). */
  CHAT_MAIL_DELAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Stripe for AI Pro: all three set switches billing from self-hosted to Stripe. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  /** STUN/TURN servers for meetings, as RTCPeerConnection takes them: a JSON list of {urls, username?, credential?}. */
  RTC_ICE_SERVERS: z.string().optional(),
  /** coturn's static-auth-secret: each meeting page gets TURN credentials for RTC_TURN_URLS that expire. */
  RTC_TURN_SECRET: z.string().min(16).optional(),
  RTC_TURN_URLS: z.string().default(''),
  RTC_TURN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(86_400),
});

export type Env = z.infer<typeof zEnv>;

/** Every variable name the server reads (the deployment test checks compose.yaml against it). */
export const CONFIG_VARIABLES = Object.keys(zEnv.shape) as (keyof Env)[];

export type Config = ReturnType<typeof buildConfig>;

function buildConfig(env: Env) {
  const dataDir = resolve(env.DATA_DIR);
  const isPostgres = !!env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL);
  return {
    env: env.NODE_ENV,
    isDev: env.NODE_ENV !== 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    hasPublicUrl: env.PUBLIC_URL !== undefined,
    /** Origins our pages are opened from: PUBLIC_URL's, or without it the port on this machine. */
    appOrigins: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : localOrigins(env.HOST, env.PORT),
    database: isPostgres
      ? ({ dialect: 'postgres', url: env.DATABASE_URL as string, groupCommit: env.DB_GROUP_COMMIT !== '0' } as const)
      : ({
          dialect: 'sqlite',
          file: join(dataDir, 'rapport.sqlite'),
          groupCommit: env.DB_GROUP_COMMIT !== '0',
        } as const),
    redisUrl: env.REDIS_URL,
    fanout: env.REALTIME_FANOUT,
    productName: env.PRODUCT_NAME,
    brand: {
      companyLogoUrl: env.COMPANY_LOGO_URL ?? null,
      companyName: env.COMPANY_NAME?.trim() || null,
      showPoweredBy: env.SHOW_POWERED_BY,
    },
    supportEmail: env.SUPPORT_EMAIL,
    frames: parseFrameUrls(env.FRAME_URLS),
    frameHosts: commaList(env.FRAME_HOSTS),
    sourceLinkDomains: commaList(env.SOURCE_LINK_DOMAINS.toLowerCase()),
    logLevel: env.LOG_LEVEL,
    secret: env.SECRET ?? loadOrCreateSecret(dataDir),
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${env.PRODUCT_NAME.replace(/["\\\r\n]/g, '')}" <no-reply@rapport.localhost>`,
    },
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    signIn: {
      maxPerIp: env.SIGNIN_MAX_PER_IP,
      maxFailuresPerAccount: env.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
      windowMs: env.SIGNIN_WINDOW_MINUTES * 60_000,
    },
    session: {
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_HOURS * 3_600_000,
      absoluteTimeoutMs: Math.max(env.SESSION_ABSOLUTE_TIMEOUT_HOURS, env.SESSION_IDLE_TIMEOUT_HOURS) * 3_600_000,
    },
    queueConcurrency: env.QUEUE_CONCURRENCY,
    timelineCacheBytes: env.TIMELINE_CACHE_BYTES,
    queue: queueEngine(env),
    invitations: { ttlMs: env.INVITATION_TTL_DAYS * 86_400_000, requestsPerHour: env.INVITE_REQUESTS_PER_HOUR },
    contactImport: {
      invitesPerBatch: env.CSV_INVITES_PER_BATCH,
      batchIntervalMs: env.CSV_BATCH_INTERVAL_SECONDS * 1000,
    },
    pushEndpoints: {
      allowHosts: env.PUSH_ALLOW_HOSTS.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    },
    linkPreview: {
      allowHosts: env.LINK_PREVIEW_ALLOW_HOSTS.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
      timeoutMs: env.LINK_PREVIEW_TIMEOUT_MS,
    },
    media: {
      clamdUrl: env.CLAMD_URL,
      tools: {
        soffice: env.SOFFICE_PATH,
        ffmpeg: env.FFMPEG_PATH,
        pdftoppm: env.PDFTOPPM_PATH,
        pdfinfo: env.PDFINFO_PATH,
      },
    },
    esign: {
      dataDir,
      p12Path: env.ESIGN_P12_PATH,
      p12Passphrase: env.ESIGN_P12_PASSPHRASE,
    },
    meetings: {
      iceServers: parseIceServers(env.RTC_ICE_SERVERS),
      turn: env.RTC_TURN_SECRET
        ? {
            secret: env.RTC_TURN_SECRET,
            urls: env.RTC_TURN_URLS.split(',')
              .map((u) => u.trim())
              .filter((u) => /^turns?:/.test(u)),
            ttlSeconds: env.RTC_TURN_TTL_SECONDS,
          }
        : undefined,
    },
    assistantLlm: {
      baseUrl: env.ASSISTANT_LLM_BASE_URL,
      model: env.ASSISTANT_LLM_MODEL,
      apiKey: env.ASSISTANT_LLM_API_KEY || undefined,
      timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
      ggufPath: env.ASSISTANT_LLM_GGUF || undefined,
    },
    chatMail: { delayMs: env.CHAT_MAIL_DELAY_MINUTES * 60_000 },
    assistant: {
      awayAfterMs: env.ASSISTANT_AWAY_AFTER_MS,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceId: env.STRIPE_PRICE_ID }
          : undefined,
    },
    social: {
      google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      linkedin: pair(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET),
      microsoft: pair(env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET),
    },
  };
}

/** Unspecified listen addresses: the server answers on every interface. */
const ANY_HOST = new Set(['0.0.0.0', '::', '']);

/**
 * Both loopback spellings of the port (a newcomer opens either), and the listen address
 * itself when it names one interface (a LAN address or `::1`).
 */
function localOrigins(host: string, port: number): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (!ANY_HOST.has(host)) origins.push(`http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  return [...new Set(origins)];
}

const zIceServers = z.array(
  z
    .object({
      urls: z.union([
        z.string().regex(/^(stun|stuns|turn|turns):/),
        z.array(z.string().regex(/^(stun|stuns|turn|turns):/)).min(1),
      ]),
      username: z.string().optional(),
      credential: z.string().optional(),
    })
    .strict(),
);

/** RTC_ICE_SERVERS: a JSON list of RTCIceServer; unset, none (host candidates: same network only). */
function parseIceServers(raw: string | undefined): z.infer<typeof zIceServers> {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('Invalid configuration:\n  RTC_ICE_SERVERS: not JSON');
  }
  const parsed = zIceServers.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  RTC_ICE_SERVERS.${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

function commaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `mode=url` pairs; an unknown mode or a URL that is not http(s) stops the start with a clear line. */
function parseFrameUrls(value: string): Partial<Record<FrameMode, string>> {
  const frames: Partial<Record<FrameMode, string>> = {};
  for (const entry of commaList(value)) {
    const at = entry.indexOf('=');
    const mode = entry.slice(0, at).trim();
    const url = entry.slice(at + 1).trim();
    if (at < 1 || !(FRAME_MODES as readonly string[]).includes(mode))
      throw new Error(
        `Invalid configuration:\n  FRAME_URLS: unknown drawer "${entry}" (one of ${FRAME_MODES.join(', ')})`,
      );
    if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url))
      throw new Error(`Invalid configuration:\n  FRAME_URLS: ${mode} is not an http(s) URL`);
    frames[mode as FrameMode] = url;
  }
  return frames;
}

function pair(clientId?: string, clientSecret?: string) {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/** A secret kept beside the data, so sessions and signed URLs survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, '.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const parsed = zEnv.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return buildConfig(parsed.data);
}

/** BullMQ when QUEUE_URL is set or QUEUE_ENGINE=bullmq names REDIS_URL; else the database queue. */
function queueEngine(env: Env) {
  const engine = env.QUEUE_ENGINE ?? (env.QUEUE_URL ? 'bullmq' : 'database');
  if (engine === 'database') return { engine } as const;
  const url = env.QUEUE_URL ?? env.REDIS_URL;
  if (!url) throw new Error('Invalid configuration:\n  QUEUE_ENGINE: bullmq needs QUEUE_URL or REDIS_URL (redis://…)');
  return { engine, url, prefix: env.QUEUE_PREFIX } as const;
}
