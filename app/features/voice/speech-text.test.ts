import { pageNames } from '~/content/pages';
import { splitForSpeech, toSpeech as toSpeechWithNames } from './speech-text';

const toSpeech = (text: string) => toSpeechWithNames(text, pageNames);

const SAMPLE_REPLIES: Array<[reply: string, spoken: string]> = [
  [
    'ATOM CRM starts at $197/month. It is a custom quote with no contract, and you can cancel anytime. See /pricing.',
    'ATOM CRM starts at 197 dollars a month. It is a custom quote with no contract, and you can cancel anytime. See our pricing page.',
  ],
  [
    'Starting prices: Vale AI from $147/month, ATOM CRM from $197/month, Phone from $47/month, Marketing from $1,697/month on our pricing page (entry marketing services from $497/month), Website from $4,242 setup, Development from $1,818 setup, and the Infinity Partner plan from $2,497/month. Every plan is a custom quote built around your business. See /pricing.',
    'Starting prices: Vale AI from 147 dollars a month, ATOM CRM from 197 dollars a month, Phone from 47 dollars a month, Marketing from 1,697 dollars a month on our pricing page (entry marketing services from 497 dollars a month), Website from 4,242 dollars setup, Development from 1,818 dollars setup, and the Infinity Partner plan from 2,497 dollars a month. Every plan is a custom quote built around your business. See our pricing page.',
  ],
  [
    'Pick a time on the "Book Your Strategy Session" calendar at /contact, or call or text us at (832) 555-0142.',
    'Pick a time on the Book Your Strategy Session calendar on our contact page, or call or text us at 8 3 2, 5 5 5, 0 1 4 2.',
  ],
  [
    'Implementation takes 3 business days for most services; template websites take 1-2 weeks and custom websites 3-6 weeks. See /pricing.',
    'Implementation takes 3 business days for most services; template websites take 1 to 2 weeks and custom websites 3 to 6 weeks. See our pricing page.',
  ],
  [
    'The business phone system includes local & toll-free numbers, two-way business texting, call routing & IVR, missed-call text back, call recording & transcripts and call tracking. See /phone.',
    'The business phone system includes local and toll-free numbers, two-way business texting, call routing and IVR, missed-call text back, call recording and transcripts and call tracking. See our business phone page.',
  ],
  [
    'Call or text us at (832) 555-0142, e-mail hello@starboundsystems.ai, or book a free strategy session on the calendar at /contact. You can also chat with Vale on any page of this site, 24/7.',
    'Call or text us at 8 3 2, 5 5 5, 0 1 4 2, e-mail hello at starboundsystems dot ai, or book a free strategy session on the calendar on our contact page. You can also chat with Vale on any page of this site, around the clock.',
  ],
];

