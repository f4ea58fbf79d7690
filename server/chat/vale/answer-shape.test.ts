import { hasShape, wantedShape } from './answer-shape';

describe('the shape of answer a question wants', () => {
  it('reads questions of time and of number, and leaves the rest open', () => {
    expect(wantedShape('When do appointment reminders go out?')).toBe('time');
    expect(wantedShape('how soon will i see results')).toBe('time');
    expect(wantedShape('how many reviews is your rating based on')).toBe('number');
    expect(wantedShape('can customers pay a deposit when they book online')).toBeUndefined();
    expect(wantedShape('what happens when I cancel?')).toBeUndefined();
    expect(wantedShape('What does the CRM include?')).toBeUndefined();
  });

  it('wants a length of time for "how much notice", "how many years", "how far in advance": "after notice" is none', () => {
    expect(wantedShape('how much notice would I get?')).toBe('duration');
    expect(wantedShape('how many years do you keep my invoices?')).toBe('duration');
    expect(wantedShape('How far in advance is the content calendar planned out?')).toBe('duration');
    expect(wantedShape('when do I pay the setup fee?')).toBe('time');
    expect(hasShape('We may suspend Services if you do not pay undisputed fees after notice.', 'duration')).toBe(false);
    expect(hasShape("We give at least 30 days' written notice.", 'duration')).toBe(true);
    expect(hasShape('Invoices and tax records: up to 7 years.', 'duration')).toBe(true);
    expect(hasShape('It starts with a 20-minute walkthrough.', 'duration')).toBe(true);
    expect(hasShape('The fee is due before work begins.', 'time')).toBe(true);
  });

  it('reads a response or onboarding time as a time, and "your email response time" as no request for the address', () => {
    expect(wantedShape("What's your email response time?")).toBe('time');
    expect(wantedShape('atom crm onboarding time pls')).toBe('setup-time');
    expect(wantedShape("what's your email?")).toBe('email');
  });

  it('checks the reply itself, not the link after it', () => {
    expect(hasShape('Reminders go out 24 h and 2 h before each appointment.', 'time')).toBe(true);
    expect(hasShape('The Privacy Policy was last updated on September 1, 2025.', 'time')).toBe(true);
    expect(hasShape('It covers calendar sync and smart reminders. See /ai.', 'time')).toBe(false);
    expect(hasShape('Clients rate us 4.9/5 from 150 reviews.', 'number')).toBe(true);
    expect(hasShape('Vale picks up on the first ring.', 'number')).toBe(true);
    expect(hasShape('We reply to every review. See /marketing#reviews.', 'number')).toBe(false);
    expect(hasShape('Anything at all.', undefined)).toBe(true);
  });

  it('reads a time of setting up apart from other times', () => {
    expect(wantedShape('setup time for the ai employee')).toBe('setup-time');
    expect(wantedShape('How long does it take to get ATOM up and running?')).toBe('setup-time');
    expect(wantedShape('When is the setup fee due?')).toBe('time');
    expect(wantedShape('when did starbound get started')).toBe('time');
    expect(wantedShape('How far back does your history timeline go?')).toBeUndefined();
    expect(wantedShape('once I say yes, how many days until the AI is actually picking up my calls?')).toBe('setup-time');
    expect(wantedShape('how fast does vale pick up when the phone rings')).toBe('time');
    expect(wantedShape('How much notice do you give before raising prices?')).toBe('duration');
    expect(hasShape('Implementation takes 3 business days. See /crm.', 'setup-time')).toBe(true);
    expect(hasShape('Vale is a 24/7 AI employee that answers calls and chats.', 'setup-time')).toBe(false);
    expect(hasShape('Vale is a 24/7 AI employee that answers calls and chats.', 'time')).toBe(true);
  });

  it("reads a question for the team's phone number or e-mail, not the phone system's numbers", () => {
    expect(wantedShape('number to call u guys?')).toBe('phone');
    expect(wantedShape('Is there a number I can just text you at?')).toBe('phone');
    expect(wantedShape('best # to text a pic of our storefront sign to')).toBe('phone');
    expect(wantedShape('need to call u guys, number pls')).toBe('phone');
    expect(wantedShape('a number where we can reach your team?')).toBe('phone');
    expect(wantedShape('which e-mail should I send our brief to?')).toBe('email');
    expect(wantedShape('how do i get off your email newsletter')).toBeUndefined();
    expect(wantedShape('can I keep my phone number')).toBeUndefined();
    expect(wantedShape('does the leadflow one come with a phone number')).toBeUndefined();
    expect(wantedShape('email 4 support?')).toBe('email');
    expect(wantedShape('Which email should I send my project brief to?')).toBe('email');
    expect(wantedShape('does atom do email marketing')).toBeUndefined();
    expect(wantedShape('what email address do reminders come from')).toBeUndefined();
    expect(hasShape('Call or text us at (832) 555-0142.', 'phone')).toBe(true);
    expect(hasShape('E-mail hello@example.com any time.', 'email')).toBe(true);
    expect(hasShape('Call or text us at (832) 555-0142.', 'email')).toBe(false);
  });

  it('reads a question of the age the site requires, not of how old the company is', () => {
    expect(wantedShape("my son's 17 and wants to sign up his lawn business, is there a minimum age?")).toBe('age');
    expect(wantedShape('how old is your company')).toBeUndefined();
    expect(hasShape('You must be 18 or older to use them.', 'age')).toBe(true);
    expect(hasShape('Our services are for business use only.', 'age')).toBe(false);
  });
});
