import { NEW_CHAT_STATE, type ChatState } from '../chat-memory';
import { takeTurn, turnReply } from '../conversation';
import { confirms, createValeAgent, declines } from './agent';
import { confidenceModel } from './confidence-model';
import { buildKnowledge } from './knowledge';
import { REPLIES } from './replies';
import { OFFER_FLOOR } from './reply-assembly';

// Sure of nothing it was not asked word for word, so every other answer found is held back.
const unsure = createValeAgent(undefined, undefined, { ...confidenceModel, cutoff: 0.999 });
const QUESTION = 'whats the onboarding process for the crm';

describe('a question Vale is not sure of, offered back in the words of an answer it has', () => {
  it('asks whether the visitor meant a curated question, without a figure in it, and keeps which for the next message', () => {
    const held = unsure.answer(QUESTION);
    expect(held.kind).toBe('unknown');
    expect(held.confidence).toBeGreaterThanOrEqual(OFFER_FLOOR);
    const offered = held.context.offered;
    expect(offered).toBeDefined();
    const question = /Did you mean: "([^"]+)"/.exec(held.reply)?.[1];
    expect(question).toMatch(/\?$/);
    expect(question).not.toMatch(/\d/);
    expect(held.reply).toContain('Say "yes"');
    expect(held.reply).toContain('/contact');
  });

  it('answers, sure of it, any question it would offer, when the visitor types that question', () => {
    const agent = createValeAgent();
    const offerable = buildKnowledge().filter((chunk) => chunk.question.trim().endsWith('?'));
    const held = offerable.filter((chunk) => agent.answer(chunk.question).kind !== 'answer').map((chunk) => chunk.question);
    // A question joined to another by "or" is two asks, which no single chunk is written for.
    expect(held.length, held.join(' | ')).toBeLessThanOrEqual(1);
    expect(agent.answer('Do you do Logo Design?')).toMatchObject({ kind: 'answer', source: { id: 'marketing:logo-design' }, confidence: 1 });
  });

  it('gives that answer to a yes, as it answers its own question', () => {
    const held = unsure.answer(QUESTION);
    const yes = unsure.answer('yes please', held.context);
    expect(yes.kind).toBe('answer');
    expect(yes.source?.id).toBe(held.context.offered);
    expect(yes.reply).toContain('3 business days');
    expect(yes.context.offered).toBeUndefined();
  });

  it("offers a page's line by its name and page when that is the best answer held back", () => {
    const held = unsure.answer('can vale score my leads');
    expect(held.reply).toContain('The closest I have is "Qualifies Leads" on /ai. Say "yes"');
    expect(unsure.answer('yes', held.context).reply).toContain('scores the answers');
  });

  it('hears a no as a no, and any other message as a message of its own', () => {
    const held = unsure.answer(QUESTION);
    const no = unsure.answer('no', held.context);
    expect(no.reply).toContain('All right.');
    expect(no.context.offered).toBeUndefined();
    expect(unsure.answer('What is ATOM CRM?', held.context).reply).toContain('ATOM');
    // Without an offer standing, a bare yes or no is no answer to anything: Vale asks what the visitor would like to know.
    for (const bare of ['yes', 'no', 'ok', 'sure']) expect(unsure.answer(bare, { topic: 'ai' }).reply).toBe(REPLIES.askAway);
  });

  it('offers nothing when the site has no such figure, or nothing close enough to offer', () => {
    const weather = unsure.answer("what's the weather in Houston tomorrow");
    expect(weather.reply).not.toContain('Did you mean');
    expect(weather.context.offered).toBeUndefined();
    expect(unsure.answer('how much is the anti-ai service').reply).not.toContain('Did you mean');
  });

  it('reads a short yes or no, and not a question that starts with one', () => {
    expect(['yes', 'Yeah', 'yep, that one', 'correct'].map(confirms)).toEqual([true, true, true, true]);
    expect(['yes but how much is it?', 'yes I would like to know about all of your offerings'].map(confirms)).toEqual([false, false]);
    expect(['no', 'nope', 'nah not that', 'n'].map(declines)).toEqual([true, true, true, true]);
    expect(['n outgoing', 'y not'].map((message) => declines(message) || confirms(message))).toEqual([false, false]);
    expect(REPLIES.didYouMean('What is ATOM?')).toBe('Did you mean: "What is ATOM?" Say "yes" and I\'ll answer that.');
  });

  it('in a chat: a yes gets the answer, but a yes to the offer to take details stays with that flow', () => {
    let state: ChatState = NEW_CHAT_STATE;
    const turn = takeTurn(state, QUESTION, unsure, true);
    state = turn.next;
    expect(state.offered).toBeDefined();
    expect(turnReply(takeTurn(state, 'yes', unsure, true))).toContain('3 business days');

    const contact = takeTurn(state, 'Can someone call me back?', unsure, true);
    expect(turnReply(contact)).toContain('Shall I take your details?');
    expect(contact.next.offered).toBeUndefined();
    const yes = takeTurn(contact.next, 'yes', unsure, true);
    expect(turnReply(yes)).toContain('What is your name?');
  });
});
