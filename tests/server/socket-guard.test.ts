import net from 'node:net';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const wsUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/graphql`;

describe('WebSocket upgrades', () => {
  /** One upgrade request without Sec-WebSocket-Key, as raw HTTP: the status line's code. */
  function malformedUpgrade(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          'GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
        ),
      );
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    });
  }

  it('gives back the per-IP socket count of failed handshakes: 1,000 malformed upgrades, then a valid one is accepted', async () => {
    const port = Number(new URL(app.url).port);
    const statuses = new Map<number, number>();
    // Ten at a time: well under the 20 sockets an IP may hold, so only a leaked count can refuse.
    for (let sent = 0; sent < 1_000; sent += 10) {
      for (const status of await Promise.all(Array.from({ length: 10 }, () => malformedUpgrade(port)))) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 1_000 });

    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(wsUrl(app.url), 'graphql-transport-ws');
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => {
        resolve(101);
        socket.close();
      });
    });
    expect(status).toBe(101);
  });
});
