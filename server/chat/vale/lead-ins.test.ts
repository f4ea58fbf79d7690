import { describe, expect, it } from 'vitest';
import { withoutLeadIn } from './lead-ins';

describe('withoutLeadIn', () => {
  it('takes off a lead-in that changes the topic, and says so', () => {
    expect(withoutLeadIn('Unrelated: how long do you take to answer a privacy request?')).toEqual({ question: 'how long do you take to answer a privacy request?', changesTopic: true });
    expect(withoutLeadIn('switching gears, what is your email address?')).toEqual({ question: 'what is your email address?', changesTopic: true });
    expect(withoutLeadIn('ok cool. different question: which decade does the PC era start in?').question).toBe('which decade does the PC era start in?');
    expect(withoutLeadIn('actually a different question: how old do I have to be?').changesTopic).toBe(true);
    expect(withoutLeadIn('nvm that, how many pages is the Leadflow website?').question).toBe('how many pages is the Leadflow website?');
    expect(withoutLeadIn('unrelated but do you guys design logos?')).toEqual({ question: 'do you guys design logos?', changesTopic: true });
    expect(withoutLeadIn('random question, what year did starbound start?')).toEqual({ question: 'what year did starbound start?', changesTopic: true });
    expect(withoutLeadIn('ok different topic entirely: do you build apps?').question).toBe('do you build apps?');
    expect(withoutLeadIn('side q - is there a contract?').changesTopic).toBe(true);
    expect(withoutLeadIn('anyway, how much is the CRM?')).toEqual({ question: 'how much is the CRM?', changesTopic: true });
  });

  it('takes off a lead-in that only holds the chat, leaving the topic to the question', () => {
    expect(withoutLeadIn('while I wait: what is the rate for inbound calls?')).toEqual({ question: 'what is the rate for inbound calls?', changesTopic: false });
    expect(withoutLeadIn('quick q first - can it book trial sessions?').question).toBe('can it book trial sessions?');
    expect(withoutLeadIn('Before I give you my number, which days are you open?').question).toBe('which days are you open?');
    expect(withoutLeadIn('hold on, no wait, is there a contract?')).toEqual({ question: 'is there a contract?', changesTopic: false });
    expect(withoutLeadIn('no wait, first tell me what hours the texts can go out').question).toBe('tell me what hours the texts can go out');
    expect(withoutLeadIn("and while i've got you, do you do logos?")).toEqual({ question: 'do you do logos?', changesTopic: false });
    expect(withoutLeadIn('yes but quick q first, is there a setup fee?').question).toBe('is there a setup fee?');
    expect(withoutLeadIn('last one: how long is a quote valid?').question).toBe('how long is a quote valid?');
    expect(withoutLeadIn('before my number, do you text at night?').question).toBe('do you text at night?');
  });

  it('keeps words that belong to the question', () => {
    expect(withoutLeadIn('first step of onboarding?').question).toBe('first step of onboarding?');
    expect(withoutLeadIn('separately billed or one invoice?').question).toBe('separately billed or one invoice?');
    expect(withoutLeadIn('what is the difference between Vale and a chatbot?').question).toBe('what is the difference between Vale and a chatbot?');
    expect(withoutLeadIn('never mind')).toEqual({ question: 'never mind', changesTopic: false });
  });
});
