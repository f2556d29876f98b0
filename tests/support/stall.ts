import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** The most one request may hold the event loop (docs/SECURITY.md, "Bounded work per request"). */
export const stallBoundMs = 100;

/**
 * Measures how long the event loop of this process (the app under test runs in it) was held
 * while one request was answered: the histogram's largest delay between two loop turns,
 * sampled every 5 ms, so a reading includes up to 5 ms of sampling on top of the stall.
 */
export class StallMeter {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 5 });
  /** The worst reading so far and what caused it. */
  worst = { ms: 0, label: '' };
  /** The longest gap between two turns of a 5 ms timer since the last reset, and the CPU this process spent in it. */
  private gap = { ms: 0, cpuMs: 0 };
  private readonly ticker: NodeJS.Timeout;

  constructor() {
    this.histogram.enable();
    let last = performance.now();
    let cpu = process.cpuUsage();
    this.ticker = setInterval(() => {
      const now = performance.now();
      const spent = process.cpuUsage(cpu);
      if (now - last > this.gap.ms) this.gap = { ms: now - last, cpuMs: (spent.user + spent.system) / 1000 };
      last = now;
      cpu = process.cpuUsage();
    }, 5).unref();
  }

  /**
   * Runs `request` and returns its result, the longest stall while it ran, in ms, and the CPU
   * this process spent during the longest gap between two turns of the loop: a long request on a
   * loaded machine meets gaps where the process was not even running (little CPU in them), which
   * its total CPU cannot tell apart from a stall of its own.
   */
  async measure<T>(
    label: string,
    request: () => Promise<T>,
  ): Promise<{ result: T; stallMs: number; stallCpuMs: number }> {
    this.histogram.reset();
    this.gap = { ms: 0, cpuMs: 0 };
    const result = await request();
    // One more turn of the loop, so a stall at the very end of the answer is sampled too.
    await new Promise((resolve) => setTimeout(resolve, 6));
    const stallMs = this.histogram.max / 1e6;
    if (stallMs > this.worst.ms) this.worst = { ms: stallMs, label };
    return { result, stallMs, stallCpuMs: this.gap.cpuMs };
  }

  /**
   * Sends a request that stalled once again, up to `times` times, and returns the shortest stall
   * seen. A request whose own work holds the loop does so every time; one that met a collection
   * of this process's heap or a core taken by the suites beside it does not, and on a loaded
   * 2-core machine one repeat can meet that too. Stops at the first repeat within the bound.
   */
  async replay<T>(label: string, request: () => Promise<T>, times = 3): Promise<number> {
    let shortest = Infinity;
    for (let attempt = 1; attempt <= times && shortest > stallBoundMs; attempt += 1) {
      shortest = Math.min(shortest, (await this.measure(`${label} (again, ${attempt})`, request)).stallMs);
    }
    return shortest;
  }

  stop(): void {
    clearInterval(this.ticker);
    this.histogram.disable();
  }
}

/** One probe of /healthz: its answer's time, and the CPU this process spent meanwhile. */
export interface HealthProbe {
  ms: number;
  cpuMs: number;
}

/**
 * Asks `/healthz` every 20 ms until stopped and keeps each answer's time: what a load balancer's
 * probe (and every other request) would wait while the corpus runs. The app runs in this
 * process, so the CPU it spent during a probe tells a slow answer of its own (the loop held by
 * its work: the process ran most of that time) from one the machine caused (the process hardly
 * ran: its core was away).
 */
export function healthProbe(baseUrl: string): { stop(): Promise<HealthProbe[]> } {
  const probes: HealthProbe[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      await fetch(`${baseUrl}/healthz`).then((res) => res.arrayBuffer());
      const spent = process.cpuUsage(cpu);
      probes.push({ ms: performance.now() - started, cpuMs: (spent.user + spent.system) / 1000 });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return probes;
    },
  };
}

/** Whether a probe was slow by the app's doing: the process ran at least half of its time. */
export function isOwnSlowness({ ms, cpuMs }: HealthProbe): boolean {
  return cpuMs > ms / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
