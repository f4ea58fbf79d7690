import { z } from 'zod';
import { cleanText } from '../../app/lib/forms/form-rules';

/** Largest request body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Longest chat message a visitor may send, in characters, after trimming. */
export const MAX_MESSAGE_CHARS = 2000;
const MAX_AGENT_ID_CHARS = 128;
const MAX_CHAT_ID_CHARS = 200;

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export function isJsonContentType(header: string | undefined | null): boolean {
  return !!header && JSON_CONTENT_TYPE.test(header.trim());
}

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

const requiredString = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) });

/** Optional agent id; pages configured without one send '' or null, which mean "the default agent". */
const agentId = z
  .union([z.string({ error: 'agent_id must be a string' }).max(MAX_AGENT_ID_CHARS, 'agent_id is too long'), z.null()], {
    error: 'agent_id must be a string',
  })
  .optional()
  .transform((value) => value?.trim() || undefined);

const chatId = requiredString('chat_id')
  .min(1, 'chat_id is required')
  .max(MAX_CHAT_ID_CHARS, 'chat_id is not valid')
  .regex(/^[A-Za-z0-9_.-]+$/, 'chat_id is not valid');

// Cleaned like a form's message (form-rules.ts): what the store cannot keep (NUL, a lone surrogate) would
// otherwise fail the save of the chat's state or of a lead taken in it, so it is dropped or replaced, not refused.
const content = requiredString('content')
  .overwrite(cleanText)
  .trim()
  .min(1, 'content must not be empty')
  .refine((text) => characterCount(text) <= MAX_MESSAGE_CHARS, `content must be at most ${MAX_MESSAGE_CHARS} characters`);

export const createChatRequest = z.object({ action: z.literal('create'), agent_id: agentId });
/** Set by the browser's voice conversation: the visitor spoke the message. */
const channel = z.optional(z.literal('voice', { error: "channel must be 'voice' when given" }));

export const sendMessageRequest = z.object({ action: z.literal('send'), chat_id: chatId, content, channel });
export const createWebCallRequest = z.object({ agent_id: agentId });

export type CreateChatRequest = z.infer<typeof createChatRequest>;
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;
export type ChatRequest = CreateChatRequest | SendMessageRequest;
export type CreateWebCallRequest = z.infer<typeof createWebCallRequest>;

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid request';
}

export function validateChatRequest(body: unknown): Validated<ChatRequest> {
  if (!isPlainObject(body)) return { ok: false, error: 'Request body must be a JSON object' };
  const schema = body.action === 'create' ? createChatRequest : body.action === 'send' ? sendMessageRequest : undefined;
  if (!schema) {
    return { ok: false, error: body.action === undefined ? 'action is required' : "Unknown action: use 'create' or 'send'" };
  }
  const result = schema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: firstIssue(result.error) };
}

export function validateWebCallRequest(body: unknown): Validated<CreateWebCallRequest> {
  if (!isPlainObject(body)) return { ok: false, error: 'Request body must be a JSON object' };
  const result = createWebCallRequest.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: firstIssue(result.error) };
}
