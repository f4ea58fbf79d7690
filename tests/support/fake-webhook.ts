/**
 * A local stand-in for the owner's webhook receiver on 127.0.0.1: records every request (headers and raw
 * body) and answers with the statuses it is told to, in order, then 200; or hangs.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface FakeWebhook {
  url: string;
  received: ReceivedWebhook[];
  /** Statuses for the next requests, in order; after them every request gets 200. 'hang' never answers. */
  answerWith(...statuses: Array<number | 'hang'>): void;
  /** Distinct idempotency keys among the requests answered with 2xx. */
  deliveredKeys(): Set<string>;
  close(): Promise<void>;
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  const received: ReceivedWebhook[] = [];
  const delivered: string[] = [];
  let script: Array<number | 'hang'> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      const answer = script.shift() ?? 200;
      if (answer === 'hang') return;
      if (answer >= 200 && answer < 300) delivered.push(String(request.headers['idempotency-key']));
      response.writeHead(answer, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: answer < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    answerWith(...statuses) {
      script = statuses;
    },
    deliveredKeys: () => new Set(delivered),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
