/** A client that hangs up halfway through its request body is not a server error, on any API route. */
import { serve, type ServerType } from '@hono/node-server';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../log';
import { createApi } from './index';

let server: ServerType;
let port: number;
let logged = '';

beforeAll(async () => {
  const logger = createLogger({ destination: new Writable({ write: (chunk, _encoding, done) => ((logged += String(chunk)), done()) }) });
  const api = createApi({ env: {}, logger });
  await new Promise<void>((listening) => {
    server = serve({ fetch: api.fetch, hostname: '127.0.0.1', port: 0 }, () => listening());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

/** Sends the head and part of a body announced as longer, then hangs up. */
function sendHalfAndHangUp(path: string, contentType: string): Promise<void> {
  return new Promise((done, failed) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: 4000\r\n\r\nname=Ada&email=`);
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on('close', () => done());
    socket.on('error', failed);
  });
}

async function requestLines(count: number): Promise<Array<Record<string, unknown>>> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = logged.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    if (lines.filter((line) => line.msg === 'api request').length >= count || Date.now() > deadline) return lines;
    await new Promise((wait) => setTimeout(wait, 25));
  }
}

it('answers a body cut off mid-way as a client error and logs no failure', async () => {
  await sendHalfAndHangUp('/api/contact', 'application/x-www-form-urlencoded');
  await sendHalfAndHangUp('/api/contact', 'multipart/form-data; boundary=xyz');
  await sendHalfAndHangUp('/api/privacy-request', 'application/x-www-form-urlencoded');
  await sendHalfAndHangUp('/api/retell-chat', 'application/json');
  const lines = await requestLines(4);
  const requests = lines.filter((line) => line.msg === 'api request');
  expect(requests.map((line) => line.status)).toEqual([400, 400, 400, 400]);
  expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
});
