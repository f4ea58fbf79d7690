/**
 * The search of a long FAQ (more than FAQ_SEARCH_THRESHOLD entries): a labelled field that narrows the chosen
 * category to the questions whose question or answer holds every word typed, the count and the no-match message.
 * A page that offers it passes `faqSearch` to <Faq search={faqSearch} />, so its code travels with that page only.
 */
import type { Ref } from 'react';
import type { FaqEntry } from '~/content/types';
import { Icon } from '~/components/ui/Icon';
import { ALL_CATEGORIES } from './faq-filter';
import { useHydrated } from '~/components/ui/useHydrated';

/** How typed words and FAQ text are compared: lower case, accents and curly quotes folded, spaces collapsed. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, normalised, without the punctuation around them ("cost?" is "cost"); none for a blank query. */
export function queryTerms(query: string): string[] {
  return normalizeForSearch(query)
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}$%&]+|[^\p{L}\p{N}$%&]+$/gu, ''))
    .filter((word) => word !== '');
}

/**
 * The entries whose question or answer holds every word of the query (in any order, as part of a word too:
 * "price" finds "pricing"); every entry for a blank query. `answerText` gives an answer as the visitor reads it.
 */
export function searchFaqs(entries: FaqEntry[], query: string, answerText: (entry: FaqEntry) => string = (entry) => entry.a): FaqEntry[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return entries;
  return entries.filter((entry) => {
    const text = normalizeForSearch(`${entry.q} ${answerText(entry)}`);
    return terms.every((term) => text.includes(term));
  });
}

/** Whether a query narrows the list (it has at least one word). */
export function isSearching(query: string): boolean {
  return queryTerms(query).length > 0;
}

/** '“setup”', '“setup” in this category': the query as searched, and where. */
const searchedFor = (category: string, query: string) => `“${query.trim()}”${category === ALL_CATEGORIES ? '' : ' in this category'}`;

/** '3 questions match “setup”', '1 question matches “setup” in this category'. */
export function faqMatchCountText(count: number, category: string, query: string): string {
  const found = count === 1 ? 'question matches' : 'questions match';
  return `${count} ${found} ${searchedFor(category, query)}`;
}

/** 'No questions match “xyz”.' ('… in this category.' under a category). */
export function faqNoMatchText(category: string, query: string): string {
  return `No questions match ${searchedFor(category, query)}.`;
}

export interface FaqSearchFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

function FaqSearchField({ id, value, onChange, inputRef }: FaqSearchFieldProps) {
  // Typing needs the page's code: until it has arrived the field is not offered for input. Asked here, not by the
  // FAQ, so that the change once hydrated renders this field again and not every question.
  const hydrated = useHydrated();
  return (
    <div role="search" className="mx-auto mb-6 max-w-xl">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Search questions
      </label>
      <div className="relative mt-2">
        <Icon name="search" strokeWidth={2} className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={!hydrated}
          autoComplete="off"
          spellCheck={false}
          placeholder="Try “setup”, “price” or “Vale”"
          className="w-full rounded-full border border-nebula-300/30 bg-space-900 py-3 pr-4 pl-12 text-ink placeholder:text-muted focus:border-plasma-300 disabled:opacity-60"
        />
      </div>
    </div>
  );
}

function FaqNoMatch({ category, query, onClear }: { category: string; query: string; onClear: () => void }) {
  return (
    <div className="card flex flex-col items-center gap-4 p-6 text-center">
      <p className="text-ink">{faqNoMatchText(category, query)}</p>
      <button type="button" onClick={onClear} className="btn-secondary btn-sm">
        Clear search
      </button>
    </div>
  );
}

/** What <Faq> needs to offer the search. */
export const faqSearch = { Field: FaqSearchField, NoMatch: FaqNoMatch, isSearching, searchFaqs, faqMatchCountText };
export type FaqSearch = typeof faqSearch;
