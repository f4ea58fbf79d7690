/**
 * <LegalDocumentView {...privacyPolicy} />: a policy page made for reading and printing. Heading, date and
 * intro, a table of contents (a sticky sidebar on wide screens), numbered sections at a comfortable line
 * length, each closing with a way back to the top, and any requests a section offers.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { LegalSection } from '~/content/types';
import { cx } from '~/components/ui/cx';
import { siteConfig } from '~/site.config';
import { EmailRequestCard } from './EmailRequestCard';
import { LegalText } from './LegalText';
import { legalSectionId } from './section-anchor';

interface LegalDocumentViewProps {
  title: string;
  lastUpdated?: string;
  intro: string[];
  sections: LegalSection[];
  closing?: string[];
  /** Shown after the introduction, before the sections (e.g. the controls of a preferences page). */
  children?: ReactNode;
}

const PAGE_TITLE_ID = 'page-title';
/** Shorter documents read fine without a table of contents. */
const MIN_SECTIONS_FOR_CONTENTS = 4;

/** Lets print CSS write full addresses after links (app.css, @media print). */
const printOrigin = { '--site-origin': JSON.stringify(siteConfig.siteUrl) } as CSSProperties;

/** Groups a section's paragraphs so consecutive "- " lines render as one list. */
function blocks(body: string[]): Array<{ list: string[] } | { paragraph: string }> {
  const out: Array<{ list: string[] } | { paragraph: string }> = [];
  for (const line of body) {
    if (line.startsWith('- ')) {
      const last = out[out.length - 1];
      if (last && 'list' in last) last.list.push(line.slice(2));
      else out.push({ list: [line.slice(2)] });
    } else out.push({ paragraph: line });
  }
  return out;
}

function Body({ body }: { body: string[] }) {
  return (
    <div className="legal-text">
      {blocks(body).map((block, index) =>
        'list' in block ? (
          <ul key={index} className="mt-4 list-disc space-y-2 pl-6 marker:text-plasma-300">
            {block.list.map((item) => (
              <li key={item}>
                <LegalText text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} className="mt-4">
            <LegalText text={block.paragraph} />
          </p>
        ),
      )}
    </div>
  );
}

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <nav
      aria-label="Contents"
      className="card mt-10 p-5 sm:p-6 xl:sticky xl:top-24 xl:col-start-1 xl:row-span-2 xl:row-start-1 xl:mt-2 xl:max-h-[calc(100dvh-7.5rem)] xl:self-start xl:overflow-y-auto"
    >
      <h2 className="font-display text-lg font-semibold text-ink">Contents</h2>
      <ol className="mt-3 grid gap-x-8 gap-y-1 text-[0.9375rem] leading-snug sm:grid-cols-2 xl:grid-cols-1 xl:text-sm">
        {sections.map((section) => (
          <li key={section.number}>
            <a
              href={`#${legalSectionId(section.number, section.title)}`}
              className="flex gap-2 rounded py-1.5 text-plasma-300 hover:text-ink xl:py-1"
            >
              <span className="w-8 shrink-0 text-muted tabular-nums">{section.number}.</span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function BackToTop() {
  return (
    <p className="mt-5 text-right text-sm print:hidden">
      <a href={`#${PAGE_TITLE_ID}`} className="rounded text-plasma-300 underline-offset-4 hover:text-ink hover:underline">
        Back to top <span aria-hidden="true">↑</span>
      </a>
    </p>
  );
}

export function LegalDocumentView({ title, lastUpdated, intro, sections, closing, children }: LegalDocumentViewProps) {
  const withContents = sections.length >= MIN_SECTIONS_FOR_CONTENTS;
  return (
    <article className="legal-document container-page py-14 sm:py-20" aria-labelledby={PAGE_TITLE_ID} style={printOrigin}>
      {/* 17-18px type at about 68 characters a line; on wide screens the contents move to a sidebar. */}
      <div
        className={cx(
          'mx-auto max-w-[68ch] text-[1.0625rem] leading-[1.7] text-muted lg:text-lg',
          withContents && 'xl:grid xl:max-w-none xl:grid-cols-[16rem_minmax(0,68ch)] xl:justify-center xl:gap-x-16',
        )}
      >
        <header className="xl:col-start-2">
          <h1 id={PAGE_TITLE_ID} className="text-4xl leading-tight font-bold text-ink sm:text-5xl">
            {title}
          </h1>
          {lastUpdated ? <p className="mt-4 text-sm font-medium text-muted">{`Last updated ${lastUpdated}`}</p> : null}
          <div className="mt-2">
            <Body body={intro} />
          </div>
        </header>
        {withContents ? <Contents sections={sections} /> : null}
        <div className="xl:col-start-2">
          {children}
          {sections.map((section) => {
            const id = legalSectionId(section.number, section.title);
            return (
              <section key={section.number} id={id} aria-labelledby={`${id}-title`} className="legal-section mt-12">
                <h2 id={`${id}-title`} className="text-2xl leading-snug font-semibold text-ink">
                  <span className="text-plasma-300 tabular-nums">{section.number}.</span> {section.title}
                </h2>
                <Body body={section.body} />
                {section.requests?.map((request) => <EmailRequestCard key={request.subject} request={request} />)}
                <BackToTop />
              </section>
            );
          })}
          {closing?.length ? (
            <div className="mt-12 border-t border-space-600 pt-4">
              <Body body={closing} />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
