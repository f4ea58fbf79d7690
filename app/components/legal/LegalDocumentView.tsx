import type { LegalSection } from '~/content/types';
import { resolvePlaceholders } from '~/content/company';
import { LinkedText } from '~/components/ui/LinkedText';

interface LegalDocumentViewProps {
  title: string;
  lastUpdated?: string;
  intro: string[];
  sections: LegalSection[];
  closing?: string[];
}

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
    <>
      {blocks(body).map((block, index) =>
        'list' in block ? (
          <ul key={index} className="mt-3 list-disc space-y-1.5 pl-6">
            {block.list.map((item) => (
              <li key={item}>
                <LinkedText text={resolvePlaceholders(item)} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} className="mt-3">
            <LinkedText text={resolvePlaceholders(block.paragraph)} />
          </p>
        ),
      )}
    </>
  );
}

const sectionId = (section: LegalSection) => `section-${section.number.toLowerCase()}`;

/** A policy page: heading, date, table of contents and numbered sections. */
export function LegalDocumentView({ title, lastUpdated, intro, sections, closing }: LegalDocumentViewProps) {
  return (
    <article className="container-page max-w-4xl py-16 sm:py-20" aria-labelledby="page-title">
      <h1 id="page-title" className="text-4xl font-bold text-ink sm:text-5xl">
        {title}
      </h1>
      {lastUpdated ? <p className="mt-3 text-sm text-muted">Last updated: {lastUpdated}</p> : null}
      <div className="mt-6 text-base leading-relaxed text-muted">
        <Body body={intro} />
      </div>
      {sections.length > 3 ? (
        <nav aria-label="Contents" className="card mt-10 p-6">
          <h2 className="font-display text-lg font-semibold text-ink">Contents</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.number}>
                <a href={`#${sectionId(section)}`} className="text-plasma-300 hover:text-ink">
                  {section.number}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.number} id={sectionId(section)} aria-labelledby={`${sectionId(section)}-title`} className="mt-12">
          <h2 id={`${sectionId(section)}-title`} className="text-2xl font-semibold text-ink">
            {/^\d/.test(section.number) ? `${section.number}. ` : ''}
            {section.title}
          </h2>
          <div className="leading-relaxed text-muted">
            <Body body={section.body} />
          </div>
        </section>
      ))}
      {closing?.length ? (
        <div className="mt-12 border-t border-space-600 pt-8 leading-relaxed text-muted">
          <Body body={closing} />
        </div>
      ) : null}
    </article>
  );
}
