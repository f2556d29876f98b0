import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';

/**
 * `node bench/dist/web-trace.js --url <page> [--runs 3] [--maps client/dist] [--top 6]`
 *
 * The main thread's tasks of one page load in Chromium (mobile viewport, no throttling), each
 * task's CPU time ×4 (what Lighthouse's simulation does with the tasks it observed), the TBT
 * that gives (tasks after the first contentful paint, over 50 ms), and for every task over
 * 50 ms at ×4 the functions its CPU samples fell in. CPU time, unlike Lighthouse's wall-clock
 * figures, barely moves when other processes share the machine. With `--maps` (a client build
 * made with `--sourcemap`) frames are named by their source file and function.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    runs: { type: 'string' },
    maps: { type: 'string' },
    top: { type: 'string' },
    quiet: { type: 'boolean' },
    inclusive: { type: 'boolean' },
    chromium: { type: 'string' },
  },
});
const runs = Number(values.runs ?? 3);
const top = Number(values.top ?? 6);
const maps = new Map<string, TraceMap | null>();

function frameName(frame: ProfileNode['callFrame']): string {
  const file = (frame.url ?? '').replace(/^.*\//, '');
  if (!values.maps || !file.endsWith('.js'))
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
  if (!maps.has(file)) {
    const mapFile = path.join(values.maps, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${frame.functionName || '(anonymous)'} ${file}`;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${at.name ?? frame.functionName ?? '(anonymous)'} ${source}:${at.line ?? '?'}`;
}

async function traceOnce(url: string): Promise<{ tbt: number; longest: number; lines: string[] }> {
  const browser = await chromium.launch({
    executablePath: values.chromium ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error('no firstContentfulPaint in the trace');
    const mainTid = events.find(
      (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
    )?.tid;
    const tasks = events
      .filter((e) => e.pid === fcp.pid && e.tid === mainTid && e.name === 'RunTask' && e.ph === 'X' && e.dur)
      .sort((a, b) => a.ts - b.ts);
    const topLevel: TraceEvent[] = [];
    for (const task of tasks) {
      const last = topLevel.at(-1);
      if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
      topLevel.push(task);
    }

    // The CPU profile's samples, with their times.
    const nodes = new Map<number, ProfileNode>();
    const samples: { ts: number; node: number }[] = [];
    let clock = 0;
    for (const e of events) {
      if (e.pid !== fcp.pid) continue;
      if (e.name === 'Profile') clock = e.args?.data?.startTime ?? clock;
      if (e.name !== 'ProfileChunk') continue;
      const data = e.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, i) => {
        clock += deltas[i] ?? 0;
        samples.push({ ts: clock, node: id });
      });
    }

    let tbt = 0;
    let wallTbt = 0;
    let longest = 0;
    const lines: string[] = [];
    for (const task of topLevel) {
      const cpu = ((task.tdur ?? task.dur ?? 0) / 1000) * 4;
      if (task.ts < fcp.ts) continue;
      tbt += Math.max(0, cpu - 50);
      wallTbt += Math.max(0, ((task.dur ?? 0) / 1000) * 4 - 50);
      longest = Math.max(longest, cpu);
      if (cpu <= 50) continue;
      const self = new Map<string, number>();
      const script = new Map<string, number>();
      const inclusive = new Map<string, number>();
      for (const s of samples) {
        if (s.ts < task.ts || s.ts > task.ts + (task.dur ?? 0)) continue;
        const node = nodes.get(s.node);
        if (!node) continue;
        const name = frameName(node.callFrame);
        self.set(name, (self.get(name) ?? 0) + 1);
        // The outermost script frame: what the task was running.
        let outer: ProfileNode | undefined;
        const inStack = new Set<string>();
        for (let n: ProfileNode | undefined = node; n; n = n.parent ? nodes.get(n.parent) : undefined) {
          if (n.callFrame.url) outer = n;
          if (values.inclusive && n.callFrame.url) inStack.add(frameName(n.callFrame));
        }
        for (const name of inStack) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
        const key = outer ? frameName(outer.callFrame) : node.callFrame.functionName;
        script.set(key, (script.get(key) ?? 0) + 1);
      }
      const count = [...self.values()].reduce((a, b) => a + b, 0);
      const list = (m: Map<string, number>) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([name, n]) => `${Math.round((100 * n) / Math.max(1, count))}% ${name}`);
      lines.push(
        `task at +${Math.round((task.ts - fcp.ts) / 1000)} ms after FCP: ${Math.round(cpu)} ms ×4 (wall ${Math.round((task.dur ?? 0) / 1000)} ms)`,
      );
      if (!values.quiet) {
        lines.push(`  entered by: ${list(script).join(' | ')}`);
        lines.push(`  self: ${list(self).join(' | ')}`);
        if (values.inclusive) lines.push(`  inclusive: ${list(inclusive).join('\n    ')}`);
      }
    }
    // Pre-FCP tasks are not in TBT but are what the first paint waits for.
    const beforeFcp = topLevel.filter((t) => t.ts < fcp.ts).reduce((a, t) => a + ((t.tdur ?? 0) / 1000) * 4, 0);
    lines.push(`before FCP: ${Math.round(beforeFcp)} ms ×4 of tasks`);
    // Wall time ×4 as well: a task that waits (not on the CPU) blocks taps too, and the CPU figure hides it.
    lines.push(`TBT from wall time ×4: ${Math.round(wallTbt)} ms`);
    return { tbt, longest, lines };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  for (const url of values.url ?? []) {
    const results: { tbt: number; longest: number }[] = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await traceOnce(url);
      results.push(result);
      console.log(
        `${url} run ${i + 1}: TBT estimate ${Math.round(result.tbt)} ms, longest ${Math.round(result.longest)} ms`,
      );
      for (const line of result.lines) console.log(`  ${line}`);
    }
    const tbts = results.map((r) => r.tbt).sort((a, b) => a - b);
    console.log(
      `${url}: TBT estimate median ${Math.round(tbts[Math.floor(tbts.length / 2)]!)} ms (${tbts.map(Math.round).join(', ')})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
