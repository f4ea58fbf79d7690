import { ConfigError, readApiEnv } from './env';

describe('readApiEnv', () => {
  it('has safe defaults: embedded agent, 20 messages, 10 new chats and 5 contact forms a minute, proxy headers ignored', () => {
    expect(readApiEnv({})).toEqual({
      retellApiKey: undefined,
      retellBaseUrl: undefined,
      retellChatAgentId: undefined,
      retellVoiceAgentId: undefined,
      chatSessionSecret: undefined,
      messagesPerMinute: 20,
      newChatsPerMinute: 10,
      contactFormsPerMinute: 5,
      trustedProxyHops: 0,
    });
    expect(readApiEnv({ CONTACT_RATE_LIMIT: '12' }).contactFormsPerMinute).toBe(12);
    expect(() => readApiEnv({ CONTACT_RATE_LIMIT: '0' })).toThrow('CONTACT_RATE_LIMIT must be a whole number of forms per minute, 1 or more');
  });

  it('reads every setting and treats blank values as unset', () => {
    const env = readApiEnv({
      RETELL_API_KEY: ' key_1 ',
      RETELL_BASE_URL: 'http://127.0.0.1:4010/',
      RETELL_CHAT_AGENT_ID: 'agent_chat',
      RETELL_VOICE_AGENT_ID: '',
      CHAT_SESSION_SECRET: 'secret',
      CHAT_RATE_LIMIT: '7',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      retellApiKey: 'key_1',
      retellBaseUrl: 'http://127.0.0.1:4010',
      retellChatAgentId: 'agent_chat',
      retellVoiceAgentId: undefined,
      messagesPerMinute: 7,
      newChatsPerMinute: 4,
      trustedProxyHops: 1,
    });
    expect(readApiEnv({ TRUST_PROXY: '2' }).trustedProxyHops).toBe(2);
    expect(readApiEnv({ TRUST_PROXY: 'false' }).trustedProxyHops).toBe(0);
  });

  it('refuses settings that would misbehave, with a readable message', () => {
    expect(() => readApiEnv({ CHAT_RATE_LIMIT: 'lots' })).toThrow(ConfigError);
    expect(() => readApiEnv({ CHAT_RATE_LIMIT: '0' })).toThrow(/CHAT_RATE_LIMIT/);
    expect(() => readApiEnv({ RETELL_BASE_URL: 'not a url' })).toThrow(/RETELL_BASE_URL/);
    expect(() => readApiEnv({ RETELL_BASE_URL: 'ftp://example.test' })).toThrow(/RETELL_BASE_URL/);
    expect(() => readApiEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});
