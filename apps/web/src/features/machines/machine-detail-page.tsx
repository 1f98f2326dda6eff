import { useEffect, useState } from 'react';
import { Alert, Badge, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { Picture } from '../../components/picture';
import { useMachine } from './api';
import { MachineFacts } from './components/machine-facts';
import { MachineQuickQuote } from './components/machine-quick-quote';
import { RequestPartsForm } from './components/request-parts-form';
import { STATUS_BADGE, machineTitle, statusLabel } from './machine-text';
import './machines.scss';
import { ReportLink } from '../../components/report-link';

/** /machines/{id} (company) and /machines/guest/{id} (public, masked on the server): one machine. */
export function MachineDetailPage({ guest }: { guest: boolean }) {
  const { id = '' } = useParams();
  const machine = useMachine(guest, id);
  const { claims } = useAuth();
  const [shown, setShown] = useState(0);
  const m = machine.data;
  useEffect(() => {
    document.title = `${m ? machineTitle(m) : 'Machine'} | IronMatch`;
  }, [m]);
  const own = m !== undefined && claims?.companyId != null && m.companyId === claims.companyId;
  const picture = m?.pictures[shown] ?? m?.pictures[0];

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">{m ? machineTitle(m) : 'Machine'}</h1>
          {m && (
            <p className="mb-0 text-white-50">
              {m.manufacturerName} · <Badge bg={STATUS_BADGE[m.status]}>{statusLabel(m.status)}</Badge>
              <ReportLink targetType="machine" targetId={m.id} className="ms-3 text-white-50" />
            </p>
          )}
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        {machine.isPending && <Spinner animation="border" role="status" aria-label="Loading" />}
        {machine.isError && (
          <Alert variant="danger">{errorText(machine.error, 'Failed to fetch the machine.')}</Alert>
        )}
        {m && (
          <Card body>
            <Row className="g-4">
              <Col lg={5}>
                {guest ? (
                  <Alert variant="light" className="border">
                    The dealer, location, prices and pictures are shown to registered businesses.{' '}
                    <Link to="/register">Create an account</Link> or <Link to="/login">log in</Link>.
                  </Alert>
                ) : (
                  <>
                    <Picture
                      src={picture?.url}
                      alt={`${machineTitle(m)} picture ${shown + 1}`}
                      className="mc-picture"
                      emptyText="No pictures yet"
                    />
                    {m.pictures.length > 1 && (
                      <div className="d-flex flex-wrap gap-2 mt-2" aria-label="Pictures">
                        {m.pictures.map((p, i) => (
                          <button
                            key={p.picnum}
                            type="button"
                            className={`btn p-0 border ${i === shown ? 'border-primary' : ''}`}
                            aria-label={`Show picture ${i + 1}`}
                            onClick={() => setShown(i)}
                          >
                            <Picture src={p.thumbUrl} alt="" className="mc-thumb" width={96} height={72} />
                          </button>
                        ))}
                      </div>
                    )}
                    <div className="mt-4">
                      {own ? (
                        <Alert variant="info">
                          This is your machine. <Link to="/machines/manage">Manage your machines</Link>.
                        </Alert>
                      ) : (
                        <>
                          <MachineQuickQuote machine={m} />
                          <RequestPartsForm machineId={m.id} companyName={m.companyName ?? 'the dealer'} />
                        </>
                      )}
                    </div>
                  </>
                )}
              </Col>
              <Col lg={7}>
                <MachineFacts machine={m} />
              </Col>
            </Row>
            <Link className="d-inline-block mt-2" to={guest ? '/machines/guest' : '/machines'}>
              Back to Machines Being Dismantled
            </Link>
          </Card>
        )}
      </Container>
    </>
  );
}
