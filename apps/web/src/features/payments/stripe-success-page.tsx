import { useEffect } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';

/** /stripe/success: the payout provider's onboarding finished. */
export function StripeSuccessPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['user'] });
  }, [queryClient]);
  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card className="shadow-sm text-center">
            <Card.Body className="p-4">
              <h1 className="h3">Stripe Connected</h1>
              <p>Your payout account is connected. Payments for your online orders will be paid out to it.</p>
              <Link to="/profile" className="btn btn-primary">
                Back to Profile
              </Link>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
