import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '@/projectRoot';
import { discussionBounds, moderationBounds } from '@/bounds';

/**
 * Every setting of the app, parsed once from the environment: the app reads its settings from
 * here only. (Elsewhere process.env is only passed on to child processes, or set for the
 * Firebase Admin SDK, which reads FIREBASE_AUTH_EMULATOR_HOST itself.)
 * .env.example lists each variable with its default; docs/OPERATIONS.md has the table.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);

/** `https://a.example, https://b.example` → exact origins (scheme://host[:port]); anything else is refused. */
function isBareOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

const originList = z.string().transform((value, context) => {
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    if (!isBareOrigin(origin)) {
      context.addIssue({
        code: 'custom',
        message: `"${origin}" is not an origin: write scheme://host[:port], e.g. https://app.example.com (no path, no trailing slash, no wildcard)`,
      });
    }
  }
  return origins;
});

/** Express's `trust proxy`: false, true, a hop count, or addresses/subnets (comma-separated). */
const trustProxy = z.string().transform((value): boolean | number | string => {
  const trimmed = value.trim();
  if (/^(false|0|no|)$/i.test(trimmed)) return false;
  if (/^(true|yes)$/i.test(trimmed)) return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
});

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(4000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** json | pretty; unset: pretty in development at a terminal, else json. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  CLIENT_DIST: z.string().min(1).default('client/dist'),
  /** Default: on in development and test, off in production. */
  SEED_DEMO_DATA: booleanFlag.optional(),
  READ_MODEL_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  SEAT_REPAIR_AFTER_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),

  MONGODB_URI: z.string().min(1).optional(),
  /** Default: the database named in MONGODB_URI's path, else `hobbyhub`. */
  MONGODB_DB: z.string().min(1).optional(),
  FERRETDB_PORT: port.default(27018),
  FERRETDB_HANDLER: z.enum(['sqlite', 'postgresql']).default('sqlite'),
  FERRETDB_POSTGRESQL_URL: z.string().min(1).default('postgres://postgres@127.0.0.1:5432/hobbyhub'),

  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-hobbyhub'),
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  AUTH_EMULATOR_PORT: port.default(9099),
  /** Comma-separated uids of the site's admins (besides accounts with the `admin` custom claim). */
  ADMIN_UIDS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((uid) => uid.trim())
        .filter((uid) => uid !== ''),
    )
    .pipe(z.array(z.string().max(moderationBounds.targetId.max)).max(moderationBounds.adminUids.max))
    .default([]),
  AUTH_REVOCATION_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),

  GRAPHQL_INTROSPECTION: booleanFlag.default(true),
  GRAPHQL_MAX_DEPTH: positiveInt.default(15),
  GRAPHQL_MAX_ALIASES: positiveInt.default(15),
  GRAPHQL_MAX_DIRECTIVES: positiveInt.default(10),
  GRAPHQL_MAX_TOKENS: positiveInt.default(3000),
  GRAPHQL_MAX_COST: positiveInt.default(10_000),

  CORS_ORIGINS: originList.default([]),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: z.string().min(1).optional(),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_READS: positiveInt.default(600),
  RATE_LIMIT_MUTATIONS: positiveInt.default(60),
  POST_LIMIT: positiveInt.default(discussionBounds.posts.perWindow),
  POST_LIMIT_WINDOW_SECONDS: positiveInt.default(discussionBounds.posts.windowSeconds),

  LIVE_MAX_CONNECTIONS_PER_IP: positiveInt.default(20),
  LIVE_MAX_SUBSCRIPTIONS_PER_CONNECTION: positiveInt.default(100),
  LIVE_MAX_MESSAGE_BYTES: positiveInt.default(16_384),
  LIVE_ACCOUNT_RECHECK_MS: positiveInt.default(3_000),

  /** smtp://user:pass@host:587 or smtps://…; unset: the embedded catcher outside production, else no email. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('HobbyHub <no-reply@hobbyhub.invalid>'),
  MAIL_CATCHER_PORT: port.default(1025),
  MAIL_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** How long a worker's claim on a message's attempt holds before another process may try it. */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),

  /** A map tile service, e.g. https://tile.example.com/{z}/{x}/{y}.png; unset: the app's own offline base map. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+\/\S*$/, 'MAP_TILE_URL must be an http(s) URL')
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
      message: 'MAP_TILE_URL must contain {z}, {x} and {y}',
    })
    .optional(),
  /** The credit the tile service asks for (HTML, as the operator writes it), shown on the map. */
  MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  host: string;
  port: number;
  /** Where browsers reach the app; demo data's image URLs are built from it. */
  publicUrl: string;
  logLevel: Environment['LOG_LEVEL'];
  /** Unset: index.ts picks pretty for development at a terminal, JSON otherwise. */
  logFormat: Environment['LOG_FORMAT'];
  dataDir: string;
  clientDist: string;
  seedDemoData: boolean;
  /** How often to apply other app processes' writes to this one's read models; 0: never (one process only). */
  readModelSyncMs: number;
  /** After this long, a seat no membership holds counts as left by a crash and is freed. */
  seatRepairAfterMs: number;
  database:
    | { kind: 'external'; uri: string; dbName: string }
    | {
        kind: 'embedded';
        dbName: string;
        port: number;
        handler: 'sqlite' | 'postgresql';
        postgresqlUrl: string;
      };
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /**
     * `embedded`: start the Auth Emulator ourselves; `external`: an emulator at this host;
     * absent: real Firebase.
     */
    emulator: { kind: 'embedded'; port: number } | { kind: 'external'; host: string } | null;
  };
  graphql: { introspection: boolean; limits: GraphQLLimits };
  http: {
    /** Origins (besides the app's own) whose browser pages may call the API; empty: same-origin only. */
    corsOrigins: string[];
    /** Express's `trust proxy`: which X-Forwarded-For hops to believe for the client IP. */
    trustProxy: boolean | number | string;
  };
  rateLimit: RateLimitConfig;
  live: LiveLimits;
  /**
   * How long an account's standing at the identity provider (deleted, disabled, signed out
   * everywhere, e.g. by a password change made there), once looked up, stands for its tokens;
   * 0: every request asks. Signatures are checked on every request regardless; revocations this
   * app causes and sensitive operations do not wait for it (docs/SECURITY.md).
   */
  revocationCheckMs: number;
  /** Site admins by uid (ADMIN_UIDS); accounts with the `admin` custom claim are admins too. */
  adminUids: string[];
  mail: MailConfig;
  /** The map's tiles: an operator's tile service, or null for the app's own offline base map. */
  map: MapConfig;
}