describe('toSpeech', () => {
  describe('sample replies', () => {
    it.each(SAMPLE_REPLIES)('speaks %s', (reply, spoken) => {
      expect(toSpeech(reply)).toBe(spoken);
    });

    it.each(SAMPLE_REPLIES)('is stable when applied twice: %s', (reply) => {
      const once = toSpeech(reply);
      expect(toSpeech(once)).toBe(once);
    });
  });

  describe('site paths', () => {
    it('names the pages instead of reading slashes', () => {
      expect(toSpeech('Vale answers calls day and night; read more on /ai or compare plans at /pricing.')).toBe(
        'Vale answers calls day and night; read more on our page about Vale or compare plans on our pricing page.',
      );
      expect(toSpeech('Your pipelines and contacts live in ATOM, see /crm.')).toBe('Your pipelines and contacts live in ATOM, see our ATOM CRM page.');
    });

    it('reads a path with an anchor as the page name', () => {
      expect(toSpeech('A few typical bundles are listed at /pricing#plan-examples.')).toBe('A few typical bundles are listed on our pricing page.');
    });

    it('says "in" for documents that are not pages', () => {
      expect(toSpeech('How we use your data is explained at /privacy-policy.')).toBe('How we use your data is explained in our privacy policy.');
      expect(toSpeech('At /time-travel you can see how business tools changed.')).toBe('On our time travel page you can see how business tools changed.');
    });

    it('says a name written with its path once', () => {
      expect(toSpeech('We may contact you as described in our Privacy Policy (/privacy-policy).')).toBe(
        'We may contact you as described in our Privacy Policy.',
      );
    });

    it('leaves unknown paths as written', () => {
      expect(toSpeech('That page moved from /unknown to somewhere else.')).toBe('That page moved from /unknown to somewhere else.');
    });
  });

  describe('prices', () => {
    it.each([
      ['Phone plans start at $47/mo.', 'Phone plans start at 47 dollars a month.'],
      ['Vale costs $147/month.', 'Vale costs 147 dollars a month.'],
      ['Marketing starts at $1,697/month.', 'Marketing starts at 1,697 dollars a month.'],
      ['A website is $4,242 setup.', 'A website is 4,242 dollars setup.'],
      ['Extra minutes are $0.02/min.', 'Extra minutes are 2 cents a minute.'],
      ['Extra minutes are $0.02 per minute.', 'Extra minutes are 2 cents per minute.'],
      ['A text costs $0.01 each.', 'A text costs 1 cent each.'],
      ['The add-on is $4.99.', 'The add-on is 4 dollars and 99 cents.'],
      ['The add-on is $1.50.', 'The add-on is 1 dollar and 50 cents.'],
      ['The first lookup costs $1.', 'The first lookup costs 1 dollar.'],
      ['The annual plan is $1,970/yr or $1,970/year.', 'The annual plan is 1,970 dollars a year or 1,970 dollars a year.'],
      ['Extra seats are $25/user.', 'Extra seats are 25 dollars per user.'],
      ['Extra seats are $25/user/month.', 'Extra seats are 25 dollars per user per month.'],
      ['Projects run $2,500-$5,000.', 'Projects run 2,500 to 5,000 dollars.'],
      ['Projects run $2,500–$5,000.', 'Projects run 2,500 to 5,000 dollars.'],
      ['Ads budgets run $500-$1,000/month.', 'Ads budgets run 500 to 1,000 dollars a month.'],
      ['Calls cost $0.02-$0.05/min.', 'Calls cost 2 to 5 cents a minute.'],
      ['Clients have closed $300M+ in deals.', 'Clients have closed more than 300 million dollars in deals.'],
      ['Custom builds start at $10K.', 'Custom builds start at 10 thousand dollars.'],
    ])('%s', (reply, spoken) => {
      expect(toSpeech(reply)).toBe(spoken);
    });

    it('leaves "per" units after non-prices alone', () => {
      expect(toSpeech('Vale handles 500 calls per day.')).toBe('Vale handles 500 calls per day.');
    });
  });

  describe('numbers and symbols', () => {
    it.each([
      ['Template websites take 1-2 weeks.', 'Template websites take 1 to 2 weeks.'],
      ['Custom websites take 3–6 weeks.', 'Custom websites take 3 to 6 weeks.'],
      ['Records are kept 13-26 months.', 'Records are kept 13 to 26 months.'],
      ['Support is available 24/7.', 'Support is available around the clock.'],
      ['Vale answers 24/7/365.', 'Vale answers around the clock.'],
      ['Clients rate us 4.8/5 on Google.', 'Clients rate us 4.8 out of 5 on Google.'],
      ['Vale answers 3x more leads than voicemail.', 'Vale answers 3 times more leads than voicemail.'],
      ['Our ads reached 300M+ people.', 'Our ads reached more than 300 million people.'],
      ['Owners save 15+ hours a week.', 'Owners save more than 15 hours a week.'],
      ['Open rates reach 85%+ with texting.', 'Open rates reach more than 85 percent with texting.'],
      ['Texts get a 98% open rate.', 'Texts get a 98% open rate.'],
      ['Sales & marketing in one place.', 'Sales and marketing in one place.'],
      ['Pick any channel, e.g. SMS or chat.', 'Pick any channel, for example SMS or chat.'],
      ['Vale qualifies leads, i.e. asks the right questions.', 'Vale qualifies leads, that is asks the right questions.'],
      ['Vale vs. voicemail: no contest.', 'Vale versus voicemail: no contest.'],
      ['We handle calls, texts, chats, etc. on one line.', 'We handle calls, texts, chats, and so on on one line.'],
      ['We handle calls, texts, chats, etc. You just answer the hot leads.', 'We handle calls, texts, chats, and so on. You just answer the hot leads.'],
    ])('%s', (reply, spoken) => {
      expect(toSpeech(reply)).toBe(spoken);
    });

    it('leaves plain counts and dates alone', () => {
      expect(toSpeech('Most services go live in 3 business days.')).toBe('Most services go live in 3 business days.');
      expect(toSpeech('The update shipped on 2024-01-15.')).toBe('The update shipped on 2024-01-15.');
    });
  });

  describe('phone numbers', () => {
    it.each([
      ['Call (832) 555-0142 today.', 'Call 8 3 2, 5 5 5, 0 1 4 2 today.'],
      ['Call 832-555-0142 today.', 'Call 8 3 2, 5 5 5, 0 1 4 2 today.'],
      ['Call +1 832 555 0142 today.', 'Call 1, 8 3 2, 5 5 5, 0 1 4 2 today.'],
      ['Call 1-800-555-0199 today.', 'Call 1, 8 0 0, 5 5 5, 0 1 9 9 today.'],
    ])('%s', (reply, spoken) => {
      expect(toSpeech(reply)).toBe(spoken);
    });
  });

  describe('addresses', () => {
    it('spells out e-mail addresses', () => {
      expect(toSpeech('Write to hello@starboundsystems.ai or support.team@starboundsystems.ai.')).toBe(
        'Write to hello at starboundsystems dot ai or support dot team at starboundsystems dot ai.',
      );
    });

    it('points to the captions instead of reading web addresses', () => {
      expect(toSpeech('Our reviews are on https://www.google.com/maps/place/starbound, take a look.')).toBe(
        'Our reviews are on the link shown in the captions, take a look.',
      );
      expect(toSpeech('The app is at www.example.com.')).toBe('The app is at the link shown in the captions.');
    });
  });

  describe('markdown and decoration', () => {
    it('removes emphasis, code and quotes', () => {
      expect(toSpeech('**ATOM CRM** is *the* place for your `pipelines`, with the “Missed Call Text Back” feature.')).toBe(
        'ATOM CRM is the place for your pipelines, with the Missed Call Text Back feature.',
      );
    });

    it('keeps the text of links', () => {
      expect(toSpeech('Compare plans on [our pricing page](/pricing).')).toBe('Compare plans on our pricing page.');
    });

    it('turns bullets and numbered items into sentences', () => {
      const reply = 'Vale can:\n- answer calls & chats\n• book appointments.\n1. update your CRM\n2) send follow-up texts';
      expect(toSpeech(reply)).toBe('Vale can: answer calls and chats. book appointments. update your CRM. send follow-up texts.');
    });

    it('turns newlines into sentence breaks and collapses whitespace', () => {
      expect(toSpeech('## Pricing\nEvery plan is a custom quote\n\nSee   /pricing')).toBe('Pricing. Every plan is a custom quote. See our pricing page');
    });
  });

  describe('edge cases', () => {
    it('returns an empty string for an empty reply', () => {
      expect(toSpeech('')).toBe('');
      expect(toSpeech('  \n ')).toBe('');
    });

    it('leaves text with nothing to rewrite unchanged', () => {
      const reply = "Vale answers every call, qualifies the lead and books the appointment while you're on the job.";
      expect(toSpeech(reply)).toBe(reply);
    });

    it('does not read 24/7 as a path or a price', () => {
      expect(toSpeech('Vale works 24/7 from $147/month.')).toBe('Vale works around the clock from 147 dollars a month.');
    });
  });
});

