import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { SafeImage } from '../../../components/safe-image';

export interface PageHeaderProps {
  title: string;
  image: string;
  imageAlt: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The dark header band of the public pages: an illustration behind the page's one <h1>. */
export function PageHeader({ title, image, imageAlt, eyebrow, lead, children }: PageHeaderProps) {
  return (
    <div className="im-page-banner">
      <SafeImage
        src={image}
        alt={imageAlt}
        width={1600}
        height={360}
        loading="eager"
        fetchPriority="high"
        className="im-page-banner__img"
      />
      <div className="im-page-banner__shade" aria-hidden="true" />
      <Container fluid="xl" className="im-page-banner__body">
        {eyebrow && <p className="im-eyebrow mb-2">{eyebrow}</p>}
        <h1 className="mb-2">{title}</h1>
        {lead && <p className="lead mb-0">{lead}</p>}
        {children}
      </Container>
    </div>
  );
}
