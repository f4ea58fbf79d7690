import { CONSENT_STORAGE_KEY, EMBED_CATEGORIES, isAllowed, parseChoices, serializeChoices, switchState } from './consent';

const base = { model: 'opt-out' as const, choices: {}, gpc: false };

describe('embed consent', () => {
  it('knows the five categories and where they are stored', () => {
    expect(EMBED_CATEGORIES).toEqual(['reviews', 'music', 'crm-booking', 'crm-widget', 'voice']);
    expect(CONSENT_STORAGE_KEY).toBe('embed-consent');
  });

  it('opt-out: everything loads until the visitor turns a category off', () => {
    expect(EMBED_CATEGORIES.every((category) => isAllowed(category, base))).toBe(true);
    expect(isAllowed('music', { ...base, choices: { music: false } })).toBe(false);
    expect(isAllowed('reviews', { ...base, choices: { music: false } })).toBe(true);
  });

  it('opt-in: nothing loads until the visitor turns a category on', () => {
    const optIn = { ...base, model: 'opt-in' as const };
    expect(EMBED_CATEGORIES.some((category) => isAllowed(category, optIn))).toBe(false);
    expect(isAllowed('crm-booking', { ...optIn, choices: { 'crm-booking': true } })).toBe(true);
  });

  it('Global Privacy Control is an opt-out in both models; the visitor’s own switch still wins', () => {
    for (const model of ['opt-out', 'opt-in'] as const) {
      expect(isAllowed('reviews', { model, choices: {}, gpc: true })).toBe(false);
      expect(isAllowed('reviews', { model, choices: { reviews: true }, gpc: true })).toBe(true);
    }
    expect(switchState('voice', { ...base, gpc: true })).toEqual({ on: false, source: 'gpc' });
    expect(switchState('voice', base)).toEqual({ on: true, source: 'default' });
    expect(switchState('voice', { ...base, choices: { voice: false } })).toEqual({ on: false, source: 'choice' });
  });

  it('stores choices and reads them back, ignoring anything unreadable', () => {
    const text = serializeChoices({ music: false, voice: true }, new Date('2026-11-23T12:00:00Z'));
    expect(JSON.parse(text)).toEqual({ version: 1, savedAt: '2026-11-23T12:00:00.000Z', choices: { music: false, voice: true } });
    expect(parseChoices(text)).toEqual({ music: false, voice: true });
    expect(parseChoices(null)).toEqual({});
    expect(parseChoices('not json')).toEqual({});
    expect(parseChoices('[]')).toEqual({});
    expect(parseChoices(JSON.stringify({ version: 2, choices: { music: false } }))).toEqual({});
    expect(parseChoices(JSON.stringify({ version: 1, choices: { music: 'no', ads: true, voice: false } }))).toEqual({ voice: false });
  });
});
