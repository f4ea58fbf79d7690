import { composeReply, mentionsSitePath, splitSentences } from './compose';
import { normalise } from './normalise';
import { impliedTerms, LEAST_BEGINNING, queryWords, statedBeginnings, statedTerms, stem, termsOf, tokenize } from './text';

describe('stem', () => {
  it('brings word forms together', () => {
    const same = (...words: string[]) => expect(new Set(words.map(stem)).size, words.join(' ')).toBe(1);
    same('booking', 'booked', 'books', 'book');
    same('automation', 'automate', 'automated', 'automatic');
    same('industries', 'industry');
    same('appointments', 'appointment');
    same('schedule', 'scheduling');
    same('month', 'monthly');
  });

  it('leaves words that only look plural alone', () => {
    expect(stem('business')).not.toBe('busines');
    expect(stem('status')).toBe('status');
    expect(stem('analysis')).toBe('analysis');
  });
});

describe('normalise and tokenize', () => {
  it('folds phrases, accents and possessives', () => {
    expect(normalise("How much is Vale's plan?")).toContain('price');
    expect(normalise("What's your phone number")).toContain('contact phone number');
    expect(tokenize(normalise('À la carte'))).toEqual(['alacarte']);
    expect(normalise('is it just US businesses you work with?')).toContain('countries');
    expect(normalise('how much heads up do I get?')).not.toContain('price');
    expect(normalise('I think I was overcharged')).toContain('billed incorrectly');
    expect(normalise('how do I get off your email list')).toContain('unsubscribe');
    expect(normalise('where are you headquartered')).toContain('based');
    expect(normalise('are your prices in american dollars?')).toContain('usd');
    for (const asked of ['where would a lawsuit actually be heard?', 'where can I sue you']) expect(normalise(asked)).toContain('decided courts');
    // The app stores by the phones they serve, and a minimum term as a contract.
    expect(normalise('listed on the App Store and Google Play')).toMatch(/iphone and android/);
    expect(normalise('Is there a minimum term on the CRM?')).toContain('contract');
    // Buying one service without the rest reads the same however it is put.
    for (const asked of ['can I buy just the phone system', 'the CRM on its own', 'Vale by itself', 'a standalone website']) expect(normalise(asked)).toContain('alacarte');
  });

  it('keeps prices and rates whole', () => {
    expect(tokenize('$0.0182 per minute, $4,242 setup')).toEqual(['0.0182', 'per', 'minute', '4,242', 'setup']);
  });
});

describe('query words', () => {
  it('drop stop words and map synonyms to one term', () => {
    expect(queryWords('What does it cost?').map((word) => word.terms[0])).toEqual(['pric']);
    expect(termsOf('dentist')[0]).toBe(termsOf('healthcare')[0]);
    expect(termsOf('the')).toEqual([]);
  });

  it('keep the word as typed next to its stem, so typos can still match', () => {
    expect(termsOf('pricing')).toEqual(['pric', 'pricing']);
  });
});

describe('stated beginnings', () => {
  it('holds each beginning of a stated term that a word can start it with, and nothing shorter', () => {
    const text = 'Integrations with your calendar';
    const beginnings = statedBeginnings(text);
    for (const term of statedTerms(text)) {
      for (let end = 1; end <= term.length; end += 1) expect(beginnings.has(term.slice(0, end))).toBe(end >= LEAST_BEGINNING);
    }
    expect([...beginnings].every((beginning) => [...statedTerms(text)].some((term) => term.startsWith(beginning)))).toBe(true);
    expect(statedBeginnings(text)).toBe(beginnings);
  });
});

describe('implied terms', () => {
  it('marks texts that state a price or a duration', () => {
    expect(impliedTerms('From $147/month.')).toBe('price');
    expect(impliedTerms('We respond within 48 hours.')).toBe('duration');
    expect(impliedTerms('Hello.')).toBe('');
  });
});

