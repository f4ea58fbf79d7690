import { isJsonContentType, MAX_MESSAGE_CHARS, validateChatRequest, validateWebCallRequest } from './validation';

describe('validateChatRequest', () => {
  it('accepts a create with or without an agent id; blank means the default agent', () => {
    expect(validateChatRequest({ action: 'create' })).toEqual({ ok: true, value: { action: 'create' } });
    expect(validateChatRequest({ action: 'create', agent_id: 'agent_1' })).toEqual({ ok: true, value: { action: 'create', agent_id: 'agent_1' } });
    expect(validateChatRequest({ action: 'create', agent_id: '' })).toEqual({ ok: true, value: { action: 'create' } });
    expect(validateChatRequest({ action: 'create', agent_id: null })).toEqual({ ok: true, value: { action: 'create' } });
  });

  it('trims the message and accepts up to the limit, counting an emoji as one character', () => {
    expect(validateChatRequest({ action: 'send', chat_id: 'abc.123', content: '  hello  ' })).toEqual({
      ok: true,
      value: { action: 'send', chat_id: 'abc.123', content: 'hello' },
    });
    expect(validateChatRequest({ action: 'send', chat_id: 'c', content: 'x'.repeat(MAX_MESSAGE_CHARS) }).ok).toBe(true);
    expect(validateChatRequest({ action: 'send', chat_id: 'c', content: '😀'.repeat(MAX_MESSAGE_CHARS) }).ok).toBe(true);
  });

  it('cleans what the store cannot keep out of the message, so it is answered like any other', () => {
    expect(validateChatRequest({ action: 'send', chat_id: 'c', content: '\u0000what does\u0007 it\ud800 cost?\r\n' })).toEqual({
      ok: true,
      value: { action: 'send', chat_id: 'c', content: 'what does it\ufffd cost?' },
    });
    expect(validateChatRequest({ action: 'send', chat_id: 'c', content: 'line one\r\nline two 😀' })).toMatchObject({ ok: true, value: { content: 'line one\nline two 😀' } });
  });

  it.each([
    [[], 'Request body must be a JSON object'],
    [null, 'Request body must be a JSON object'],
    ['send', 'Request body must be a JSON object'],
    [{}, 'action is required'],
    [{ action: 'delete' }, "Unknown action: use 'create' or 'send'"],
    [{ action: 7 }, "Unknown action: use 'create' or 'send'"],
    [{ action: 'create', agent_id: 42 }, 'agent_id must be a string'],
    [{ action: 'create', agent_id: 'a'.repeat(129) }, 'agent_id is too long'],
    [{ action: 'send', content: 'hi' }, 'chat_id is required'],
    [{ action: 'send', chat_id: 5, content: 'hi' }, 'chat_id must be a string'],
    [{ action: 'send', chat_id: '../../etc', content: 'hi' }, 'chat_id is not valid'],
    [{ action: 'send', chat_id: 'c' }, 'content is required'],
    [{ action: 'send', chat_id: 'c', content: ['hi'] }, 'content must be a string'],
    [{ action: 'send', chat_id: 'c', content: ' \n\t ' }, 'content must not be empty'],
    [{ action: 'send', chat_id: 'c', content: '\u0000 \u001b' }, 'content must not be empty'],
    [{ action: 'send', chat_id: 'c', content: 'x'.repeat(MAX_MESSAGE_CHARS + 1) }, 'content must be at most 2000 characters'],
    [{ action: 'send', chat_id: 'c', content: 'hi', channel: 'fax' }, "channel must be 'voice' when given"],
  ])('refuses %j with "%s"', (body, error) => {
    expect(validateChatRequest(body)).toEqual({ ok: false, error });
  });
});

describe('validateWebCallRequest', () => {
  it('accepts an empty object or an agent id, and refuses anything else', () => {
    expect(validateWebCallRequest({})).toEqual({ ok: true, value: {} });
    expect(validateWebCallRequest({ agent_id: 'agent_v' })).toEqual({ ok: true, value: { agent_id: 'agent_v' } });
    expect(validateWebCallRequest({ agent_id: { $ne: 1 } })).toEqual({ ok: false, error: 'agent_id must be a string' });
    expect(validateWebCallRequest('x')).toEqual({ ok: false, error: 'Request body must be a JSON object' });
  });
});

describe('isJsonContentType', () => {
  it('accepts JSON media types with parameters and refuses the rest', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/merge-patch+json')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonContentType('application/jsonp')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
