import { createValeAgent } from './agent';
import { asksWhatTheSiteNeverSays } from './not-on-the-site';

describe('what the site never says', () => {
  it('is a language spoken, written in or coded in, and not a cuisine', () => {
    for (const question of ['does vale speak spanish', 'Is there a Spanish-speaking rep I can call?', 'can you build the site in both english and spanish', 'which programming languages do your devs use']) {
      expect(asksWhatTheSiteNeverSays(question), question).toBe(true);
    }
    for (const question of ['we own a small italian restaurant, is this for restaurants?', 'how much is vale?']) expect(asksWhatTheSiteNeverSays(question), question).toBe(false);
  });

  it('is held back, and a question naming a cuisine is still answered', () => {
    const agent = createValeAgent();
    expect(agent.answer('do you have anyone on your team who speaks Korean for the onboarding calls?').kind).not.toBe('answer');
    expect(agent.answer('we own a small italian restaurant, the phone rings nonstop during dinner rush. is this for restaurants?').kind).toBe('answer');
  });
});
