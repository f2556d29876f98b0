import type { Logger } from '@/logger';

const minuteMs = 60_000;

/**
 * Runs `pass` once a minute, `offsetMs` into each minute of the wall clock, one pass at a time
 * (a slow pass delays the next instead of overlapping it). A failed pass is logged at warn.
 */
export class MinuteTimer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly offsetMs: number,
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  start(): void {
    this.schedule();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    const now = Date.now();
    this.timer = setTimeout(
      () => {
        this.running = this.pass()
          .catch((error: unknown) => this.logger.warn(`${this.what} failed`, { error: (error as Error).message }))
          .finally(() => {
            this.running = null;
            if (this.timer) this.schedule();
          });
      },
      minuteMs - (now % minuteMs) + this.offsetMs,
    );
    this.timer.unref();
  }
}
