// The landing page's FAQ (spec §2 Landing page, §4 FAQ): an accordion with at most one answer open; clicking
// the open question closes it. Contact buttons follow.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FAQ_ITEMS } from '../faq-items';
import { ContactBlock } from './contact-block';

export function FaqSection() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const titleId = `${baseId}-title`;
  return (
    <section className="faq container" aria-labelledby={titleId}>
      <div className="section-intro">
        <p className="eyebrow">FAQ</p>
        <h2 id={titleId}>Frequently Asked Questions</h2>
        <p className="page__lead">Licences, payment, refunds and risk, answered plainly.</p>
      </div>
      <div className="faq__list">
        {FAQ_ITEMS.map((item, index) => {
          const open = openIndex === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.question} className="faq__item">
              <h3 className="faq__question">
                <button
                  type="button"
                  id={buttonId}
                  className="faq__toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  {item.question}
                </button>
              </h3>
              <section id={panelId} aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
                <p>{item.answer}</p>
                {item.links && (
                  <p>
                    {item.links.map((link, linkIndex) => (
                      <span key={link.to}>
                        {linkIndex > 0 && ' · '}
                        <Link to={link.to}>{link.label}</Link>
                      </span>
                    ))}
                  </p>
                )}
              </section>
            </div>
          );
        })}
      </div>
      <ContactBlock />
    </section>
  );
}
