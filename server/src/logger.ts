import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { packageOnDemand } from '@/packagesOnDemand';

/** Structured logs through pino: JSON lines on stderr, or readable and coloured for a terminal. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFormat = 'json' | 'pretty';
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  /** The pino logger underneath, for the access log (http/accessLog.ts). */
  readonly pino: PinoLogger;
}

/** Whatever a log line might carry that must never be written: credentials and tokens. */
export const redactedPaths = [
  'authorization',
  'token',
  'idToken',
  'password',
  '*.authorization',
  '*.token',
  '*.idToken',
  '*.password',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
];

function serialize(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

/**
 * `destination`: where lines go (default stderr); tests pass a stream of their own. `pretty` is
 * for people at a terminal (the default for development there, see config.ts); production and
 * anything read by machines gets JSON.
 */
export function createLogger(level: LogLevel, format: LogFormat = 'json', destination?: DestinationStream): Logger {
  const output =
    format === 'pretty'
      ? packageOnDemand<typeof PinoPretty>('pino-pretty')({
          colorize: true,
          singleLine: true,
          destination: destination ?? 2,
          translateTime: 'HH:MM:ss.l',
          ignore: 'pid,hostname',
        })
      : (destination ?? pino.destination({ fd: 2, sync: true }));
  const base = pino(
    {
      level,
      messageKey: 'message',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: '[redacted]' },
    },
    output,
  );
  const write =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Fields = {}) => {
      if (!base.isLevelEnabled(at)) return;
      base[at](Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, serialize(value)])), message);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), pino: base };
}
