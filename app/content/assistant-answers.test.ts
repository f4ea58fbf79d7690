import { assistantAnswers, type TaughtAnswer } from './assistant-answers';
import { company } from './company';
import { pages } from './pages';

/** A phrasing as a visitor's question is compared: case, punctuation and spacing aside. */
const normalised = (phrasing: string) => phrasing.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * A figure typed in an answer's own words: a digit, or a number written out. "one-time" and "one-off" name a
 * kind of fee, not a count.
 */
const TYPED_FIGURE =
  /\d|\b(zero|one(?!-time|-off)|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen)\b/i;

const answerById = (answers: readonly TaughtAnswer[], id: string) => {
  const found = answers.find((answer) => answer.id === id);
  if (!found) throw new Error(`No taught answer "${id}"`);
  return found.answer.text;
};

describe('assistant answers', () => {
  it('each have a unique id in lower-case words', () => {
    const ids = assistantAnswers.map((answer) => answer.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each have at least three distinct phrasings, shared with no other answer', () => {
    const owner = new Map<string, string>();
    for (const { id, phrasings } of assistantAnswers) {
      const distinct = new Set(phrasings.map(normalised));
      expect(distinct.size, id).toBe(phrasings.length);
      expect(distinct.size, id).toBeGreaterThanOrEqual(3);
      for (const phrasing of distinct) {
        expect(owner.get(phrasing), `"${phrasing}" in ${id}`).toBeUndefined();
        owner.set(phrasing, id);
      }
    }
  });

  it('each link to a page of the site', () => {
    for (const { id, page } of assistantAnswers) expect(pages.map((entry) => entry.path), id).toContain(page);
  });

  it('type no figure in their own words: every figure comes from the content that owns it', () => {
    for (const { id, answer } of assistantAnswers) {
      for (const words of answer.ownWords) expect(words, id).not.toMatch(TYPED_FIGURE);
    }
  });

  it('would catch a figure typed in, in digits or in words', () => {
    for (const typed of ['within 60 days', 'within sixty days', 'Thirty days', 'one business day']) expect(typed).toMatch(TYPED_FIGURE);
    for (const words of ['a one-time setup fee', 'one-off', 'someone', 'done']) expect(words).not.toMatch(TYPED_FIGURE);
  });

  it('read as finished sentences with no placeholder left', () => {
    for (const { id, answer } of assistantAnswers) {
      expect(answer.text, id).toMatch(/[.!?"]$/);
      expect(answer.text, id).not.toMatch(/\{\w+\}|undefined|\[object/);
    }
  });

  it('state the figures where they are owned', () => {
    expect(answerById(assistantAnswers, 'review-count')).toContain(`from ${company.rating.count} reviews`);
    expect(answerById(assistantAnswers, 'billing-disputes')).toMatch(/within \d+ days of the invoice date/);
  });
});

describe('a taught answer takes its figures by reference', () => {
  afterEach(() => {
    vi.doUnmock('./company');
    vi.doUnmock('./legal');
    vi.resetModules();
  });

  it('changes when the value in the owning module changes', async () => {
    const reviews = company.rating.count + 1000;
    vi.resetModules();
    vi.doMock('./company', async (importOriginal) => {
      const actual = await importOriginal<typeof import('./company')>();
      return { ...actual, company: { ...actual.company, rating: { ...actual.company.rating, count: reviews } } };
    });
    // The terms of service own the time to question a charge, inside one of their sentences.
    vi.doMock('./legal', async (importOriginal) => {
      const actual = await importOriginal<typeof import('./legal')>();
      const sections = actual.termsOfService.sections.map((section) => ({
        ...section,
        body: section.body.map((paragraph) => paragraph.replace(/within \d+ days of the invoice date/, 'within 999 days of the invoice date')),
      }));
      return { ...actual, termsOfService: { ...actual.termsOfService, sections } };
    });

    const { assistantAnswers: changed } = await import('./assistant-answers');

    expect(answerById(changed, 'review-count')).toContain(`from ${reviews} reviews`);
    expect(answerById(changed, 'billing-disputes')).toContain('within 999 days of the invoice date');
    expect(answerById(assistantAnswers, 'billing-disputes')).not.toContain('999');
  });
});
