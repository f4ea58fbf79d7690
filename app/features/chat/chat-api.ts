/**
 * The chat panel's two calls to POST /api/retell-chat (SPEC §7), with every outcome
 * turned into a value the panel can act on. Nothing here throws.
 */
import type { ChatMessage, SendFailure } from './chat-state';

export const CHAT_ENDPOINT = '/api/retell-chat';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type SendOutcome =
  | { kind: 'replies'; replies: ChatMessage[] }
  | { kind: 'failed'; reason: SendFailure }
  /** The server no longer knows this chat (forged, expired or from another deployment). */
  | { kind: 'session-lost' };

interface ApiMessage {
  role?: unknown;
  message_id?: unknown;
  content?: unknown;
}

function post(fetchImpl: FetchLike, body: unknown): Promise<Response> {
  return fetchImpl(CHAT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts a chat; null when it could not be created (the panel then ignores it quietly). */
export async function createChat(fetchImpl: FetchLike, agentId: string): Promise<string | null> {
  try {
    const response = await post(fetchImpl, agentId ? { action: 'create', agent_id: agentId } : { action: 'create' });
    if (!response.ok) return null;
    const body = await readJson(response);
    return typeof body?.chat_id === 'string' && body.chat_id ? body.chat_id : null;
  } catch {
    return null;
  }
}

/** 404 and 410 mean the chat is unknown or expired; a 400 naming chat_id means it was malformed. */
function isSessionLost(status: number, error: unknown): boolean {
  if (status === 404 || status === 410) return true;
  return status === 400 && typeof error === 'string' && /chat_id/i.test(error);
}

/** Only the agent's messages become bot messages (SPEC §7). */
export function agentReplies(messages: unknown): ChatMessage[] {
  if (!Array.isArray(messages)) return [];
  return messages
    .filter((message: ApiMessage) => message?.role === 'agent' && typeof message.content === 'string' && message.content.trim() !== '')
    .map((message: ApiMessage, index) => ({
      id: typeof message.message_id === 'string' && message.message_id ? `agent-${message.message_id}` : `agent-${Date.now()}-${index}`,
      text: message.content as string,
      isBot: true,
    }));
}

/** How the visitor gave a message: typed (the default) or spoken in the browser's voice conversation. */
export type MessageChannel = 'voice';

export async function sendMessage(fetchImpl: FetchLike, chatId: string, content: string, channel?: MessageChannel): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await post(fetchImpl, channel ? { action: 'send', chat_id: chatId, content, channel } : { action: 'send', chat_id: chatId, content });
  } catch {
    return { kind: 'failed', reason: 'network' };
  }
  const body = await readJson(response);
  // No readable JSON (a proxy's error page, a cut-off response): the reply never really arrived.
  if (!body) return { kind: 'failed', reason: 'network' };
  if (isSessionLost(response.status, body.error)) return { kind: 'session-lost' };
  if (body.error !== undefined && body.error !== null) return { kind: 'failed', reason: 'reply-error' };
  if (!response.ok) return { kind: 'failed', reason: 'reply-error' };
  return { kind: 'replies', replies: agentReplies(body.messages) };
}

export interface DeliveryResult {
  outcome: Exclude<SendOutcome, { kind: 'session-lost' }>;
  /** Set when the chat had to be replaced: the new id, or null when no new chat could be started. */
  replacedChatId?: string | null;
}

/**
 * Sends a message; if the server no longer knows the chat, quietly starts a new one
 * and sends the message again, once.
 */
export async function deliverMessage(
  fetchImpl: FetchLike,
  { chatId, content, agentId, channel }: { chatId: string; content: string; agentId: string; channel?: MessageChannel },
): Promise<DeliveryResult> {
  const first = await sendMessage(fetchImpl, chatId, content, channel);
  if (first.kind !== 'session-lost') return { outcome: first };

  const freshChatId = await createChat(fetchImpl, agentId);
  if (!freshChatId) return { outcome: { kind: 'failed', reason: 'reply-error' }, replacedChatId: null };
  const retry = await sendMessage(fetchImpl, freshChatId, content, channel);
  if (retry.kind === 'session-lost') return { outcome: { kind: 'failed', reason: 'reply-error' }, replacedChatId: null };
  return { outcome: retry, replacedChatId: freshChatId };
}
