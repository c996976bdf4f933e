// The frame every legal page shares: document title and description, the h1 with its last-updated date,
// a short summary, a table of contents linking to each section, then the numbered sections.
import { type ReactNode, useId } from 'react';
import { siteConfig } from '../../../config/site';

export type LegalSection = { id: string; title: string; body: ReactNode };

export type LegalDocument = {
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  updated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
};

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export function LegalPage({ document }: { document: LegalDocument }) {
  const tocTitleId = useId();
  const { title, description, updated, summary, sections } = document;
  return (
    <article className="page container legal">
      <title>{`${title} | ${siteConfig.productName}`}</title>
      <meta name="description" content={description} />
      <div className="legal__header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="legal__updated">
          Last updated:{' '}
          <time dateTime={updated}>{updatedFormat.format(new Date(`${updated}T00:00:00Z`))}</time>
        </p>
        <div className="legal__summary">{summary}</div>
      </div>
      <div className="legal__layout">
        <nav className="legal__toc" aria-labelledby={tocTitleId}>
          <h2 id={tocTitleId} className="legal__toc-title">
            Contents
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {sections.map((section, index) => (
            <section key={section.id} className="legal__section" aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
