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

  it('checks the reply itself, not the link after it', () => {
    expect(hasShape('Reminders go out 24 h and 2 h before each appointment.', 'time')).toBe(true);
    expect(hasShape('The Privacy Policy was last updated on September 1, 2025.', 'time')).toBe(true);
    expect(hasShape('It covers calendar sync and smart reminders. See /ai.', 'time')).toBe(false);
    expect(hasShape('Clients rate us 4.9/5 from 150 reviews.', 'number')).toBe(true);
    expect(hasShape('We reply to every review. See /marketing#reviews.', 'number')).toBe(false);
    expect(hasShape('Anything at all.', undefined)).toBe(true);
  });
});
