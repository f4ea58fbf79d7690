import { company } from '~/content/company';
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

  it('is who founded, owns or runs the company and how many work there, not who owns the visitor\'s data or founded their shop', () => {
    for (const question of ["what's the name of your ceo?", 'and who founded it?', 'who runs starbound', 'how many employees do you have']) {
      expect(asksWhatTheSiteNeverSays(question), question).toBe(true);
    }
    for (const question of ['who owns my data in atom', 'my late dad who founded the shop, can the voice sound like him', 'who owns the website design once it is built?']) {
      expect(asksWhatTheSiteNeverSays(question), question).toBe(false);
    }
  });

  it('gives no year for "who founded it?", asked after when', () => {
    const agent = createValeAgent();
    const first = agent.answer('when was starbound founded');
    expect(first.reply).toContain(String(company.foundingYear));
    const next = agent.answer('and who founded it?', first.context);
    expect(next.kind).toBe('unknown');
    expect(next.reply).not.toContain(String(company.foundingYear));
  });
});
