import { astroblasterContent } from '~/content/astroblaster';
import { crmContent } from '~/content/crm';
import { eras } from '~/content/eras';
import { allFaqs } from '~/content/faqs';
import { homeContent } from '~/content/home';
import { offeringList } from '~/content/offerings';
import { industriesContent } from '~/content/industries';
import { PHONE_RATES, pricingContent } from '~/content/pricing';
import { cookiePreferences } from '~/content/legal';
import { CRM_RETENTION_MONTHS, TAX_RECORD_YEARS } from '~/content/legal/figures';
import { getValeAgent } from './agent';
import { composeReply } from './compose';
import { buildKnowledge, knowledgeSources } from './knowledge';
import { sectionText } from './knowledge/legal';
import { inSentence, listOf, possessive } from './knowledge/types';

const chunks = buildKnowledge();
const allText = chunks.map((chunk) => chunk.answer).join('\n');

describe('knowledge sources', () => {
  it('each yield chunks with a question, an answer and a site path', () => {
    for (const [name, source] of Object.entries(knowledgeSources)) {
      const produced = source();
      expect(produced.length, name).toBeGreaterThan(0);
      for (const chunk of produced) {
        expect(chunk.question.trim(), chunk.id).not.toBe('');
        expect(chunk.answer.trim(), chunk.id).not.toBe('');
        expect(chunk.href, chunk.id).toMatch(/^\//);
      }
    }
  });

  it('give every chunk a unique id', () => {
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(chunks.length);
  });

  it('cover every FAQ entry, every offering, every bundle and every industry', () => {
    for (const faq of allFaqs()) expect(chunks.some((chunk) => chunk.answer === faq.a), faq.q).toBe(true);
    for (const offering of offeringList()) expect(allText).toContain(offering.name);
    for (const bundle of pricingContent.bundles.items) expect(allText).toContain(bundle.name);
    for (const industry of industriesContent.industries) expect(allText).toContain(industry.name);
  });

  it('know the Cookie Preferences page: its switches and what it says beside them', () => {
    for (const line of cookiePreferences.intro) expect(allText).toContain(line);
    for (const section of cookiePreferences.sections) expect(chunks.some((chunk) => chunk.question.endsWith(section.title)), section.title).toBe(true);
  });

  it('name each client quoted on the home page by the trade it is in', () => {
    for (const client of homeContent.testimonials.items) {
      const industry = industriesContent.industries.find((entry) => entry.id === client.industry);
      expect(industry, client.company).toBeDefined();
      const chunk = chunks.find((candidate) => candidate.id === `home:client-${client.id}`);
      expect(chunk?.question).toContain(industry?.name);
      expect(chunk?.answer).toContain(client.company);
    }
  });

  it('quote the phone rates from the pricing module', () => {
    for (const rate of Object.values(PHONE_RATES)) expect(allText).toContain(`$${rate}`);
  });

  it('leave no placeholder other than {phone}, which is filled in when replying', () => {
    expect(allText.replaceAll('{phone}', '')).not.toMatch(/\{\w+\}/);
  });
});

describe('sectionText', () => {
  it('lists short items after their lead-in in one sentence', () => {
    const text = sectionText({ number: '1', title: 'Contact', body: ['We welcome feedback. Contact us:', '- E-mail: a@b.c', '- Phone: 123'] });
    expect(text).toBe('We welcome feedback. Contact us: E-mail: a@b.c; Phone: 123.');
  });

  it('turns long items into sentences that keep their lead-in', () => {
    const text = sectionText({
      number: '2',
      title: 'Use',
      body: ['We use personal information to:', '- answer your questions and book and hold the strategy sessions you ask for;', '- provide, set up, support and bill for the services you buy from us.'],
    });
    expect(text).toBe(
      'We use personal information to answer your questions and book and hold the strategy sessions you ask for. ' +
        'We use personal information to provide, set up, support and bill for the services you buy from us.',
    );
  });

  it('reads a capitalised long item on from its lead-in, keeping the capitals of an acronym', () => {
    const text = sectionText({
      number: '3',
      title: 'Keeping',
      body: ['Our usual retention periods are:', '- Invoices and tax records: up to 7 years, as accounting and tax laws require.', '- CRM records about prospects and customers: about 24 months after the engagement.'],
    });
    expect(text).toBe(
      'Our usual retention periods are invoices and tax records: up to 7 years, as accounting and tax laws require. ' +
        'Our usual retention periods are CRM records about prospects and customers: about 24 months after the engagement.',
    );
  });
});

describe('a lead-in that is a sentence of its own', () => {
  it('goes before each long item with a colon, and a condition with a comma', () => {
    const ways = sectionText({
      number: '5',
      title: 'Testing',
      body: ['We check accessibility in several ways:', '- automated checks against WCAG 2.1 Level A and AA rules on every page of the site;', '- manual testing with the keyboard alone, on every page and every dialog.'],
    });
    expect(ways).toBe(
      'We check accessibility in several ways: automated checks against WCAG 2.1 Level A and AA rules on every page of the site. ' +
        'We check accessibility in several ways: manual testing with the keyboard alone, on every page and every dialog.',
    );
    const unless = sectionText({
      number: '7',
      title: 'Fees',
      body: ['Unless your Order says otherwise:', '- subscription fees are billed monthly in advance in US dollars and renew every month;', '- usage-based charges are billed monthly in arrears, as described in Section 8.'],
    });
    expect(unless.startsWith('Unless your Order says otherwise, subscription fees are billed')).toBe(true);
  });
});

describe('a list of named things, each explained', () => {
  it('is also read as one sentence that names them all, before a sentence for each', () => {
    const text = sectionText({
      number: '9',
      title: 'Standards',
      body: [
        'Our accessibility work is guided by:',
        '- the Web Content Accessibility Guidelines (WCAG) 2.1, Level AA, published by the World Wide Web Consortium (W3C);',
        '- Section 508 of the Rehabilitation Act, which sets accessibility requirements for technology in the United States;',
        '- the Americans with Disabilities Act (ADA), which protects equal access to goods and services.',
      ],
    });
    expect(text.startsWith(
      'Our accessibility work is guided by the Web Content Accessibility Guidelines (WCAG) 2.1, Level AA, Section 508 of the Rehabilitation Act and the Americans with Disabilities Act (ADA). ' +
        'Our accessibility work is guided by the Web Content Accessibility Guidelines (WCAG) 2.1, Level AA, published by',
    )).toBe(true);
  });

  it('is, when labelled kinds follow a lead-in that is a sentence of its own; each then reads without the lead-in', () => {
    const text = sectionText({
      number: '3',
      title: 'Kinds',
      body: [
        'Every cookie on the site falls into one of three categories:',
        '- Strictly necessary: needed for the site to load, stay secure and remember your cookie choices.',
        '- Analytics: tell us how many people visit and which pages they read, in aggregate only.',
        '- Marketing: measure whether an advertisement led to a visit or an enquiry to our team.',
      ],
    });
    expect(text).toBe(
      'Every cookie on the site falls into one of three categories: strictly necessary, analytics and marketing. ' +
        'Strictly necessary: needed for the site to load, stay secure and remember your cookie choices. ' +
        'Analytics: tell us how many people visit and which pages they read, in aggregate only. ' +
        'Marketing: measure whether an advertisement led to a visit or an enquiry to our team.',
    );
  });

  it('is not, when an item is a labelled fact or names nothing before its explanation', () => {
    const labelled = sectionText({ number: '3', title: 'Keeping', body: ['Our usual retention periods are:', '- Invoices and tax records: up to 7 years, which the tax laws require.', '- CRM records: about 24 months, which lets us follow up.'] });
    expect(labelled.split('. ')).toHaveLength(2);
    const unnamed = sectionText({ number: '2', title: 'Use', body: ['We use personal information to:', '- answer your questions and book and hold the strategy sessions you ask for;', '- provide, set up, support and bill for the services you buy from us.'] });
    expect(unnamed.split('. ')).toHaveLength(2);
  });
});

describe('wording helpers', () => {
  it('write lists, possessives and labels as a sentence reads them', () => {
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(possessive('Starbound Systems')).toBe("Starbound Systems'");
    expect(possessive('Vale')).toBe("Vale's");
    expect(inSentence('Managed Marketing')).toBe('managed marketing');
    expect(inSentence('Vale on every channel')).toBe('Vale on every channel');
    expect(inSentence('After-Hours Coverage')).toBe('after-hours coverage');
    expect(inSentence('SMS & Email')).toBe('SMS & email');
  });
});

describe('cards', () => {
  const byId = new Map(buildKnowledge().map((chunk) => [chunk.id, chunk]));

  it('marks each card of a page\'s list (a feature, a pack, an industry served), and no list or overview', () => {
    for (const id of ['phone:call-tracking', 'crm:feature-audit-history', 'marketing:logo-design', 'websites:local-seo-foundations', 'ai:industry-pack-legal', 'ai:module-smart-routing', 'industry:automotive']) {
      expect(byId.get(id)?.card, id).toBe(true);
    }
    for (const id of ['phone:features', 'marketing:branding', 'websites:features', 'ai:how-it-works', 'ai:capability-qualifies-leads', 'industry:list', 'crm:core-platform', 'faq:do-i-need-a-contract']) {
      expect(byId.get(id), id).toBeDefined();
      expect(byId.get(id)?.card, id).toBeUndefined();
    }
  });

  it('gives each of ATOM\'s features an answer of its own, a card stating what the page says of it', () => {
    const items = crmContent.atomCrm.columns.flatMap((column) => column.items);
    const features = [...byId.values()].filter((chunk) => chunk.id.startsWith('crm:feature-'));
    expect(features).toHaveLength(items.length);
    for (const [i, item] of items.entries()) {
      expect(features[i].card, features[i].id).toBe(true);
      expect(features[i].answer).toContain(inSentence(item.hint).replace(/\.$/, ''));
    }
  });

  it('puts "an" before a pack whose name starts with a vowel', () => {
    expect(byId.get('ai:industry-pack-e-commerce')?.answer).toMatch(/has an E-commerce industry pack/);
    expect(byId.get('ai:industry-pack-legal')?.answer).toMatch(/has a Legal industry pack/);
  });
});

describe('retention periods asked of alone', () => {
  const retention = buildKnowledge().find((chunk) => chunk.id === 'legal:privacy-policy-8')!;

  it('answers how long one kind of information is kept with that kind\'s period only', () => {
    const invoices = composeReply(retention, 'How long do you retain invoices and tax records?');
    expect(invoices).toContain(`up to ${TAX_RECORD_YEARS} years`);
    expect(invoices).not.toContain(`${CRM_RETENTION_MONTHS} months`);
    const crm = composeReply(retention, 'how long is my personal info kept in your CRM?');
    expect(crm).toContain(`${CRM_RETENTION_MONTHS} months`);
    expect(crm).not.toMatch(/analytics/i);
    expect(composeReply(retention, 'If I talk to Vale on the phone, how long is the recording kept?')).toMatch(/call recordings and chat transcripts: usually no longer than 12 months/i);
    // A visitor's own details: those sent, and those given in the chat before confirming.
    const sent = composeReply(retention, 'how long will you keep my details on file?');
    expect(sent).toMatch(/contact form and chat requests: as CRM records/i);
    expect(sent).not.toMatch(/analytics|invoices/i);
    expect(composeReply(retention, 'If I start giving the chat my details and then back out, what happens to them?')).toMatch(/before you confirm them: only while the chat lasts/i);
  });

  it('answers a follow-up naming no kind ("→ for how long?") with the period of the kind its earlier question named', () => {
    expect(composeReply(retention, 'for how long?', 'do you keep recordings of calls')).toMatch(/call recordings and chat transcripts/i);
    expect(composeReply(retention, 'and records of my consent?', 'how long do you keep my invoices on file')).not.toMatch(/invoices/i);
    const agent = getValeAgent();
    const first = agent.answer('do you keep recordings of calls');
    const next = agent.answer('for how long?', first.context);
    expect(next.reply).toMatch(/call recordings and chat transcripts: usually no longer than 12 months/i);
    expect(next.reply).not.toContain(`${CRM_RETENTION_MONTHS} months`);
  });

  it('answers with the whole section when no kind, or every kind, is named', () => {
    expect(composeReply(retention, 'how long do you keep personal information?')).toMatch(/^We keep personal information only as long as we need it/);
  });
});

describe('the arcade game', () => {
  const game = chunks.filter((chunk) => chunk.id.startsWith('astroblaster:'));

  it('answers how to play from the page itself: controls, points, hits and levels each on their own', () => {
    expect(game.map((chunk) => chunk.id)).toEqual(['astroblaster:controls', 'astroblaster:points', 'astroblaster:hits', 'astroblaster:levels']);
    const howToPlay = astroblasterContent.game.howToPlay.join(' ');
    for (const chunk of game) {
      const stated = chunk.answer.replace(/ Play it at \/astroblaster\.$/, '');
      expect(howToPlay, chunk.id).toContain(stated);
      expect(chunk.href).toBe('/astroblaster');
    }
  });

  it('is what Vale answers a player with', () => {
    const levels = game.find((chunk) => chunk.id === 'astroblaster:levels')!;
    expect(getValeAgent().answer(levels.question).reply).toContain(levels.answer.replace(/ Play it at \/astroblaster\.$/, ''));
  });
});

describe('the time travel page', () => {
  const eraAnswers = chunks.filter((chunk) => chunk.id.startsWith('time-travel:era-'));

  it('gives each era an answer of its own, a card with its name, its date as the page gives it and its place among the eras', () => {
    expect(eraAnswers.map((chunk) => chunk.id)).toEqual(eras.map((era) => `time-travel:era-${era.id}`));
    for (const [i, era] of eras.entries()) {
      const chunk = eraAnswers[i];
      expect(chunk.card, chunk.id).toBe(true);
      expect(chunk.answer).toContain(era.headline);
      expect(chunk.answer).toContain(era.timestamp.replace(/^c\. /, ''));
      expect(chunk.answer).toContain(era.copy);
      expect(chunk.answer).toContain(era.lesson);
      expect(chunk.href).toBe(`/time-travel#${era.id}`);
    }
    expect(eraAnswers[0].answer).toContain(`the first of the ${eras.length} eras`);
    expect(eraAnswers.at(-1)!.answer).toContain(`the last of the ${eras.length} eras`);
  });

  it('writes no abbreviation a reply would be cut at ("c. 3000 BCE" reads "around 3000 BCE")', () => {
    for (const chunk of eraAnswers) expect(chunk.answer, chunk.id).not.toMatch(/\bc\. /);
  });

  it('lists every era in order, and Vale answers an era\'s date with it', () => {
    const list = chunks.find((chunk) => chunk.id === 'time-travel:eras')!;
    expect(list.answer).toContain(`${eras.length} eras`);
    let from = 0;
    for (const era of eras) {
      const at = list.answer.indexOf(era.headline, from);
      expect(at, era.headline).toBeGreaterThan(from - 1);
      from = at;
    }
    const punchCards = eras.find((era) => era.id === 'punch-cards')!;
    expect(getValeAgent().answer(`When was the ${punchCards.headline} era on the time travel page?`).reply).toContain(punchCards.timestamp);
  });
});
