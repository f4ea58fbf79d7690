/**
 * <Faq id="faq" items={faqWithSiteLinks(faqs)} />: the shared FAQ block. Category buttons ("All" + sorted categories,
 * aria-pressed), the "{category} Questions" heading and its count (announced politely), and the entries
 * in two columns as details, one open at a time. The buttons show when the items span more than one
 * category (`filter` forces them on or off). A long FAQ (more than FAQ_SEARCH_THRESHOLD entries) whose page
 * passes `search={faqSearch}` (./faq-search.tsx) also has a search field that narrows the chosen category as the
 * visitor types, its count announced the same way.
 * Answers show the site links the page's loader named (lib/linked-copy.ts) as links. The page adds the
 * matching FAQPage structured data with faqJsonLd() in its meta().
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import type { FaqEntry } from '~/content/types';
import { resolvePlaceholders } from '~/content/placeholders';
import { AccordionItem } from '~/components/ui/Accordion';
import { LinkedText } from '~/components/ui/LinkedText';
import { readMarkedText } from '~/lib/link-markup';
import { cx } from '~/components/ui/cx';
import { useSingleOpen } from '~/components/ui/useSingleOpen';
import { ALL_CATEGORIES, EMPTY_CATEGORY_TEXT, faqCategories, faqCountText, faqHeading, filterFaqs, offersFaqSearch, splitInHalves } from './faq-filter';
import type { FaqSearch } from './faq-search';
import { Section } from './Section';

/** An answer as the visitor reads it (placeholders filled), which is what the search looks through. */
const answerText = (entry: FaqEntry) => readMarkedText(resolvePlaceholders(entry.a));

export interface FaqProps {
  items: FaqEntry[];
  id?: string;
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Show the category buttons; by default, when the items have more than one category. */
  filter?: boolean;
  /** The search a long FAQ offers (faqSearch from ./faq-search.tsx), shown when there are more than FAQ_SEARCH_THRESHOLD items. */
  search?: FaqSearch;
  className?: string;
  reveal?: number | false;
}

export function Faq({
  items,
  id = 'faq',
  title = 'Frequently Asked Questions',
  eyebrow,
  intro,
  filter,
  search,
  className,
  reveal,
}: FaqProps) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const openItem = useSingleOpen();
  const baseId = useId();
  const groupName = `${baseId}-faq`;
  const searchId = `${baseId}-search`;
  const categories = faqCategories(items);
  // "All" plus at least two categories: only then is there something to choose.
  const showFilter = filter ?? categories.length > 2;
  const offered = search && offersFaqSearch(items) ? search : undefined;
  // The search, while a query narrows the list.
  const narrowing = offered?.isSearching(query) ? offered : undefined;
  const inCategory = filterFaqs(items, category);
  const shown = narrowing ? narrowing.searchFaqs(inCategory, query, answerText) : inCategory;
  const columns = splitInHalves(shown);
  const keyOf = (entry: FaqEntry) => entry.q;

  function choose(next: string) {
    setCategory(next);
    openItem.setOpenId(null);
  }

  function clearSearch() {
    setQuery('');
    searchRef.current?.focus();
  }

  return (
    <Section id={id} title={title} eyebrow={eyebrow} intro={intro} className={className} reveal={reveal}>
      {offered && <offered.Field id={searchId} value={query} onChange={setQuery} inputRef={searchRef} />}
      {showFilter && (
        <div role="group" aria-label="Filter questions by category" className="flex flex-wrap justify-center gap-2">
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === category}
              onClick={() => choose(name)}
              className={cx(
                'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
                name === category
                  ? 'border-transparent bg-plasma-300 text-space-950'
                  : 'border-nebula-300/30 bg-space-800 text-ink hover:border-plasma-300',
              )}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      <div className={showFilter ? 'mt-10' : offered ? 'mt-6' : undefined}>
        {(showFilter || offered) && (
          <div className="mb-6 text-center">
            {showFilter && <h3 className="font-display text-2xl font-semibold text-ink">{faqHeading(category)}</h3>}
            <p role="status" className="mt-1 text-sm text-muted" aria-live="polite">
              {narrowing ? narrowing.faqMatchCountText(shown.length, category, query) : faqCountText(shown.length, category)}
            </p>
          </div>
        )}
        {shown.length === 0 ? (
          narrowing ? (
            <narrowing.NoMatch category={category} query={query} onClear={clearSearch} />
          ) : (
            <p className="card p-6 text-center text-muted">{EMPTY_CATEGORY_TEXT}</p>
          )
        ) : (
          <div className="grid gap-4 md:grid-cols-2 md:items-start">
            {columns.map((column, columnIndex) => (
              <div key={columnIndex} className="space-y-4">
                {column.map((entry) => (
                  <AccordionItem
                    key={keyOf(entry)}
                    name={groupName}
                    open={openItem.isOpen(keyOf(entry))}
                    onToggle={() => openItem.toggle(keyOf(entry))}
                    summary={entry.q}
                    className="card px-5 py-4"
                    summaryClassName="text-left"
                    panelClassName="pt-3 leading-relaxed text-muted"
                  >
                    <p>
                      <LinkedText text={resolvePlaceholders(entry.a)} />
                    </p>
                  </AccordionItem>
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
    </Section>
  );
}
