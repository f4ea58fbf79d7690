/**
 * POST /api/owner: the owner's CLI asking the running server about its leads (see ../leads/owner-access.ts).
 * Only requests from this machine with the token the server published are answered; anything else gets
 * the same 404 as a path that does not exist, so the route tells a stranger nothing.
 */
import type { Context, Hono } from 'hono';
import { isLoopbackAddress, OWNER_PATH, tokenMatches } from '../leads/owner-access';
import { OwnerCommandError, parseOwnerCommand } from '../leads/owner-commands';
import type { LeadService } from '../leads/lead-service';

export interface OwnerRouteOptions {
  leads: LeadService;
  token: string;
  /** The connection's own address (not a forwarded one). */
  socketAddress(c: Context): string | undefined;
  logError(message: string, error: unknown): void;
}

export function registerOwnerRoute(api: Hono, { leads, token, socketAddress, logError }: OwnerRouteOptions): void {
  api.post(OWNER_PATH, async (c) => {
    const noStore = { 'Cache-Control': 'no-store' };
    if (!isLoopbackAddress(socketAddress(c)) || c.req.header('x-forwarded-for') || !tokenMatches(token, c.req.header('authorization'))) {
      return c.json({ error: 'Not found' }, 404, noStore);
    }
    let command;
    try {
      command = parseOwnerCommand(await c.req.json());
    } catch (error) {
      return c.json({ error: error instanceof OwnerCommandError ? error.message : 'Request body must be valid JSON' }, 400, noStore);
    }
    try {
      return c.json(await leads.owner(command), 200, noStore);
    } catch (error) {
      logError('an owner command failed:', error);
      return c.json({ error: 'The lead store is not available' }, 503, noStore);
    }
  });
}
