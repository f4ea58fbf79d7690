import { pricingContent } from './pricing';
import { said, stated, startingPrice } from './taught-answer';
import { offeringList } from './offerings';
import { STARTING_PRICES } from './prices';

describe('said', () => {
  it('joins the own words and the values, and keeps the own words apart', () => {
    const price = '$197/month';
    const answer = said`ATOM starts at ${price}, with ${3} steps.`;
    expect(answer.text).toBe('ATOM starts at $197/month, with 3 steps.');
    expect(answer.ownWords).toEqual(['ATOM starts at ', ', with ', ' steps.']);
  });

  it('reads a template written over several lines as one line', () => {
    const answer = said`First part,
      second part.`;
    expect(answer.text).toBe('First part, second part.');
  });
});

describe('stated', () => {
  const policy = {
    intro: ['These terms apply to you.'],
    sections: [
      {
        number: '1',
        title: 'Billing',
        body: [
          'We bill monthly. If a charge is wrong, tell us within 60 days.',
          'Unless your order says otherwise:',
          '- we accept credit cards and bank transfers;',
          '- fees do not include taxes.',
        ],
      },
    ],
    closing: ['Questions? E-mail us.'],
  };

  it('gives the one sentence holding the words, figures and all', () => {
    expect(stated(policy, 'charge is wrong')).toBe('If a charge is wrong, tell us within 60 days.');
    expect(stated(policy, 'these terms apply')).toBe('These terms apply to you.');
    expect(stated(['Calls are billed per minute.', 'Texts per segment.'], 'texts')).toBe('Texts per segment.');
  });

  it('turns a list item into a sentence of its own', () => {
    expect(stated(policy, 'credit cards')).toBe('We accept credit cards and bank transfers.');
  });

  it('refuses words that no sentence, or more than one, holds', () => {
    expect(() => stated(policy, 'refund')).toThrow('No sentence says "refund"');
    expect(() => stated({ ...policy, title: 'Terms of Service' }, 'refund')).toThrow('No sentence in the Terms of Service says "refund"');
    expect(() => stated(policy, 'we')).toThrow(/sentences say "we"/);
  });

  it('refuses to find a sentence by a figure, which may change', () => {
    expect(() => stated(policy, '60 days')).toThrow('not by a figure');
  });
});

describe('startingPrice', () => {
  it('is the price each pricing card shows', () => {
    for (const card of pricingContent.startingPrices.cards) expect(startingPrice(card.offeringId), card.name).toBe(card.priceLabel);
  });

  it('prices offerings of the registry only, and Anti-AI not yet', () => {
    const ids = offeringList().map((offering) => offering.id);
    for (const priced of Object.keys(STARTING_PRICES)) expect(ids).toContain(priced);
    expect(Object.keys(STARTING_PRICES)).not.toContain('anti-ai');
  });
});
