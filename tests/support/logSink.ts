import { Writable } from 'node:stream';

/** A destination for a JSON logger (createLogger's third argument) and every line it got, parsed. */
export function logSink(): { lines: Record<string, unknown>[]; sink: Writable } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, sink };
}
