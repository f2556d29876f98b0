import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from '@/projectRoot';

/**
 * Every setting, parsed once from the environment. Nothing else reads process.env.
 * .env.example lists each variable with its default; the README has the table.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(4000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  CLIENT_DIST: z.string().min(1).default('client/dist'),
  SEED_DEMO_DATA: booleanFlag.default(true),

  MONGODB_URI: z.string().min(1).optional(),
  MONGODB_DB: z.string().min(1).default('hobbyhub'),
  FERRETDB_PORT: port.default(27018),
  FERRETDB_HANDLER: z.enum(['sqlite', 'postgresql']).default('sqlite'),
  FERRETDB_POSTGRESQL_URL: z.string().min(1).default('postgres://postgres@127.0.0.1:5432/hobbyhub'),

  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-hobbyhub'),
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  AUTH_EMULATOR_PORT: port.default(9099),

  GRAPHQL_INTROSPECTION: booleanFlag.default(true),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  host: string;
  port: number;
  /** Where browsers reach the app; demo data's image URLs are built from it. */
  publicUrl: string;
  logLevel: Environment['LOG_LEVEL'];
  dataDir: string;
  clientDist: string;
  seedDemoData: boolean;
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
  graphql: { introspection: boolean };
}

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
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
    dataDir: fromRoot(e.DATA_DIR),
    clientDist: fromRoot(e.CLIENT_DIST),
    seedDemoData: e.SEED_DEMO_DATA,
    database: e.MONGODB_URI
      ? { kind: 'external', uri: e.MONGODB_URI, dbName: e.MONGODB_DB }
      : {
          kind: 'embedded',
          dbName: e.MONGODB_DB,
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
    graphql: { introspection: e.GRAPHQL_INTROSPECTION },
  };
}
