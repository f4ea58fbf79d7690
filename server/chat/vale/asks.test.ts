import { SUGGESTED_QUESTIONS } from '~/content/chat-suggestions';
import { PHONE_RATES } from '~/content/pricing';
import { NEW_CHAT_STATE } from '../chat-memory';
import { takeTurn } from '../conversation';
import { getValeAgent, type ValeContext } from './agent';
import { clausesOf, isWholeQuestion, joinsQuestions, readAsks } from './asks';
import { claims } from '~/content/claims';
import { CRM_RETENTION_MONTHS, TAX_RECORD_YEARS } from '~/content/legal/figures';
import { buildTopics, readQuestion } from './topics';
import { startingAmount } from '~/content/prices';
import { siteConfig } from '~/site.config';
import { BUNDLE_FACTS } from '~/content/plan-bundles';

const topics = buildTopics();
const byId = (id: string) => topics.find((topic) => topic.id === id);
const asksOf = (message: string, context: ValeContext = {}) => readAsks(message, readQuestion(message, topics), context, context.topic ? byId(context.topic) : undefined);

describe('reading a message in its conversation', () => {
  it('reads a message that cannot stand alone as a follow-up of the last topic', () => {
    for (const message of ['and the setup time?', 'how much is it?', 'what does it include?']) {
      const [ask] = asksOf(message, { topic: 'crm', attribute: 'price' });
      expect(ask.followUp, message).toBe(true);
      expect(ask.topics.map((topic) => topic.id), message).toEqual(['crm']);
    }
  });

  it('reads a question of its own after "and" as the first of the chat, and one that points back or ends in "then" as a follow-up', () => {
    const [own] = asksOf('and what payment methods can we use?', { topic: 'bundle-lightspeed' });
    expect(own.followUp).toBe(false);
    expect(own.topics).toEqual([]);
    expect(asksOf('how long until everything is live?', { topic: 'ai' })[0].followUp).toBe(false);
    for (const message of ['and what does it cost?', 'and what about the setup time?', 'ok and who picks up on the weekend then?']) {
      expect(asksOf(message, { topic: 'crm', attribute: 'price' })[0].followUp, message).toBe(true);
    }
  });

  it('reads "what do you offer law firms?" as asking what there is for that trade', () => {
    const [ask] = asksOf('What do you offer law firms?');
    expect(ask.topics.map((topic) => topic.id)).toEqual(['industry-legal']);
    expect(ask.attributes).toEqual(['audience']);
    expect(asksOf('Do you have any testimonials from plumbers?')[0].attributes).not.toContain('audience');
  });

  it('reads a whole question, or one that names its own topic, as if it were the first of the chat', () => {
    for (const message of ['Do I have to sign a contract?', 'Is financing available?', 'What are your business hours?', 'Where are you located?', 'Do you send appointment reminders?']) {
      const [ask] = asksOf(message, { topic: 'rate-sms', attribute: 'price' });
      expect(ask.followUp, message).toBe(false);
      expect(ask.topics.map((topic) => topic.id), message).toEqual(message.includes('hours') ? ['hours'] : []);
    }
  });

  it('asks what an offering does for the visitor\'s industry when they ask it "for us" after naming it', () => {
    const [ask] = asksOf('what would vale actually do for us then?', { topic: 'industry-restaurants', attribute: 'audience' });
    expect(ask.topics.map((topic) => topic.id)).toEqual(['industry-restaurants', 'ai']);
    expect(asksOf('how much is vale?', { topic: 'industry-restaurants', attribute: 'audience' })[0].topics.map((topic) => topic.id)).toEqual(['ai']);
  });

  it('reads "and outgoing?" after the incoming rate as the outgoing rate', () => {
    const [ask] = asksOf('and outgoing?', { topic: 'rate-inbound', attribute: 'price' });
    expect(ask.topics.map((topic) => topic.id)).toEqual(['rate-outbound']);
    expect(ask.attributes).toEqual(['price']);
  });

  it('asks a figure of the offering named, not of the visitor\'s industry named beside it', () => {
    const [ask] = asksOf('own a lil nail salon and we miss calls. how much is the ai thing that answers the phone, per month?');
    expect(ask.topics[0].id).toBe('ai');
    expect(asksOf('car dealership, we need 3 new local numbers. how long till the lines are working?')[0].topics.map((topic) => topic.id)).toEqual(['phone']);
    expect(asksOf('how much for a salon?')[0].topics.map((topic) => topic.id)).toEqual(['industry-beauty-salons']);
  });

  it('asks the setup time, not the reply speed, when a two-part question asks how long it takes to set up', () => {
    const asks = asksOf('whats vale cost per month and how long to get it set up?');
    expect(asks.map((ask) => ask.attributes)).toEqual([['price'], ['timing']]);
    expect(asks[1].query).toMatch(/set up/);
  });

  it('asks the same figure of each of two things listed with it ("crm price and phone price?", "atom + a website")', () => {
    for (const message of ['crm price and phone price?', 'price for atom + price for a new website?', 'entry marketing services price and crm price?', 'setup prices for a custom development project and for a website?']) {
      const asks = asksOf(message);
      expect(asks, message).toHaveLength(2);
      expect(asks.every((ask) => ask.attributes.includes('price')), message).toBe(true);
    }
    // Named otherwise, the first thing is what is asked about.
    expect(asksOf('how much is the ai that answers my phone')).toHaveLength(1);
  });

  it('reads "what\'s in" as what is included and "start at" as a price', () => {
    const asks = asksOf("What's in your marketing service and what does it start at?");
    expect(asks.map((ask) => ask.attributes).sort()).toEqual([['included'], ['price']]);
  });

  it('asks the same figure of a thing named alone ("inbound?" after an outbound price), but not when a question word asks something else', () => {
    expect(asksOf('inbound?', { topic: 'rate-outbound', attribute: 'price' })[0].attributes).toEqual(['price']);
    expect(asksOf('who is it for?', { topic: 'crm', attribute: 'price' })[0].attributes).toEqual([]);
  });

  it('splits a question with two asks: two things, or one thing and two of its attributes', () => {
    expect(asksOf('crm and phone system price?').map((ask) => ask.topics[0].id)).toEqual(['crm', 'phone']);
    expect(asksOf('what is included in Infinity Partner and how much').map((ask) => ask.attributes)).toEqual([['price'], ['included']]);
  });

  it('tells two questions joined with "and", "also" or "plus" from two sentences that may ask one thing twice', () => {
    for (const message of ['how long is the strategy session and does it cost me anything', 'CRM price? also is there an app for it', 'vale price & does it do DMs', 'what does Vale cost plus how fast does it reply']) {
      expect(joinsQuestions(message), message).toBe(true);
    }
    for (const message of ['Do my clients get a heads up before their appointment? How far ahead?', 'crm and phone system price?', 'is your accessibility statement current? when did you last revise it']) {
      expect(joinsQuestions(message), message).toBe(false);
    }
  });

  it('reads two whole questions in one message one after the other, and a lead-in or a short tail as part of its question', () => {
    expect(clausesOf('Where are you based, and what is your email?')).toEqual(['Where are you based', 'what is your email?']);
    expect(clausesOf('do i need to sign a contract, and is there a fee if i cancel?')).toEqual(['do i need to sign a contract', 'is there a fee if i cancel?']);
    expect(clausesOf('any contracts? and what currency do you bill in')).toEqual(['any contracts', 'what currency do you bill in']);
    expect(clausesOf('CRM price? also is there an app for it')).toEqual(['CRM price', 'is there an app for it']);
    // A question that opens with a condition is still a whole question, and so is the one after it.
    expect(clausesOf('If I cancel, when does it actually end, and do I get money back for the rest of the month?')).toEqual([
      'If I cancel when does it actually end',
      'do I get money back for the rest of the month?',
    ]);
    expect(clausesOf('how long do u have to answer a privacy request, and if i appeal ur decision how long for that?')).toEqual([
      'how long do u have to answer a privacy request',
      'if i appeal ur decision how long for that?',
    ]);
    // A question may open with what it is about: "in astroblaster how many…".
    expect(clausesOf('in astroblaster how many points is an asteroid and how many points to level up')).toEqual([
      'in astroblaster how many points is an asteroid',
      'how many points to level up',
    ]);
    // A statement before a question is read with it, and a second question after them is a question of its own.
    expect(clausesOf('we miss calls at lunch, what does Vale cost, and does the phone system come with texting?')).toEqual([
      'we miss calls at lunch what does Vale cost',
      'does the phone system come with texting?',
    ]);
    for (const message of [
      'what happens to my data if i cancel and if i come back later',
      'hvac company, can u handle emergency calls after hours',
      'If I cancel today, when does my service stop?',
      'do u text people on sundays? what time',
      'theres a game on your development page?? what is that lol',
      'how far out do you plan the marketing strategy? like quarter by quarter or the whole year?',
      // A clause that only sets the scene belongs to the question after it.
      'When a customer messages my website at night, how fast does your AI actually reply?',
      'once ATOM is set up, how does my front desk staff learn to use it?',
    ]) {
      expect(clausesOf(message), message).toEqual([message]);
    }
  });
});

