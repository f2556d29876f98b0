/** A small structured logger: one JSON line per event on stderr, filtered by level. */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

function serialize(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export function createLogger(level: LogLevel): Logger {
  const write =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Fields = {}) => {
      if (levels[at] < levels[level]) return;
      const entry: Fields = { time: new Date().toISOString(), level: at, message };
      for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
      process.stderr.write(`${JSON.stringify(entry)}\n`);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
