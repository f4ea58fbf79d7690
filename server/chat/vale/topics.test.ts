import { ATTRIBUTE_ORDER } from './candidates';
import { ATTRIBUTES, buildTopics, readQuestion } from './topics';
import { createSpeller } from './spelling';

const topics = buildTopics();
const read = (question: string) => {
  const reading = readQuestion(question, topics);
  return { topics: reading.topics.map((topic) => topic.id), attributes: reading.attributes, followUps: reading.followUpTopics.map((topic) => topic.id) };
};

describe('reading what a question is about', () => {
  it('finds the topic and the attribute in shorthand and synonyms', () => {
    expect(read('hw much is ur crm')).toMatchObject({ topics: ['crm'], attributes: ['price'] });
    expect(read('Ballpark for building a custom app?')).toMatchObject({ topics: ['development'], attributes: ['price'] });
    expect(read('Price for a business phone line?')).toMatchObject({ topics: ['phone'], attributes: ['price'] });
    expect(read('pricing 4 website')).toMatchObject({ topics: ['website'], attributes: ['price'] });
    expect(read('how long does setup take')).toMatchObject({ topics: [], attributes: ['timing'] });
    // Whether they offer a thing asks what it is.
    expect(read('do you do websites?')).toMatchObject({ topics: ['website'], attributes: ['what'] });
    expect(read('can u build apps')).toMatchObject({ topics: ['development'], attributes: ['what'] });
  });

  it('leaves out a thing set aside ("instead of", "rather than") when another is named, and a bundle\'s own site', () => {
    expect(read('If we go with a pre-designed layout instead of something fully custom, when would the website launch?').topics).toEqual(['website-template']);
    expect(read('could we get a custom site rather than a template?').topics).toEqual(['website-custom']);
    expect(read('can vale answer instead of a receptionist?').topics).toEqual(['ai']);
    // A bundle's own site is asked of the bundle.
    expect(read('How many pages does the Launch Bundle website have?').topics).toEqual(['bundle-hyperdrive']);
    expect(read('leadflow bundle site size?').topics).toEqual(['bundle-lightspeed']);
  });

  it('takes the longest name first and keeps the order the question names topics in', () => {
    expect(read('how much is an ai website').topics).toEqual(['website']);
    expect(read('phone system price incl usage').topics).toEqual(['phone', 'phone-usage']);
    // An offering still to come is a thing of its own, not the "ai" inside its name.
    expect(read('how much is anti-ai').topics).toEqual(['anti-ai']);
    expect(read('inbound call rate and text rate?').topics).toEqual(['rate-inbound', 'rate-sms']);
    expect(read('starting cost for a website and for custom dev work?').topics).toEqual(['website', 'development']);
    // A rate's short name listed after another rate is that rate too.
    expect(read('What do you charge per minute for incoming calls, and per minute for outgoing?').topics).toEqual(['rate-inbound', 'rate-outbound']);
    expect(read('do incoming calls cost more than outgoing ones?').topics).toEqual(['rate-inbound']);
  });

  it('tells reply speed, billing and set-up time apart', () => {
    expect(read('how fast does vale respond').attributes).toContain('response');
    expect(read('how is phone usage billed').attributes).toEqual(['billing']);
    expect(read('how fast can vale be live').attributes).toEqual(['timing']);
    // An onboarding time asks how long it takes, not how to sign up.
    expect(read('atom crm onboarding time pls')).toMatchObject({ topics: ['crm'], attributes: ['timing'] });
    expect(read('how does onboarding work for atom').attributes).toContain('how-to-get');
  });

  it('reads what is asked after a leading condition, and the whole question when the rest asks nothing', () => {
    expect(read('If I sign up for Vale today, how soon is it answering calls?').attributes).toEqual(['timing']);
    expect(read('if i buy the crm, whats included').attributes).toContain('included');
    expect(read('if i buy the crm, whats included').attributes).not.toContain('how-to-get');
    expect(read('if I cancel, can I export my data?').attributes).toEqual(read('can I cancel and export my data?').attributes);
    expect(read('once we sign up, ok?').attributes).toContain('how-to-get');
  });

  it('reads texts and calls asked together as the usage rates, and a rate listed beside them as asked too', () => {
    expect(read('phone usage rates for texts and calls').topics).toEqual(['phone-usage']);
    expect(read('what do calls and sms cost').topics).toEqual(['phone-usage']);
    expect(read('texts and call rates?').topics).toEqual(['phone-usage']);
    expect(read('sms rate and phone rates').topics).toEqual(['rate-sms', 'phone-usage']);
    // Named apart, the narrower one is what is asked.
    expect(read('outbound calls per minute').topics).toEqual(['rate-outbound']);
    expect(read('phone usage for inbound calls').topics).toEqual(['rate-inbound']);
  });

  it('reads which way a call goes from who calls whom', () => {
    expect(read('when a customer phones my business line, how much a minute is that').topics).toEqual(['rate-inbound']);
    expect(read('when my guys call customers back, what does a minute cost').topics).toContain('rate-outbound');
  });

  it('reads a fee to cancel as a question about terms, getting it set up as a time, and "work out" as an estimate only of a cost', () => {
    expect(read('is there a cancellation fee if it does not work out?').attributes).toEqual([]);
    expect(read('Is there a fee to cancel?').attributes).toEqual([]);
    expect(read('any charges if we cancel early').attributes).toEqual([]);
    expect(read('and how long to get it set up?').attributes).toEqual(['timing']);
    expect(read('how do i get it').attributes).toEqual(['how-to-get']);
    expect(read('is there a setup fee?').attributes).toContain('price');
    expect(read('can you work out what my calls would cost').attributes).toContain('estimate');
  });

  it('tells an appeal of a declined privacy request from the request itself', () => {
    expect(read('you turned down my request, if I appeal how long until you answer?').topics).toEqual(['privacy-appeal']);
    expect(read('how long do you have to respond once I send a privacy request?').topics).toEqual(['privacy-request']);
  });

  it('every attribute it reads is one Vale answers', () => {
    expect([...ATTRIBUTE_ORDER].sort()).toEqual([...ATTRIBUTES].sort());
  });

  it('knows a bare bundle name only as a follow-up, or listed with another bundle', () => {
    expect(read('what about scale?')).toMatchObject({ topics: [], followUps: ['bundle-warpspeed'] });
    expect(read('what is in the scale bundle')).toMatchObject({ topics: ['bundle-warpspeed'] });
    expect(read('How long do the Launch and Leadflow bundles each take?').topics).toEqual(['bundle-hyperdrive', 'bundle-lightspeed']);
    expect(read('launch and go live').topics).toEqual([]);
  });

  it('knows "the Leadflow one" as the bundle, but not "launch one site"', () => {
    expect(read("what's the delivery time on the Leadflow one").topics).toEqual(['bundle-lightspeed']);
    expect(read('how many pages in the scale one').topics).toEqual(['bundle-warpspeed']);
    expect(read('can you launch one site a month').topics).not.toContain('bundle-hyperdrive');
  });

  it("reads a question for the team's number, e-mail or hours as one about them, even when it names neither", () => {
    expect(read('Which email should I send my project brief to?').topics).toEqual(['contact']);
    expect(read('number to call u guys?').topics).toEqual(['contact']);
    expect(read('does the leadflow one come with a phone number').topics).not.toContain('contact');
    expect(read('Are your hours CST or EST?').topics).toEqual(['hours']);
    expect(read('what time do u close today').topics).toEqual(['hours']);
    expect(read('does vale answer after business hours?').topics[0]).toBe('ai');
    expect(read('Phone # for your team please?').topics).toEqual(['contact']);
    expect(read('Which e-mail reaches your team?').topics).toEqual(['contact']);
    expect(read('how can i get somebody on the phone').topics).toEqual(['contact']);
    // "the phone number" asked for is the team's; the phone system's numbers are another thing.
    expect(read('and the phone number?').topics).toEqual(['contact']);
    expect(read("what's your phone number").topics).toEqual(['contact']);
    expect(read('can I keep my phone number if I switch to your phone system').topics).toEqual(['phone']);
  });
});

describe('typo correction', () => {
  const speller = createSpeller(['The phone system and the website', 'keep chairs full', 'call summaries']);

  it("spells an American word the site's British way", () => {
    const british = createSpeller(['We recognise your rights and honour them']);
    expect(british.correct('do you recognize and honor requests')).toBe('do you recognise and honour requests');
  });

  it('fixes a word one slip from a word of the site', () => {
    expect(speller.correct('how much is the phne sytem')).toBe('how much is the phone system');
    expect(speller.correct('websit cost?')).toBe('website cost?');
  });

  it('leaves real words, words it reads on purpose and short words alone', () => {
    expect(speller.correct('do you sell submarines')).toBe('do you sell submarines');
    // One slip from "call", "phone" and "fall" here, but words of their own.
    expect(speller.correct('can i text your cell or is that a phony rule')).toBe('can i text your cell or is that a phony rule');
    expect(speller.correct('i own a hair salon')).toBe('i own a hair salon');
    expect(speller.correct('hw r u')).toBe('hw r u');
    // "American" is one slip from the Americans with Disabilities Act's word, and means something else.
    expect(createSpeller(['the Americans with Disabilities Act']).correct('only american businesses?')).toBe('only american businesses?');
  });
});
