/** POST /api/create-web-call: an access token for one browser voice call. Never throws. */
export const WEB_CALL_ENDPOINT = '/api/create-web-call';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export async function requestWebCall(fetchImpl: FetchLike, agentId: string): Promise<string | null> {
  try {
    const response = await fetchImpl(WEB_CALL_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(agentId ? { agent_id: agentId } : {}),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const token = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).access_token : undefined;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}
