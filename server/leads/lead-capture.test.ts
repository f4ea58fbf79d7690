import { siteConfig } from '~/site.config';
import { CAPTURE_REPLIES, captureStep, confirmReply, idleCapture, showsLeadIntent, type CaptureOutcome, type CaptureState, type TakingStep } from './lead-capture';

/** Runs a conversation; returns every outcome in order. */
function converse(messages: string[], from: CaptureState = idleCapture): CaptureOutcome[] {
  const outcomes: CaptureOutcome[] = [];
  let state = from;
  for (const message of messages) {
    const outcome = captureStep(state, message);
    outcomes.push(outcome);
    state = outcome.state;
  }
  return outcomes;
}

const confirming: CaptureState = { step: 'confirm', name: 'Ada', email: 'ada@example.com', business: 'A bakery', bestTime: 'mornings' };

const replies = (outcomes: CaptureOutcome[]) => outcomes.map((outcome) => (outcome.kind === 'pass' ? '(agent answers)' : outcome.reply));

describe('Vale taking a lead in the chat', () => {
  it('recognises visitors who want to be contacted, booked, quoted, put through or started', () => {
    for (const message of [
      'Can you call me back?',
      'I would like a callback tomorrow',
      'book a demo please',
      'can I schedule a call with your team',
      'can I get a quote for a website',
      'quote please',
      'I want to talk to a real person',
      'Can I speak with sales?',
      "I'm ready to get started",
      'sign me up',
      'please email me the details',
      'How do I get started?',
      'can I sign up with you today?',
      "Don't call me, email me instead",
      'If you could call me tomorrow, that would be great',
      'when can you call me?',
      'will you call me back at 5pm?',
      'can you text me tomorrow morning?',
      'Could someone from your team reach out to me?',
      'can somebody reach out to me about it',
      'would be great if someone could reach out next week',
      'please follow up with me about the crm',
      'ready to get started',
      "we're ready to sign up",
      'can you send me a quote for the scale bundle?',
    ]) {
      expect(showsLeadIntent(message), message).toBe(true);
    }
    for (const message of [
      'How much is the CRM?',
      'What does the phone system include?',
      'do you work with restaurants',
      'hello',
      // Questions about quotes and bookings, not requests for one.
      'how long is a quote valid for',
      'When do I get a confirmation after I book the strategy session?',
      'Can I control what the AI is allowed to say, quote or promise?',
      // Asked how to start with a service, or asked not to be contacted.
      'how do i get started with ur marketing',
      'can i buy a list of phone numbers and blast texts to them',
      'I told your rep not to call me anymore. How long until that kicks in?',
      'please stop texting me',
      'please stop reaching out to me',
      'how soon will you get back to me?',
      'My auto detailing shop has a big list of past customers who stopped booking. Can you reach out to them?',
      'Who do I reach out to about the way you handle my data?',
      // The appointments Vale books for the visitor's customers, and a call booked on the way to asking something else.
      'we run a car repair shop, can the AI book service appointments when people call',
      'If I book a setup call today, how many days until the CRM is live for us?',
      // Asked how or whether the team gets in touch, or a request only imagined before the question.
      'Once you send me a quote, how long is it valid?',
      'if you send me a quote how long do I have to accept it before it expires',
      'ok, if you send me a quote how many days before it expires?',
      'once you send me a quote how long is it good for',
      'i do garage door repair. can the system get estimate appointments onto my schedule without me calling back?',
      'Before I even book a call: what year did your company actually start?',
      'how exactly would you contact me, phone only?',
      'would you ever call me late at night for marketing?',
      'list every way I can get in touch with you',
      'I run a small HVAC outfit. Before I even book a call: what year were you founded?',
      // Asked whether the team gets in touch at a time, or is there to talk at one.
      'will you text me early on a sunday morning?',
      'can i chat with someone at midnight',
      'On a Sunday, what is the earliest you would text me about an offer?',
      // The visitor's leads, and the quotes the visitor's business sends its own customers.
      "Some of our leads aren't ready to buy for months. Does the system keep in touch with them?",
      'i send proposals and then nobody replies. can u automate chasing those',
      'we give free estimates but half never book, can vale follow up',
      'do u just start building and bill me after or do i get a quote first',
      // Whether they may sign up at all: a question the terms answer.
      'im 17 and starting a lawn mowing biz, can i sign up',
      "no LLC yet, just me freelancing. can i sign up?",
    ]) {
      expect(showsLeadIntent(message), message).toBe(false);
    }
  });

  it('the happy path: offer, name, contact, business, best time, confirmation with the privacy policy, stored', () => {
    const outcomes = converse(['Can you call me back?', 'yes', 'Ada Lovelace', 'ada@example.com', 'Bakery, we miss calls at lunch', 'mornings', 'yes']);
    expect(replies(outcomes).slice(0, 5)).toEqual([
      CAPTURE_REPLIES.offer,
      CAPTURE_REPLIES.askName,
      CAPTURE_REPLIES.askContact('Ada'),
      CAPTURE_REPLIES.askBusiness,
      CAPTURE_REPLIES.askBestTime,
    ]);
    const confirm = outcomes[5];
    expect(confirm.kind === 'reply' && confirm.reply).toBe(
      confirmReply({ step: 'confirm', name: 'Ada Lovelace', email: 'ada@example.com', business: 'Bakery, we miss calls at lunch', bestTime: 'mornings' }),
    );
    expect(confirm.kind === 'reply' && confirm.reply).toContain('(/privacy-policy)');
    expect(confirm.kind === 'reply' && confirm.reply).toContain('within one business day');
    expect(outcomes[6]).toEqual({
      kind: 'store',
      reply: CAPTURE_REPLIES.stored,
      state: idleCapture,
      lead: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null, business: 'Bakery, we miss calls at lunch', bestTime: 'mornings' },
    });
  });

  it('re-asks clearly for a bad e-mail or phone, and takes either one', () => {
    const outcomes = converse(['book a demo', 'sure', "I'm Grace", 'grace@example', '12345', 'call me on (832) 555-0142', 'skip', 'skip']);
    expect(replies(outcomes)[2]).toBe(CAPTURE_REPLIES.askContact('Grace'));
    expect(replies(outcomes)[3]).toBe(CAPTURE_REPLIES.badContact);
    expect(replies(outcomes)[4]).toBe(CAPTURE_REPLIES.badContact);
    expect(replies(outcomes)[5]).toBe(CAPTURE_REPLIES.askBusiness);
    expect(outcomes[7].state).toMatchObject({ step: 'confirm', name: 'Grace', phone: '(832) 555-0142', business: undefined, bestTime: undefined });
  });

  it('cancel or never mind at any point leaves the flow, and nothing is stored', () => {
    for (const stop of ['cancel', 'never mind', 'Nevermind.', 'forget it']) {
      const outcomes = converse(['call me back', 'yes', 'Ada', stop]);
      expect(outcomes[3]).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture });
    }
    const atConfirm = converse(['call me back', 'yes', 'Ada', '832 555 0142', 'skip', 'skip', 'no']);
    expect(atConfirm.at(-1)).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture });
    expect(atConfirm.some((outcome) => outcome.kind === 'store')).toBe(false);
  });

  it('a question after never mind is answered, alone, before the flow is left', () => {
    const outcome = captureStep({ step: 'offered' }, 'never mind the call for now. how much does the ATOM CRM cost per month?');
    expect(outcome).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture, answerFirst: true, question: 'how much does the ATOM CRM cost per month?' });
    expect(captureStep({ step: 'name' }, 'never mind.')).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture });
    expect(captureStep({ step: 'offered' }, 'never mind, just give me the number to call')).toMatchObject({ answerFirst: true, question: 'just give me the number to call' });
    expect(captureStep({ step: 'name' }, 'nvm, what are your hours?')).toMatchObject({ answerFirst: true, question: 'what are your hours?' });
    expect(captureStep({ step: 'name' }, 'never mind, thanks')).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture });
  });

  it('the offer gives the ways to book: the contact page and the phone', () => {
    expect(CAPTURE_REPLIES.offer).toContain('/contact');
    expect(CAPTURE_REPLIES.offer).toContain(siteConfig.phone.display);
  });

  it('at the offer, a request to be contacted is a yes and a no is a no; a question lets the offer lapse', () => {
    const offered: CaptureState = { step: 'offered' };
    for (const yes of ['Can you call me back?', 'please have someone call me', 'sure, email me', 'Can I speak with sales?', 'yes please', 'ok do it']) {
      expect(captureStep(offered, yes), yes).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.askName, state: { step: 'name' } });
    }
    for (const no of ['no', "no, don't call me", 'not now']) {
      expect(captureStep(offered, no), no).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.declined, state: idleCapture });
    }
    for (const question of ['What are your hours?', 'How much is the CRM?']) {
      expect(captureStep(offered, question), question).toEqual({ kind: 'pass', state: idleCapture });
    }
  });

  it('at the offer, the details themselves are a yes: a name or a contact is taken as the answer it is', () => {
    const offered: CaptureState = { step: 'offered' };
    // What names something the site offers is no name; the agent tells (here: the bundles).
    const reading = { namesATopic: (message: string) => /bundle/i.test(message) };
    for (const [given, name] of [
      ['Ada Lovelace', 'Ada Lovelace'],
      ["I'm Ada", 'Ada'],
      ['This is Ada Lovelace.', 'Ada Lovelace'],
      ['my name is ada', 'ada'],
      ["Mary O'Brien", "Mary O'Brien"],
    ]) {
      expect(captureStep(offered, given, reading), given).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.askContact(name.split(' ')[0]), state: { step: 'contact', name } });
    }
    for (const notAName of ['Launch Bundle', "I'm interested in the crm", 'pricing info', 'Who are you?', 'Ada Lovelace?']) {
      expect(captureStep(offered, notAName, reading), notAName).toEqual({ kind: 'pass', state: idleCapture });
    }
    // Without the agent's reading, a name is not guessed at.
    expect(captureStep(offered, 'Ada Lovelace')).toEqual({ kind: 'pass', state: idleCapture });

    const [contact, name, business] = (() => {
      const first = captureStep(offered, 'ada@example.com');
      const second = captureStep(first.state, 'Ada Lovelace');
      return [first, second, captureStep(second.state, 'A bakery')];
    })();
    expect(contact).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.askNameAfterContact, state: { step: 'name', email: 'ada@example.com', phone: undefined } });
    expect(name).toMatchObject({ reply: CAPTURE_REPLIES.askBusinessAfterName('Ada'), state: { step: 'business', name: 'Ada Lovelace', email: 'ada@example.com' } });
    expect(business).toMatchObject({ reply: CAPTURE_REPLIES.askBestTime, state: { step: 'bestTime', business: 'A bakery' } });
    expect(captureStep(offered, 'call me on (832) 555-0199')).toMatchObject({ reply: CAPTURE_REPLIES.askNameAfterContact, state: { step: 'name', phone: '(832) 555-0199' } });
    expect(captureStep(offered, 'yes, ada@example.com')).toMatchObject({ reply: CAPTURE_REPLIES.askNameAfterContact, state: { step: 'name', email: 'ada@example.com' } });
    expect(captureStep(offered, '(832) 555-0199')).toMatchObject({ reply: CAPTURE_REPLIES.askNameAfterContact, state: { step: 'name', phone: '(832) 555-0199' } });
    for (const both of ['my name is Dana, 713 555 0199', 'Dana Scully 713 555 0199', 'Dana Scully, my number is 713 555 0199']) {
      expect(captureStep(offered, both, reading), both).toMatchObject({ reply: CAPTURE_REPLIES.askBusinessAfterName('Dana'), state: { step: 'business', phone: '713 555 0199' } });
    }
  });

  it('a yes or a no with a question after it has the question answered first', () => {
    expect(captureStep({ step: 'offered' }, 'Sure, but how much is the CRM?')).toEqual({
      kind: 'reply',
      reply: CAPTURE_REPLIES.askName,
      // It counts as the question asked instead of a name.
      state: { step: 'name', questionAsked: true },
      answerFirst: true,
    });
    expect(captureStep({ step: 'offered' }, 'no, what does the CRM cost?')).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.declined, state: idleCapture, answerFirst: true });
    expect(captureStep({ step: 'offered' }, 'no wait, first tell me what hours the texts can go out')).toMatchObject({ answerFirst: true });
    expect(captureStep(confirming, 'yes, but how much is the phone system?')).toMatchObject({ kind: 'store', reply: CAPTURE_REPLIES.stored, answerFirst: true });
    expect(captureStep(confirming, 'no, but what does the CRM cost?')).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture, answerFirst: true });
    // When the team will call is what the flow's own reply says.
    expect(captureStep(confirming, 'yes, when will you call?')).not.toHaveProperty('answerFirst');
  });

  it('a request to be contacted that also asks something has the question answered, then the offer made', () => {
    expect(captureStep(idleCapture, 'I want to set up a consultation, where do I do that and how long does it take?')).toEqual({
      kind: 'reply',
      reply: CAPTURE_REPLIES.offer,
      state: { step: 'offered' },
      answerFirst: true,
      question: 'where do I do that and how long does it take?',
    });
    expect(captureStep(idleCapture, 'Can you call me back?')).not.toHaveProperty('answerFirst');
  });

  it('a question while details are taken is answered, then the step asked again in one line, keeping what was taken', () => {
    const asked: Array<[TakingStep, CaptureState, string]> = [
      ['name', { step: 'name' }, 'How much is the CRM?'],
      ['contact', { step: 'contact', name: 'Ada' }, 'Why do you need that?'],
      ['business', { step: 'business', name: 'Ada', email: 'ada@example.com' }, 'Do you work with restaurants?'],
      ['bestTime', { step: 'bestTime', name: 'Ada', email: 'ada@example.com', business: 'A bakery' }, 'What are your hours'],
      ['confirm', confirming, 'Is my data safe?'],
    ];
    for (const [step, state, question] of asked) {
      const outcome = captureStep(state, question);
      expect(outcome, question).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.resume(step), state: { ...state, questionAsked: true }, answerFirst: true });
      expect(CAPTURE_REPLIES.resume(step)).not.toContain('\n');
      // Nothing but the mark of the question is added, and it survives the trip with the chat.
      expect(JSON.parse(JSON.stringify(outcome.state))).toEqual(outcome.state);
    }

    const outcomes = converse([
      'call me back',
      'yes',
      'How much is the CRM?',
      'Ada Lovelace',
      'What are your hours?',
      'ada@example.com',
      'do you work with bakeries?',
      'A bakery',
      'what does the phone system include?',
      'any time?',
      'is my data safe?',
      'yes',
    ]);
    expect(replies(outcomes)).toEqual([
      CAPTURE_REPLIES.offer,
      CAPTURE_REPLIES.askName,
      CAPTURE_REPLIES.resume('name'),
      CAPTURE_REPLIES.askContact('Ada'),
      CAPTURE_REPLIES.resume('contact'),
      CAPTURE_REPLIES.askBusiness,
      CAPTURE_REPLIES.resume('business'),
      CAPTURE_REPLIES.askBestTime,
      CAPTURE_REPLIES.resume('bestTime'),
      confirmReply({ step: 'confirm', name: 'Ada Lovelace', email: 'ada@example.com', business: 'A bakery', bestTime: 'any time?' }),
      CAPTURE_REPLIES.resume('confirm'),
      CAPTURE_REPLIES.stored,
    ]);
    expect(outcomes.at(-1)).toMatchObject({ kind: 'store', lead: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null, business: 'A bakery', bestTime: 'any time?' } });
  });

  it('a second question instead of an answer ends the flow: nothing stored, the question answered as usual', () => {
    const outcomes = converse(['I want a quote', 'yes', 'Ada', 'How much is the CRM?', 'And the phone system?', 'ada@example.com']);
    expect(outcomes[4]).toEqual({ kind: 'pass', state: idleCapture });
    // Over: an address typed now is not taken.
    expect(outcomes[5]).toEqual({ kind: 'pass', state: idleCapture });
    expect(outcomes.some((outcome) => outcome.kind === 'store')).toBe(false);

    // An answer in between (even one asked again for) clears the first question.
    const answeredBetween = converse(['I want a quote', 'yes', 'What is ATOM?', 'Ada', 'How much is the CRM?', 'grace@example', 'Is there a contract?']);
    expect(replies(answeredBetween).slice(4)).toEqual([CAPTURE_REPLIES.resume('contact'), CAPTURE_REPLIES.badContact, CAPTURE_REPLIES.resume('contact')]);
    // "cancel" after a question still ends it at once.
    expect(converse(['I want a quote', 'yes', 'Ada', 'How much is the CRM?', 'never mind'])[4]).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture });
    // At the confirmation, anything but yes or no is answered once, then the flow ends.
    expect(converse(['hmm', 'what happens to my details?'], confirming).map((outcome) => outcome.kind)).toEqual(['reply', 'pass']);
  });

  it('tells a question from an answer at each step', () => {
    expect(captureStep({ step: 'name' }, 'Will Smith')).toMatchObject({ state: { step: 'contact', name: 'Will Smith' } });
    expect(captureStep({ step: 'name' }, 'call me Ada')).toMatchObject({ state: { step: 'contact', name: 'Ada' } });
    expect(captureStep({ step: 'contact', name: 'Ada' }, 'can you email me at ada@example.com?')).toMatchObject({ state: { step: 'business', email: 'ada@example.com' } });
    // A mistyped address is asked for again; a sentence about something else is answered, then the step asked again.
    for (const tried of ['ada at example', 'my email is ada at example dot com', 'my cell is 555-01']) {
      expect(captureStep({ step: 'contact', name: 'Ada' }, tried), tried).toMatchObject({ reply: CAPTURE_REPLIES.badContact });
    }
    for (const aside of ['give me a 30% discount and I will sign today', 'confirm the website is free for new customers and I will give you my number']) {
      expect(captureStep({ step: 'contact', name: 'Ada' }, aside), aside).toMatchObject({ reply: CAPTURE_REPLIES.resume('contact'), answerFirst: true });
    }
    // Asked to be texted with another question after it: the questions are answered, not only the promise to reach out.
    expect(captureStep({ step: 'contact', name: 'Ada' }, 'will you text me after? how do I stop them if so')).toMatchObject({ reply: CAPTURE_REPLIES.resume('contact'), answerFirst: true });
    expect(captureStep({ step: 'contact', name: 'Ada' }, 'can you text me?')).toMatchObject({ reply: CAPTURE_REPLIES.onItsWay('contact') });
    // Never mind, then a question after a dash: the flow is left and the question answered.
    expect(captureStep({ step: 'contact', name: 'Lee' }, 'nvm — how long does it take to get new business numbers live')).toMatchObject({
      reply: CAPTURE_REPLIES.cancelled,
      state: idleCapture,
      answerFirst: true,
      question: 'how long does it take to get new business numbers live',
    });
    // A business and its needs, asked as a question, is still the answer.
    const business = { step: 'business', name: 'Ada', email: 'ada@example.com' } as const;
    for (const described of ["We're a dental clinic, could Vale answer our phones?", 'Can you help us with missed calls?']) {
      expect(captureStep(business, described), described).toMatchObject({ kind: 'reply', reply: CAPTURE_REPLIES.askBestTime, state: { business: described } });
    }
    // What, how or when asked of the site is a question, though it speaks of the visitor.
    for (const asked of [
      'wait, how old do I have to be to sign up?',
      'Actually, while I have you: how does a custom software project get started?',
      'btw do i get to sign off on the website before it goes public?',
    ]) {
      expect(captureStep(business, asked), asked).toMatchObject({ reply: CAPTURE_REPLIES.resume('business'), answerFirst: true });
    }
    expect(captureStep(business, 'how long until someone gets back to me?')).toMatchObject({ reply: CAPTURE_REPLIES.onItsWay('business') });
    // A time asked back is a time.
    const bestTime = { ...business, step: 'bestTime', business: 'A bakery' } as const;
    for (const time of ['any time?', 'is 3pm ok?', 'Can you call me tomorrow morning?', 'weekends?']) {
      expect(captureStep(bestTime, time), time).toMatchObject({ kind: 'reply', state: { step: 'confirm', bestTime: time } });
    }
    for (const [state, question] of [
      [business, 'Is there a contract?'],
      [bestTime, 'What are your hours?'],
      [bestTime, 'how long does setup take?'],
      // A question opened with a word or two before it asks.
      [{ step: 'name' }, 'btw whats the rate for outgoing calls'],
      [business, 'oh and how long is the free session'],
    ] as const) {
      expect(captureStep(state, question), question).toMatchObject({ answerFirst: true, state: { step: state.step, questionAsked: true } });
    }
  });

  it('asked to be called, or when, while details are taken: says when, asks the step again, and does not count it as a question', () => {
    const naming: CaptureState = { step: 'name', questionAsked: true };
    expect(captureStep(naming, 'can you just call me?')).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.onItsWay('name'), state: naming });
    const timing: CaptureState = { step: 'bestTime', name: 'Ada', phone: '832 555 0142' };
    for (const question of ['When will someone call me?', 'how soon will I hear back?', 'how long until someone gets back to me?']) {
      expect(captureStep(timing, question), question).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.onItsWay('bestTime'), state: timing });
    }
    expect(CAPTURE_REPLIES.onItsWay('bestTime')).toContain('within one business day');
  });

  it('continues from a state carried elsewhere (another instance), and refuses an odd name politely', () => {
    const carried: CaptureState = { step: 'contact', name: 'Ada' };
    expect(captureStep(carried, 'ada@example.com')).toMatchObject({ kind: 'reply', state: { step: 'business', name: 'Ada', email: 'ada@example.com' } });
    expect(captureStep({ step: 'name' }, 'ada@example.com')).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.badName, state: { step: 'name' } });
  });

  it('cleans what the store cannot keep out of every answer, so the flow carries on and the lead can be saved', () => {
    const outcomes = converse([
      'call me\u0000 back',
      'yes\u0000',
      'Ada\u0000 Love\ud800lace',
      'ada\u0000@example.com',
      'A bakery\r\nwe miss\u001b calls\udc00',
      'mornings\u0007',
      'yes',
    ]);
    expect(replies(outcomes).slice(0, 3)).toEqual([CAPTURE_REPLIES.offer, CAPTURE_REPLIES.askName, CAPTURE_REPLIES.askContact('Ada')]);
    expect(outcomes[6]).toMatchObject({
      kind: 'store',
      lead: { name: 'Ada Love\ufffdlace', email: 'ada@example.com', phone: null, business: 'A bakery we miss calls\ufffd', bestTime: 'mornings' },
    });
    // What travels with the chat is well-formed, control-free text: the store keeps it as JSON.
    for (const outcome of outcomes) expect(JSON.stringify(outcome.state)).not.toMatch(/\\u(?:00[01]|d[89a-f])/i);
  });

  it('never cuts an emoji in half when it shortens an answer', () => {
    const bestTime = 'x' + '🌅'.repeat(250);
    const outcome = captureStep({ step: 'bestTime', name: 'Ada', email: 'ada@example.com' }, bestTime);
    expect(outcome.state.bestTime).toBe('x' + '🌅'.repeat(199));
  });
});
