import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';

/** The steel band at the top of each part matcher page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="im-page-header py-4 mb-4">
      <Container fluid="xl">
        <h1 className="h2 mb-1">{title}</h1>
        {children && <p className="mb-0 text-white-50 pm-header-lead">{children}</p>}
      </Container>
    </div>
  );
}
