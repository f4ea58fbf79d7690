import { SUGGESTED_QUESTIONS } from '~/features/chat/chat-state';
import { getValeAgent, type ValeContext } from './agent';
import { readAsks } from './asks';
import { buildTopics, readQuestion } from './topics';

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

  it('reads a whole question, or one that names its own topic, as if it were the first of the chat', () => {
    for (const message of ['Do I have to sign a contract?', 'Is financing available?', 'What are your business hours?', 'Where are you located?', 'Do you send appointment reminders?']) {
      const [ask] = asksOf(message, { topic: 'rate-sms', attribute: 'price' });
      expect(ask.followUp, message).toBe(false);
      expect(ask.topics, message).toEqual([]);
    }
  });

  it('asks the same figure of a thing named alone ("inbound?" after an outbound price), but not when a question word asks something else', () => {
    expect(asksOf('inbound?', { topic: 'rate-outbound', attribute: 'price' })[0].attributes).toEqual(['price']);
    expect(asksOf('who is it for?', { topic: 'crm', attribute: 'price' })[0].attributes).toEqual([]);
  });

  it('splits a question with two asks: two things, or one thing and two of its attributes', () => {
    expect(asksOf('crm and phone system price?').map((ask) => ask.topics[0].id)).toEqual(['crm', 'phone']);
    expect(asksOf('what is included in Infinity Partner and how much').map((ask) => ask.attributes)).toEqual([['price'], ['included']]);
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

  it('answers a new question after a price, not the price again', () => {
    const [, contract] = converse(['How much are texts?', 'Do I have to sign a contract?']);
    expect(contract.reply).not.toContain('$0.0108');
    expect(contract.reply.toLowerCase()).toContain('no contract');
  });

  it('answers both asks of one question', () => {
    const [both] = converse(['how much are the crm and the phone system?']);
    expect(both.reply).toContain('$197');
    expect(both.reply).toContain('$47');
  });

  it('holds back rather than answer something else, and offers the team', () => {
    const [unknown] = converse(['Do you sell submarine insurance?']);
    expect(unknown.kind).toBe('unknown');
    expect(unknown.reply).toContain('/contact');
  });
});
