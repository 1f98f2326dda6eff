import { useId } from 'react';
import { Alert, Badge, Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';

const randomCode = () =>
  `sim_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * /stripe/simulated-connect: the simulated provider's stand-in for Stripe's Connect page (test mode,
 * no Stripe keys). Connect and Cancel come back to /stripe/callback like Stripe's OAuth redirect.
 */
export function SimulatedConnectPage() {
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = params.get('state') ?? '';
  const back = (query: Record<string, string>) =>
    navigate(`/stripe/callback?${new URLSearchParams({ ...query, state }).toString()}`, { replace: true });

  return (
    <Container className="py-5">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card className="shadow-sm" aria-labelledby={`${id}-title`}>
            <Card.Body className="p-4">
              <Badge bg="warning" text="dark" className="mb-3">
                TEST MODE
              </Badge>
              <h1 className="h3" id={`${id}-title`}>
                Connect a payout account
              </h1>
              <p>
                This is the simulated payment provider: no Stripe keys are configured, so no real account is
                created and nothing is ever charged or paid out.
              </p>
              {!state && (
                <Alert variant="danger" role="alert">
                  This link is missing its state. Start again from your profile.
                </Alert>
              )}
              <div className="d-flex flex-wrap gap-2">
                <Button variant="primary" disabled={!state} onClick={() => back({ code: randomCode() })}>
                  Connect
                </Button>
                <Button
                  variant="outline-secondary"
                  disabled={!state}
                  onClick={() =>
                    back({ error: 'access_denied', error_description: 'The user denied your request' })
                  }
                >
                  Cancel
                </Button>
              </div>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
