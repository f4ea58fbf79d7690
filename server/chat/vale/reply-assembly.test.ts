import { getValeAgent } from './agent';
import { CandidateFinder } from './candidates';
import type { ConsideredAsk } from './consider';
import { buildKnowledge } from './knowledge';
import { passageKnowledge } from './knowledge/passages';
import { assembleAnswer } from './reply-assembly';
import { REPLIES } from './replies';
import { buildTopics } from './topics';

const finder = new CandidateFinder(buildKnowledge(), passageKnowledge(), buildTopics());
const [considered] = getValeAgent().consider('How many days do you take to answer a privacy request?') ?? [];
const sureOf = (confidence: number): ConsideredAsk => ({ ...considered, confidence });

describe('assembling a reply from the asks of a message', () => {
  it('gives the answers it is sure of, and offers the team for an ask it is not', () => {
    const other = getValeAgent().consider('Do you sell submarine insurance?')![0];
    const answer = assembleAnswer([sureOf(1), { ...other, confidence: 0.1 }], finder, 0.5);
    expect(answer.kind).toBe('unknown');
    expect(answer.reply).toContain(considered.chosen!.reply);
    expect(answer.reply).toContain('As for the rest');
  });

  it('counts an unsure ask whose best answer was already given for the other as answered by it, and says it once', () => {
    const answer = assembleAnswer([sureOf(1), sureOf(0.1)], finder, 0.5);
    expect(answer.kind).toBe('answer');
    expect(answer.reply).toBe(considered.chosen!.reply);
  });

  it('counts an unsure ask as answered when a surer answer already states every figure of its best answer', () => {
    const sure = { ...considered, confidence: 1 };
    const unsure: ConsideredAsk = { ...considered, confidence: 0.1, chosen: { ...considered.chosen!, chunk: { ...considered.chosen!.chunk, id: 'other' }, reply: 'Within 45 days.' } };
    expect(sure.chosen!.reply).toContain('45 days');
    expect(assembleAnswer([sure, unsure], finder, 0.5).kind).toBe('answer');
    const noFigure: ConsideredAsk = { ...unsure, chosen: { ...unsure.chosen!, reply: 'Ask our team.' } };
    expect(assembleAnswer([sure, noFigure], finder, 0.5).kind).toBe('unknown');
  });

  it('never says the site has no figure when the best answer found states one', () => {
    const [emailReply] = getValeAgent().consider('How fast do you reply if I email you?', { topic: 'marketing' }) ?? [];
    expect(emailReply.chosen?.reply).toMatch(/business day/);
    const heldBack = assembleAnswer([{ ...emailReply, confidence: 0 }], finder, 0.5);
    expect(heldBack.kind).toBe('unknown');
    expect(heldBack.reply).not.toMatch(/don't have a timeline/);
  });

  it('holding back an answer about a thing the site speaks of, says it has no sure answer, never that the site has none', () => {
    const [tollFree] = getValeAgent().consider('Can I get a toll-free number from you?') ?? [];
    expect(tollFree.ask.topics[0]?.id).toBe('phone');
    const heldBack = assembleAnswer([{ ...tollFree, confidence: 0 }], finder, 0.5);
    expect(heldBack.kind).toBe('unknown');
    expect(heldBack.reply).toContain(REPLIES.unsureAbout(tollFree.ask.topics[0]!.name));
    expect(heldBack.reply).not.toContain(REPLIES.unknownOpening);
    // Of nothing the site speaks of, it has no answer.
    const [pizza] = getValeAgent().consider('Do you sell pizza?') ?? [];
    expect(assembleAnswer([{ ...pizza, confidence: 0 }], finder, 0.5).reply).toContain(REPLIES.unknownOpening);
  });

  it('keeps the answer to an ask about another thing even when the first answer states its figures', () => {
    const [cost, license] = getValeAgent().consider('what does infinity partner cost and is the atom license part of it') ?? [];
    expect(license.ask.attributes).toEqual([]);
    expect(license.chosen?.reply).toMatch(/license included/);
    const reply = assembleAnswer([{ ...cost, confidence: 1 }, { ...license, confidence: 1 }], finder, 0.5).reply;
    expect(reply).toContain(cost.chosen!.reply);
    expect(reply).toMatch(/license included/);
  });

  it('keeps the answer about each of two things asked of together, though they share a figure ("dentists and auto repair shops")', () => {
    const asks = getValeAgent().consider('Do you work with both dentists and auto repair shops?') ?? [];
    expect(asks.map((entry) => entry.ask.topics[0]?.id)).toEqual(['industry-healthcare', 'industry-automotive']);
    const reply = assembleAnswer(asks.map((entry) => ({ ...entry, confidence: 1 })), finder, 0.5).reply;
    for (const entry of asks) expect(reply).toContain(entry.chosen!.reply);
  });

  it('leaves out an answer about a thing the first answer already names, when it states no figure the first does not', () => {
    const asks = getValeAgent().consider('what hours on a Sunday can your system send marketing texts') ?? [];
    expect(asks.length).toBe(2);
    const reply = assembleAnswer(asks.map((entry) => ({ ...entry, confidence: 1 })), finder, 0.5).reply;
    expect(reply).toBe(asks[0].chosen!.reply);
  });

  it('does not let a sure answer\'s figures stand for an unsure ask it says nothing of ("how much is ATOM and what colour is its logo?")', () => {
    const [price, logo] = getValeAgent().consider('How much is ATOM and what colour is its logo?') ?? [];
    expect(price.chosen?.reply).toMatch(/\$197/);
    const answer = assembleAnswer([{ ...price, confidence: 1 }, { ...logo, confidence: 0.2 }], finder, 0.5);
    expect(answer.kind).toBe('unknown');
    expect(answer.reply).toContain(price.chosen!.reply);
    expect(answer.reply).toContain('As for the rest:');
    // An unsure ask whose words the sure answer states is answered by it.
    const [notice, cancel] = getValeAgent().consider('How much notice do you give before raising prices, and can I cancel before the change?') ?? [];
    expect(assembleAnswer([{ ...notice, confidence: 1 }, { ...cancel, confidence: 0.2 }], finder, 0.5).kind).toBe('answer');
  });
});

describe('the cards\' cut-off', () => {
  const [tracking] = getValeAgent().consider('Does the phone system have call tracking?') ?? [];
  const cutoffs = { cutoff: 0.75, cardCutoff: 0.5 };

  it('gives a card\'s answer (one feature offered) at the cards\' cut-off, below the one every other answer needs', () => {
    expect(tracking.chosen?.chunk.card).toBe(true);
    expect(assembleAnswer([{ ...tracking, confidence: 0.6 }], finder, cutoffs).kind).toBe('answer');
    expect(assembleAnswer([{ ...tracking, confidence: 0.6 }], finder, { cutoff: 0.75 }).kind).toBe('unknown');
    expect(assembleAnswer([{ ...tracking, confidence: 0.4 }], finder, cutoffs).kind).toBe('unknown');
  });

  it('holds every other answer to the cut-off', () => {
    expect(considered.chosen?.chunk.card).toBeUndefined();
    expect(assembleAnswer([sureOf(0.6)], finder, cutoffs).kind).toBe('unknown');
  });
});