describe('Vale across a conversation', () => {
  const agent = getValeAgent();
  const converse = (messages: string[]) => {
    let context: ValeContext = {};
    return messages.map((message) => {
      const answer = agent.answer(message, context);
      context = answer.context;
      return answer;
    });
  };

  it('answers every suggested question of the chat panel, with a link to its page', () => {
    for (const question of SUGGESTED_QUESTIONS) {
      const [answer] = converse([question]);
      expect(answer.kind, question).toBe('answer');
      expect(answer.reply, question).toMatch(/\/[a-z]/);
    }
  });

  it('reads a follow-up of a question that named no known thing with that question, and a new question as new', () => {
    const [, deadline] = converse(['I think I was overcharged on my last invoice', 'how long do I have to flag it?']);
    expect(deadline.reply).toContain('60 days');
    // Still the same question one follow-up later; "and where?" asks something new.
    const [, , again] = converse(['I think I was overcharged on my last invoice', 'how long do I have to flag it?', 'and what if I miss that?']);
    expect(again.context.subject).toBe('I think I was overcharged on my last invoice');
    const [, where] = converse(['when were you founded', 'and where?']);
    expect(where.reply).toContain(siteConfig.address.locality);
  });

  it('reads "those" in a follow-up as the things the last question named, not only the topic it was read under', () => {
    const [ask] = asksOf('how long do you keep those?', { topic: 'ai', subject: "what happens to questions the chatbot can't answer" });
    expect(ask.topics.map((topic) => topic.id)).toEqual(['ai']);
    expect(ask.query).toContain('questions the chatbot');
    const [, kept] = converse(["what happens to questions the chatbot can't answer", 'how long do you keep those?']);
    expect(kept.reply).toContain('30 days');
    // "it" is the thing itself: the topic's name carries it.
    expect(asksOf('how much is it?', { topic: 'crm', subject: 'tell me about the crm' })[0].query).not.toContain('tell me');
  });

  it('reads a follow-up it is unsure of with the question before it, and a whole question on its own', () => {
    const [, walkthrough] = converse(['how long is the free strategy session', 'and the walkthrough from the history page?']);
    expect(walkthrough.kind).toBe('answer');
    expect(walkthrough.reply).toContain(`${claims.walkthroughMinutes}-minute`);
    expect(walkthrough.context.subject).toBe('how long is the free strategy session');
    // A whole question is not read with the one before it: Vale has no nonprofit price, and says so.
    const [, nonprofit] = converse(['can vale answer volunteer calls for our nonprofit', 'do you have special pricing for nonprofits?']);
    expect(nonprofit.kind).toBe('unknown');
    // Read together, the two would be answered with the template's time again: that is no answer to the follow-up.
    const [template, custom] = converse(['how long does a template website take?', 'and a custom one?']);
    expect(custom.reply === template.reply || custom.reply.includes(template.reply)).toBe(false);
    expect(isWholeQuestion('do you have special pricing for nonprofits?', readQuestion('do you have special pricing for nonprofits?', buildTopics()))).toBe(true);
    expect(isWholeQuestion('and the walkthrough from the history page?', readQuestion('and the walkthrough from the history page?', buildTopics()))).toBe(false);
  });

  it('gives the same answer again to a follow-up it speaks of, composed for the follow-up, and never with the earlier fact beside a new one', () => {
    const [number, text] = converse(['what number do I call you on?', 'can I send a text to it as well?']);
    expect(text.kind).toBe('answer');
    expect(text.reply).toBe(number.reply);
    const [, records] = converse(['how long do you keep invoices?', 'and crm records about customers?']);
    expect(records.reply).toContain(`${CRM_RETENTION_MONTHS} months`);
    expect(records.reply).not.toContain(`${TAX_RECORD_YEARS} years`);
  });

  it('answers a new question after a price, not the price again', () => {
    const [, contract] = converse(['How much are texts?', 'Do I need a contract?']);
    expect(contract.reply).not.toContain('$0.0108');
    expect(contract.reply.toLowerCase()).toContain('no contract');
    // Worded further from the FAQ's question it may be held back, but it is never the price again.
    const [, signing] = converse(['How much are texts?', 'Do I have to sign a contract?']);
    expect(signing.reply).not.toContain('$0.0108');
  });

  it('answers both asks of one question', () => {
    const [both] = converse(['how much are the crm and the phone system?']);
    expect(both.reply).toContain(startingAmount('crm'));
    expect(both.reply).toContain(startingAmount('phone'));
    const [rates] = converse(['phone usage rates for texts n inbound calls pls']);
    expect(rates.reply).toContain(`$${PHONE_RATES.smsPerSegment}`);
    expect(rates.reply).toContain(`$${PHONE_RATES.inboundPerMinute}`);
  });

  it('knows which industry a business belongs to, and asks a figure after one of the services', () => {
    expect(converse(['do you work w car dealerships'])[0].reply).toMatch(/^Yes, Automotive is one of the/);
    // Read as the legal industry's fit; which answer says so, and how sure Vale is of it, the learned models decide.
    const [lawFirm] = getValeAgent().consider("We're a small law firm. Is this a fit for us?") ?? [];
    expect(lawFirm.ask.topics.map((topic) => topic.id)).toEqual(['industry-legal']);
    expect(lawFirm.chosen?.reply).toMatch(/\blegal\b/i);
    const [, price] = converse(['do you work with restaurants?', 'what would that cost?']);
    expect(price.reply).not.toMatch(/price for Restaurants/);
  });

  it('answers whether a thing does something with the line that says it does, and holds back when none says so', () => {
    expect(converse(['does the crm conect to zapier'])[0].reply).toMatch(/Zapier/);
    expect(converse(['Does ATOM show deal values and forecasts?'])[0].reply).toMatch(/forecasts/);
    expect(converse(['does atom connect to quickbooks'])[0].kind).toBe('unknown');
  });

  it('holds back rather than answer something else, and offers the team', () => {
    const [unknown] = converse(['Do you sell submarine insurance?']);
    expect(unknown.kind).toBe('unknown');
    expect(unknown.reply).toContain('/contact');
  });

  it('answers only what fits all of a question, and never says the site lacks a figure it states', () => {
    // Words beyond the topic and the figures asked ("users", "busywork") must be answered too.
    for (const message of ['how many users r included in the crm price, is it per seat?', 'how much time a day do small biz owners lose on busywork, by ur numbers']) {
      expect(converse([message])[0].reply, message).not.toMatch(/starts at \$/);
    }
    // A question is a curated answer's own only when every word is shared, "need" and "business" included.
    expect(converse(['how do i signup'])[0].reply).not.toMatch(/business use only/);
    expect(converse(['r u on linkedin'])[0].reply).not.toMatch(/\$\d/);
    const [heldBack] = converse(['what does ATOM CRM cost for a fleet of submarines']);
    expect(heldBack.reply).not.toMatch(/don't have a price for ATOM CRM/);
  });

  it("reads 'that site' after a bundle as the bundle's own site, and tells its size", () => {
    const { lightspeed, warpspeed } = BUNDLE_FACTS;
    expect(converse([`what is in the ${lightspeed.name.toLowerCase()}`, 'how many pages is that site?'])[1].reply).toContain(`${lightspeed.sitePages}-page site`);
    expect(converse(["what's your biggest example bundle", 'how many pages on that site'])[1].reply).toContain(`${warpspeed.sitePages}-page site`);
    expect(converse([`What comes in the ${lightspeed.name}?`, 'how many pages is the site'])[1].reply).toContain(`${lightspeed.sitePages}-page site`);
    expect(agent.reply(`How many pages does the website in the ${warpspeed.name} have?`)).toContain(`${warpspeed.sitePages}-page site`);
  });

  it('carries the topic of a message the lead flow takes to the next question', () => {
    const offer = takeTurn(NEW_CHAT_STATE, 'can someone call me back about the crm?', agent, true);
    expect(offer.answer).toBeUndefined();
    expect(offer.next.topic).toBe('crm');
    const price = takeTurn(offer.next, 'actually before that, how much is it per month?', agent, true);
    expect(price.answer?.reply).toContain(startingAmount('crm'));
    // The visitor's details name no topic, even when they name a business ("a bakery").
    let state = NEW_CHAT_STATE;
    for (const message of ['can someone call me back?', 'yes', 'Ada', 'ada@example.com', 'A bakery, we miss calls at lunch']) state = takeTurn(state, message, agent, true).next;
    expect(state.topic).toBeUndefined();
    expect(converse(['do you work with restaurants?', 'What are your prices?'])[1].reply).toMatch(/Starting prices/);
  });
});
