import { CAPTURE_REPLIES, captureStep, confirmReply, idleCapture, showsLeadIntent, type CaptureOutcome, type CaptureState } from './lead-capture';

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

  it('an unrelated question midway leaves the flow so the agent answers it', () => {
    const outcomes = converse(['I want a quote', 'yes', 'Ada', 'How much is the CRM?']);
    expect(outcomes[3]).toEqual({ kind: 'pass', state: idleCapture });
    // Declining the offer, or asking something else instead, works the same way.
    expect(converse(['call me back', 'no'])[1]).toEqual({ kind: 'reply', reply: CAPTURE_REPLIES.declined, state: idleCapture });
    expect(converse(['call me back', 'What are your hours?'])[1]).toEqual({ kind: 'pass', state: idleCapture });
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
