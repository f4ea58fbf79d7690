/**
 * Before /readyz says ready, the server answers its own pages a few times in-process: a load balancer's
 * first visitors then meet compiled request handlers, not the JIT's first passes over them.
 */
import type { Hono } from 'hono';
import { pages } from '../app/content/pages';

/** How many times each page is asked for: enough for the handlers' hot paths to be compiled. */
const ROUNDS = 10;

export async function warmUpPages(app: Hono, rounds = ROUNDS): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    for (const { path } of pages) await app.request(path, { headers: { 'accept-encoding': round % 2 ? 'gzip' : 'br, gzip' } });
  }
}