describe('compose', () => {
  it('splits sentences without breaking prices, ratings or paths', () => {
    expect(splitSentences('Rated 4.9/5. Calls cost $0.0182/min. See /pricing.')).toEqual(['Rated 4.9/5.', 'Calls cost $0.0182/min.', 'See /pricing.']);
  });

  it('recognises site paths but not fractions', () => {
    expect(mentionsSitePath('See /pricing#plan-examples.')).toBe(true);
    expect(mentionsSitePath('Rated 4.9/5 and 24/7.')).toBe(false);
  });

  it('adds the page link when the answer has none and fills in {phone}', () => {
    const reply = composeReply({ id: 't', question: 'q', answer: 'Call {phone}.', href: '/contact' }, 'phone');
    expect(reply).toMatch(/^Call \(\d{3}\) \d{3}-\d{4}\. See \/contact\.$/);
  });

  it('keeps the sentences of a long answer that speak to the question', () => {
    const answer = [
      'Our policy covers many things.',
      'Cookies last from a few hours to two years.',
      'We never sell data.',
      'Requests are answered within 45 days.',
      'Children under 13 are not served.',
    ].join(' ');
    const reply = composeReply({ id: 't', question: 'q', answer, href: '/privacy-policy' }, 'how long do cookies last');
    expect(reply).toContain('two years');
    expect(reply).not.toContain('45 days');
    expect(reply).toContain('/privacy-policy');
  });

  it('does not give a place of a long answer to its closing link, whose path shares the question\'s words', () => {
    const answer = [
      'Tally Marks is the first era on the timeline.',
      'Clay tablets counted grain, cattle and debts.',
      'Scribes kept them in temples.',
      'Merchants later moved to ledgers.',
      'See /time-travel#tally-marks.',
    ].join(' ');
    const reply = composeReply({ id: 't', question: 'q', answer, href: '/time-travel' }, 'what did the tally marks era count?');
    expect(reply).toBe('Tally Marks is the first era on the timeline. Clay tablets counted grain, cattle and debts. See /time-travel#tally-marks.');
  });

  it('keeps up to three sentences of a long answer that speak to the question, then its link', () => {
    const answer = [
      'Our policy covers many things.',
      'Marketing texts need your consent first.',
      'We never sell data.',
      'Reply STOP to any marketing text to opt out.',
      'Marketing texts are sent only in the daytime.',
      'Cookies last up to two years.',
      'See /privacy-choices.',
    ].join(' ');
    const reply = composeReply({ id: 't', question: 'q', answer, href: '/privacy-choices' }, 'when do you send marketing texts and how do I opt out of them?');
    expect(reply).toBe('Marketing texts need your consent first. Reply STOP to any marketing text to opt out. Marketing texts are sent only in the daytime. See /privacy-choices.');
  });

  it('prefers, among the sentences that speak to the question, one with the figure it asks for', () => {
    const answer = [
      'You can ask us to delete your information.',
      'A request to delete information needs your identity checked first.',
      'We review every request with care and write to you about it.',
      'We answer each request within 45 days of receiving it.',
    ].join(' ');
    const reply = composeReply({ id: 't', question: 'q', answer, href: '/privacy-policy' }, 'how long do you take to answer a request to delete my data?');
    expect(reply).toContain('45 days');
  });

  it('of sentences that speak to the question equally, prefers one with a word of the question no other sentence has', () => {
    const answer = [
      'Our rules cover every program.',
      'You must keep records of consent before you send marketing texts.',
      'Texts you send at night must respect quiet hours.',
      'Every program must honour STOP on texts.',
    ].join(' ');
    const reply = composeReply({ id: 't', question: 'q', answer, href: '/terms-of-service' }, 'what do i send to stop your texts');
    expect(reply).toContain('STOP');
  });

  it('asked for a limit ("the most you would be liable for"), leads with the sentence that states one', () => {
    const answer = [
      'To the fullest extent the law allows, neither of us is liable to the other for indirect, incidental, special or consequential damages, or for lost profits, revenue, data or goodwill, even if warned that they were possible.',
      'To the fullest extent the law allows, our total liability for all claims about the site, the services or these terms is limited to the greater of the fees you paid us in the 6 months before the claim, or $50.',
      'These limits do not apply to fees you owe, to fraud or wilful misconduct, or to anything else the law does not let us limit.',
      'Some places do not allow these limits, so they may not all apply to you.',
    ].join(' ');
    const reply = composeReply({ id: 't', question: 'q', answer, href: '/terms-of-service' }, 'What is the most you would be liable for if something goes wrong?');
    expect(reply).toContain('is limited to the greater of');
    expect(reply).not.toContain('indirect, incidental');
  });
});
