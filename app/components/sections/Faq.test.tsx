// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqEntry } from '~/content/types';
import { renderInRouter } from '~/components/ui/test-router';
import { faqWithSiteLinks } from '~/lib/linked-copy';
import { Faq } from './Faq';
import { faqSearch } from './faq-search';

const items: FaqEntry[] = [
  { q: 'How fast is setup?', a: 'Three business days.', category: 'Setup & Support' },
  { q: 'Do you have contracts?', a: 'No contracts, cancel anytime.' },
  { q: 'What does Vale cost?', a: 'From $147 per month.', category: 'Pricing & Packages' },
  { q: 'Is there a setup fee?', a: 'Setup fees may not always apply.', category: 'Pricing & Packages' },
  { q: 'Who are you?', a: 'A team of builders.', category: 'General Business' },
];

const filterButton = (name: string) => screen.getByRole('button', { name });
const question = (q: string) => screen.getByText(q).closest('details')!;

describe('Faq', () => {
  it('is a section with its own heading, starting at "All" with every question', () => {
    renderInRouter(<Faq items={items} />);
    const section = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(section.id).toBe('faq');
    const group = within(section).getByRole('group', { name: 'Filter questions by category' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'General',
      'General Business',
      'Pricing & Packages',
      'Setup & Support',
    ]);
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'All Questions' })).toBeInTheDocument();
    expect(screen.getByText('5 questions in all categories')).toBeInTheDocument();
    expect(section.querySelectorAll('details')).toHaveLength(5);
  });

  it('splits the questions into two columns: first half, then second half', () => {
    const { container } = renderInRouter(<Faq items={items} />);
    const columns = container.querySelectorAll('.md\\:grid-cols-2 > div');
    expect(columns).toHaveLength(2);
    expect(Array.from(columns[0]!.querySelectorAll('summary')).map((summary) => summary.textContent)).toEqual([
      'How fast is setup?',
      'Do you have contracts?',
      'What does Vale cost?',
    ]);
    expect(Array.from(columns[1]!.querySelectorAll('summary')).map((summary) => summary.textContent)).toEqual([
      'Is there a setup fee?',
      'Who are you?',
    ]);
  });

  it('shows "{category} Questions" and the count for a chosen category', async () => {
    const user = userEvent.setup();
    renderInRouter(<Faq items={items} />);
    await user.click(filterButton('Pricing & Packages'));
    expect(filterButton('Pricing & Packages')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'Pricing & Packages Questions' })).toBeInTheDocument();
    expect(screen.getByText('2 questions in this category')).toBeInTheDocument();
    expect(screen.queryByText('How fast is setup?')).toBeNull();

    await user.click(filterButton('General'));
    expect(screen.getByRole('heading', { level: 3, name: 'General Questions' })).toBeInTheDocument();
    expect(screen.getByText('1 question in this category')).toBeInTheDocument();
    expect(screen.getByText('Do you have contracts?')).toBeInTheDocument();
  });

  it('opens one answer at a time across both columns; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    renderInRouter(<Faq items={items} />);
    await user.click(screen.getByText('How fast is setup?'));
    expect(question('How fast is setup?').open).toBe(true);
    await user.click(screen.getByText('Who are you?'));
    expect(question('Who are you?').open).toBe(true);
    expect(question('How fast is setup?').open).toBe(false);
    await user.click(screen.getByText('Who are you?'));
    expect(question('Who are you?').open).toBe(false);
  });

  it('says so when a category has no questions', () => {
    renderInRouter(<Faq items={[]} />);
    expect(screen.getByText('No questions found in this category.')).toBeInTheDocument();
  });

  it('can leave the filter out and take its own heading', () => {
    renderInRouter(<Faq items={items.slice(0, 2)} filter={false} id="websites-faq" title="Website Questions" />);
    expect(screen.getByRole('region', { name: 'Website Questions' }).id).toBe('websites-faq');
    expect(screen.queryByRole('group', { name: 'Filter questions by category' })).toBeNull();
    expect(screen.getByText('Do you have contracts?')).toBeInTheDocument();
  });

  it('shows the filter only when the items span more than one category', () => {
    const { unmount } = renderInRouter(<Faq items={[items[2]!, items[3]!]} />);
    expect(screen.queryByRole('group', { name: 'Filter questions by category' })).toBeNull();
    expect(screen.getAllByRole('group').length).toBeGreaterThan(0); // the <details> items
    unmount();
    renderInRouter(<Faq items={[items[0]!, items[2]!]} />);
    expect(screen.getByRole('group', { name: 'Filter questions by category' })).toBeInTheDocument();
  });

  it('announces the new count politely and links the site paths an answer names, by their page', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <Faq items={faqWithSiteLinks([{ q: 'Where are prices?', a: 'See /pricing or call {phone}.', category: 'Pricing' }, items[0]!])} />,
    );
    const count = screen.getByText('2 questions in all categories');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await user.click(filterButton('Pricing'));
    expect(count).toHaveTextContent('1 question in this category');
    await user.click(screen.getByText('Where are prices?'));
    expect(screen.getByRole('link', { name: 'our pricing page' })).toHaveAttribute('href', '/pricing');
    expect(question('Where are prices?')).not.toHaveTextContent('/pricing');
    expect(question('Where are prices?')).not.toHaveTextContent('{phone}');
  });

  describe('search, on a long FAQ', () => {
    // Thirteen entries: more than the threshold. Eight about setup or pricing, five fillers in "General".
    const many: FaqEntry[] = [
      ...items,
      { q: 'Can Vale book appointments?', a: 'Yes, straight into your calendar.', category: 'AI Employee (Vale)' },
      { q: 'Does Vale speak Spanish?', a: 'Vale answers in English and Spanish.', category: 'AI Employee (Vale)' },
      { q: 'How do I reach you?', a: 'Call {phone} during business hours.', category: 'General Business' },
      ...['Where are you based?', 'Who builds the websites?', 'Do you run ads?', 'Is there an app?', 'Can I pause?'].map((q) => ({ q, a: 'Ask us.' })),
    ];
    const searchBox = () => screen.getByRole('searchbox', { name: 'Search questions' });
    const status = () => screen.getByRole('status');
    const shownQuestions = () => Array.from(document.querySelectorAll('summary')).map((summary) => summary.textContent);

    it('is offered only when there are more than 12 questions and the page gives it', () => {
      const { unmount } = renderInRouter(<Faq items={many.slice(0, 12)} search={faqSearch} />);
      expect(screen.queryByRole('searchbox')).toBeNull();
      unmount();
      const withoutSearch = renderInRouter(<Faq items={many} />);
      expect(screen.queryByRole('searchbox')).toBeNull();
      withoutSearch.unmount();
      renderInRouter(<Faq items={many} search={faqSearch} />);
      expect(searchBox()).toHaveAttribute('type', 'search');
      expect(searchBox()).toBeEnabled();
      expect(screen.getByRole('search')).toContainElement(searchBox());
    });

    it('narrows the questions as the visitor types, matching questions and answers without regard to case', async () => {
      const user = userEvent.setup();
      renderInRouter(<Faq items={many} search={faqSearch} />);
      await user.type(searchBox(), 'VALE');
      expect(shownQuestions()).toEqual(['What does Vale cost?', 'Can Vale book appointments?', 'Does Vale speak Spanish?']);
      expect(status()).toHaveTextContent('3 questions match “VALE”');
      expect(status()).toHaveAttribute('aria-live', 'polite');
      await user.clear(searchBox());
      await user.type(searchBox(), 'spanish vale');
      expect(shownQuestions()).toEqual(['Does Vale speak Spanish?']);
      expect(status()).toHaveTextContent('1 question matches “spanish vale”');
      // An answer is searched as it reads, placeholders filled in.
      await user.clear(searchBox());
      await user.type(searchBox(), '555');
      expect(shownQuestions()).toEqual(['How do I reach you?']);
    });

    it('combines with the chosen category, keeping its heading', async () => {
      const user = userEvent.setup();
      renderInRouter(<Faq items={many} search={faqSearch} />);
      await user.type(searchBox(), 'setup');
      expect(shownQuestions()).toEqual(['How fast is setup?', 'Is there a setup fee?']);
      await user.click(filterButton('Pricing & Packages'));
      expect(screen.getByRole('heading', { level: 3, name: 'Pricing & Packages Questions' })).toBeInTheDocument();
      expect(shownQuestions()).toEqual(['Is there a setup fee?']);
      expect(status()).toHaveTextContent('1 question matches “setup” in this category');
      await user.clear(searchBox());
      expect(status()).toHaveTextContent('2 questions in this category');
    });

    it('says plainly when nothing matches, and clearing the search brings every question back', async () => {
      const user = userEvent.setup();
      renderInRouter(<Faq items={many} search={faqSearch} />);
      await user.type(searchBox(), 'zebra');
      expect(shownQuestions()).toEqual([]);
      expect(status()).toHaveTextContent('0 questions match “zebra”');
      expect(screen.getByText('No questions match “zebra”.')).toBeInTheDocument();
      expect(screen.queryByText('No questions found in this category.')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(searchBox()).toHaveValue('');
      expect(searchBox()).toHaveFocus();
      expect(shownQuestions()).toHaveLength(many.length);
      expect(status()).toHaveTextContent(`${many.length} questions in all categories`);
    });
  });
});