export interface MapConfig {
  tileUrl: string | null;
  tileAttribution: string | null;
}

/** Outgoing email (server/src/mail/). */
export interface MailConfig {
  /**
   * `smtp`: a real server at this URL; `catcher`: the embedded development catcher on
   * 127.0.0.1:<port> (no SMTP_URL, not production); null: no email is sent (production without SMTP_URL).
   */
  transport: { kind: 'smtp'; url: string } | { kind: 'catcher'; port: number } | null;
  /** The From header of every message. */
  from: string;
  /** SMTP connections the pool opens at most (per process). */
  maxConnections: number;
  /** A claimed attempt is its worker's alone this long (then another process may try it). */
  leaseMs: number;
}

/** Bounds on the WebSocket (graphql-ws) endpoint for subscriptions (graphql/subscriptions.ts). */
export interface LiveLimits {
  /** Open sockets per client IP; more are refused with 429 before the upgrade. */
  maxConnectionsPerIp: number;
  /** Subscriptions running at once on one socket; more are answered with an error. */
  maxSubscriptionsPerConnection: number;
  /** Largest message a client may send; a larger one closes the socket (1009). */
  maxMessageBytes: number;
  /**
   * How often the accounts behind open sockets are asked of the identity provider: a deleted,
   * disabled or signed-out-everywhere account's sockets close within this (plus one lookup),
   * also when the change was made on another process or at the provider itself.
   */
  accountRecheckMs: number;
}

/** Bounds on one GraphQL operation (see graphql/limits.ts). */
export interface GraphQLLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
}

export interface RateLimitConfig {
  /** False: no limits at all (benchmarks). */
  enabled: boolean;
  windowSeconds: number;
  /** API requests per client IP per window. */
  readsPerWindow: number;
  /** Mutations per signed-in user (or per IP when anonymous) per window. */
  mutationsPerWindow: number;
  /** Counters in Redis (shared by several app processes) when set; in memory otherwise. */
  redisUrl: string | null;
  /** Posts (threads, replies, comments, announcements) per person per window; null when limits are off. */
  posts: { perWindow: number; windowSeconds: number } | null;
}

export class ConfigError extends Error {}

