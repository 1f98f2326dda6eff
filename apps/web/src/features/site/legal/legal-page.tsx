import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { LegalBlocks } from './components/legal-blocks';
import { LEGAL_PAGES } from './legal-catalog';
import type { LegalDocument } from './legal-document';
import './legal-page.scss';

interface LegalPageProps {
  document: LegalDocument;
  /** Route of this page, left out of the related-policies list. */
  path: string;
}

/** Renders any legal text: title, effective date, contents, numbered sections and links to the other policies. */
export function LegalPage({ document: doc, path }: LegalPageProps) {
  const related = LEGAL_PAGES.filter((p) => p.path !== path);
  return (
    <>
      <div className="im-page-header im-legal-header py-4 py-md-5">
        <Container fluid="xl">
          <p className="im-legal-eyebrow mb-2">IronMatch legal</p>
          <h1 className="mb-2">{doc.title}</h1>
          <p className="mb-3">
            Effective date: <time dateTime={doc.effectiveDate}>{doc.effectiveDate}</time>
          </p>
          <p className="lead mb-0 im-legal-summary">{doc.summary}</p>
        </Container>
      </div>

      <Container fluid="xl" className="py-4 py-lg-5">
        <Row className="gy-4">
          <Col lg={4} xl={3}>
            <nav className="im-legal-toc" aria-labelledby="legal-toc-heading">
              <h2 id="legal-toc-heading" className="im-legal-toc-heading">
                On this page
              </h2>
              <ol className="list-unstyled mb-0">
                {doc.sections.map((section, i) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>
                      <span className="im-legal-num">{i + 1}.</span> {section.heading}
                    </a>
                  </li>
                ))}
                <li>
                  <a href="#other-policies">Other IronMatch policies</a>
                </li>
              </ol>
            </nav>
          </Col>

          <Col lg={8} xl={9}>
            <article className="im-legal-body">
              <LegalBlocks blocks={doc.intro} />
              {doc.sections.map((section, i) => (
                <section key={section.id} aria-labelledby={section.id} className="im-legal-section">
                  <h2 id={section.id}>
                    <span className="im-legal-num">{i + 1}.</span> {section.heading}
                  </h2>
                  <LegalBlocks blocks={section.blocks} />
                  {section.subsections?.map((sub, j) => (
                    <div key={sub.id} className="im-legal-subsection">
                      <h3 id={sub.id}>
                        <span className="im-legal-num">
                          {i + 1}.{j + 1}
                        </span>{' '}
                        {sub.heading}
                      </h3>
                      <LegalBlocks blocks={sub.blocks} />
                    </div>
                  ))}
                </section>
              ))}
            </article>

            <nav className="im-legal-related" aria-labelledby="other-policies">
              <h2 id="other-policies">Other IronMatch policies</h2>
              <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3 mb-0">
                {related.map((p) => (
                  <li key={p.path} className="col">
                    <Link to={p.path} className="im-legal-related-link">
                      <span className="im-legal-related-title">{p.title}</span>
                      <span className="im-legal-related-desc">{p.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Col>
        </Row>
      </Container>
    </>
  );
}
