import type { ReactNode } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';

/** The narrow centred card the sign-in screens share. */
export function AuthCard({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Container className="py-4 py-md-5">
      <Row className="justify-content-center">
        <Col xs={12} sm={11} md={wide ? 10 : 8} lg={wide ? 8 : 6} xl={wide ? 7 : 5}>
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-sm-4">
              <h1 className="h3 mb-4">{title}</h1>
              {children}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
