import { isProviderMode } from './useVoiceMode';

describe('whether the orb counts on the voice provider', () => {
  it('believes the server once it has answered', () => {
    expect(isProviderMode('provider', '')).toBe(true);
    expect(isProviderMode('browser', 'agent_1')).toBe(false);
  });

  it('guesses from the configured agent until then', () => {
    expect(isProviderMode(null, 'agent_1')).toBe(true);
    expect(isProviderMode(null, '')).toBe(false);
  });
});