describe('splitForSpeech', () => {
  it('returns nothing for empty text', () => {
    expect(splitForSpeech('')).toEqual([]);
    expect(splitForSpeech('   ')).toEqual([]);
  });

  it('splits at sentence ends', () => {
    expect(splitForSpeech('ATOM CRM starts at 197 dollars a month. Want a quote? Book now! See our pricing page.')).toEqual([
      'ATOM CRM starts at 197 dollars a month.',
      'Want a quote?',
      'Book now!',
      'See our pricing page.',
    ]);
  });

  it('does not split inside decimals or at a period without a following space', () => {
    expect(splitForSpeech('Clients rate us 4.8 out of 5. Thanks.')).toEqual(['Clients rate us 4.8 out of 5.', 'Thanks.']);
  });

  it('cuts a long sentence at its last comma before the limit', () => {
    const spoken = toSpeech(SAMPLE_REPLIES[1][0]);
    const chunks = splitForSpeech(spoken);
    expect(chunks).toEqual([
      'Starting prices: Vale AI from 147 dollars a month, ATOM CRM from 197 dollars a month, Phone from 47 dollars a month,',
      'Marketing from 1,697 dollars a month on our pricing page (entry marketing services from 497 dollars a month), Website from 4,242 dollars setup, Development from 1,818 dollars setup,',
      'and the Infinity Partner plan from 2,497 dollars a month.',
      'Every plan is a custom quote built around your business.',
      'See our pricing page.',
    ]);
    expect(chunks.every((chunk) => chunk.length <= 200)).toBe(true);
  });

  it('cuts at the last space when a long sentence has no comma', () => {
    expect(splitForSpeech('one two three four five six', 10)).toEqual(['one two', 'three four', 'five six']);
  });

  it('never cuts inside a word, even one longer than the limit', () => {
    expect(splitForSpeech('see supercalifragilistic now', 10)).toEqual(['see', 'supercalifragilistic', 'now']);
  });

  it('keeps every word of the text, in order, with no empty chunks', () => {
    const spoken = SAMPLE_REPLIES.map(([, text]) => text).join('\n');
    const chunks = splitForSpeech(spoken, 40);
    expect(chunks.every((chunk) => chunk.trim() !== '')).toBe(true);
    expect(chunks.join(' ').split(/\s+/)).toEqual(spoken.split(/\s+/));
  });
});