/** The database named in a connection string's path (`mongodb://host/mydb?…` → `mydb`), or undefined. */
export function databaseInUri(uri: string): string | undefined {
  // Not `new URL`: a replica-set seed list (`host1:27017,host2:27017`) is no valid URL authority.
  const match = /^mongodb(?:\+srv)?:\/\/[^/?#]*\/([^?#]+)/.exec(uri);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

const defaultDatabaseName = 'hobbyhub';

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`MONGODB_URI=`) means "not set", as in most tools.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const fromRoot = (p: string) => path.resolve(projectRoot, p);

  // Real Firebase needs a web API key; without one the Auth Emulator stands in.
  const emulator: Config['firebase']['emulator'] = e.FIREBASE_AUTH_EMULATOR_HOST
    ? { kind: 'external', host: e.FIREBASE_AUTH_EMULATOR_HOST }
    : e.FIREBASE_API_KEY
      ? null
      : { kind: 'embedded', port: e.AUTH_EMULATOR_PORT };

  if (e.NODE_ENV === 'production') {
    // Emulator ID tokens are unsigned: trusting them in production would let anyone in.
    if (emulator) {
      throw new ConfigError(
        'Refusing to start: NODE_ENV=production but the Firebase Auth Emulator is configured ' +
          '(FIREBASE_AUTH_EMULATOR_HOST is set or FIREBASE_API_KEY is missing). Emulator tokens are ' +
          'unsigned, so anyone could sign in as anyone. Set FIREBASE_PROJECT_ID and FIREBASE_API_KEY ' +
          'of a real Firebase project and unset FIREBASE_AUTH_EMULATOR_HOST.',
      );
    }
    if (e.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      throw new ConfigError(
        `Refusing to start: NODE_ENV=production with the demo Firebase project "${e.FIREBASE_PROJECT_ID}". ` +
          'Set FIREBASE_PROJECT_ID to your real Firebase project.',
      );
    }
  }

  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    dataDir: fromRoot(e.DATA_DIR),
    clientDist: fromRoot(e.CLIENT_DIST),
    seedDemoData: e.SEED_DEMO_DATA ?? e.NODE_ENV !== 'production',
    readModelSyncMs: e.READ_MODEL_SYNC_MS,
    seatRepairAfterMs: e.SEAT_REPAIR_AFTER_MS,
    database: e.MONGODB_URI
      ? {
          kind: 'external',
          uri: e.MONGODB_URI,
          // As the MongoDB drivers and tools read a connection string; MONGODB_DB, when set, wins.
          dbName: e.MONGODB_DB ?? databaseInUri(e.MONGODB_URI) ?? defaultDatabaseName,
        }
      : {
          kind: 'embedded',
          dbName: e.MONGODB_DB ?? defaultDatabaseName,
          port: e.FERRETDB_PORT,
          handler: e.FERRETDB_HANDLER,
          postgresqlUrl: e.FERRETDB_POSTGRESQL_URL,
        },
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulator,
    },
    graphql: {
      introspection: e.GRAPHQL_INTROSPECTION,
      limits: {
        maxDepth: e.GRAPHQL_MAX_DEPTH,
        maxAliases: e.GRAPHQL_MAX_ALIASES,
        maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
        maxTokens: e.GRAPHQL_MAX_TOKENS,
        maxCost: e.GRAPHQL_MAX_COST,
      },
    },
    http: { corsOrigins: e.CORS_ORIGINS, trustProxy: e.TRUST_PROXY },
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      readsPerWindow: e.RATE_LIMIT_READS,
      mutationsPerWindow: e.RATE_LIMIT_MUTATIONS,
      redisUrl: e.REDIS_URL ?? null,
      posts: e.RATE_LIMIT_ENABLED ? { perWindow: e.POST_LIMIT, windowSeconds: e.POST_LIMIT_WINDOW_SECONDS } : null,
    },
    live: {
      maxConnectionsPerIp: e.LIVE_MAX_CONNECTIONS_PER_IP,
      maxSubscriptionsPerConnection: e.LIVE_MAX_SUBSCRIPTIONS_PER_CONNECTION,
      maxMessageBytes: e.LIVE_MAX_MESSAGE_BYTES,
      accountRecheckMs: e.LIVE_ACCOUNT_RECHECK_MS,
    },
    revocationCheckMs: e.AUTH_REVOCATION_CHECK_MS,
    adminUids: e.ADMIN_UIDS,
    mail: {
      transport: e.SMTP_URL
        ? { kind: 'smtp', url: e.SMTP_URL }
        : e.NODE_ENV === 'production'
          ? null
          : { kind: 'catcher', port: e.MAIL_CATCHER_PORT },
      from: e.MAIL_FROM,
      maxConnections: e.MAIL_MAX_CONNECTIONS,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
    },
    map: { tileUrl: e.MAP_TILE_URL ?? null, tileAttribution: e.MAP_TILE_URL ? (e.MAP_TILE_ATTRIBUTION ?? null) : null },
  };
}
