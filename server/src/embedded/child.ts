import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from '@/logger';

/** A service process the app started and must stop. */
export interface RunningChild {
  readonly name: string;
  readonly pid: number | undefined;
  /** Resolves with the exit code (null when killed by a signal) once the process exits. */
  readonly exited: Promise<number | null>;
  /** The last few thousand characters it wrote (stdout and stderr), e.g. to say why it failed. */
  output(): string;
  stop(): Promise<void>;
}

interface ChildOptions {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Resolves true once the service answers; polled until `timeoutMs`. */
  isReady: () => Promise<boolean>;
  timeoutMs: number;
  logger: Logger;
}

const running = new Set<ChildProcess>();

// Last resort against orphans: whatever way this process exits, its children go with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startChild(options: ChildOptions): Promise<RunningChild> {
  const { name, logger } = options;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      running.delete(child);
      logger.debug(`${name} exited`, { code, signal });
      resolve(code);
    }),
  );
  child.once('error', (error) => logger.error(`${name} failed to start`, { error }));

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), 8000);
    });
    const stopped = await Promise.race([exit.then(() => true), timeout]);
    clearTimeout(timer);
    if (!stopped) {
      logger.warn(`${name} did not stop within 8 s; killing it`);
      child.kill('SIGKILL');
      await exit;
    }
  };

  const deadline = Date.now() + options.timeoutMs;
  while (!exited && Date.now() < deadline) {
    if (await options.isReady().catch(() => false)) {
      logger.info(`${name} is ready`, { pid: child.pid });
      return { name, pid: child.pid, exited: exit, output: () => output, stop };
    }
    await sleep(150);
  }
  await stop();
  throw new Error(
    `${name} did not become ready within ${options.timeoutMs / 1000} s` +
      (exited ? ' (it exited)' : '') +
      `. Its last output:\n${output.trim() || '(none)'}`,
  );
}
