import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { MACHINE_MESSAGES as M } from '@ironmatch/contracts/machine-rules';
import { errorText } from '../../lib/api-client';
import { NO_FILTERS, useMachineList, type MachineFilters } from './api';
import { MachineFilterForm } from './components/machine-filters';
import { MachineRows } from './components/machine-rows';
import { MachineWatchesPanel } from './components/machine-watches-panel';
import './machines.scss';

export const MACHINES_GUEST_TITLE = 'Machines Being Dismantled';

/**
 * /machines (company) and /machines/guest (public, masked on the server): the machines dealers are
 * taking apart, searched by make, model, serial, years and state; 50 a page by keyset (Next follows the
 * server's cursor, Previous goes back through the cursors seen).
 */
export function MachinesListPage({ guest }: { guest: boolean }) {
  const [filters, setFilters] = useState<MachineFilters>(NO_FILTERS);
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const list = useMachineList(guest, filters, cursor);
  useEffect(() => {
    document.title = `${MACHINES_GUEST_TITLE} | IronMatch`;
  }, []);
  const search = (next: MachineFilters) => {
    setFilters(next);
    setCursors([null]);
  };
  const go = (next: Array<string | null>) => {
    setCursors(next);
    window.scrollTo({ top: 0 });
  };
  const data = list.data;
  const nextCursor = data?.nextCursor ?? null;

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">{MACHINES_GUEST_TITLE}</h1>
          <p className="mb-0 text-white-50">
            Donor machines dealers are parting out: find one machine for several parts off the same model.
          </p>
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        {guest ? (
          <Alert variant="light" className="border">
            The dealer, location, prices and pictures are shown to registered businesses.{' '}
            <Link to="/register">Create an account</Link> or <Link to="/login">log in</Link> to see them.
          </Alert>
        ) : (
          <p className="small">
            Taking machines apart yourself? <Link to="/machines/manage">List your machines</Link>.
          </p>
        )}
        <MachineFilterForm value={filters} guest={guest} onSearch={search} />
        {!guest && <MachineWatchesPanel filters={filters} />}
        <div className="text-secondary small mb-2" aria-live="polite" data-testid="machines-count">
          {data && M.found(data.totalCount, data.totalCountCapped)}
          {list.isFetching && <Spinner size="sm" className="ms-2" aria-label="Loading" />}
        </div>
        {list.isError && (
          <Alert variant="danger">{errorText(list.error, 'Failed to fetch the machines.')}</Alert>
        )}
        <Card>
          {list.isPending ? (
            <div className="p-3">
              <Spinner animation="border" role="status" aria-label="Loading" />
            </div>
          ) : (
            <MachineRows
              machines={data?.machines ?? []}
              guest={guest}
              empty={data && data.machines.length === 0 ? 'No machine matches the search.' : null}
            />
          )}
        </Card>
        {(cursors.length > 1 || nextCursor) && (
          <nav className="d-flex align-items-center justify-content-center gap-3 my-3" aria-label="Pages">
            <Button
              variant="outline-dark"
              size="sm"
              disabled={cursors.length <= 1 || list.isFetching}
              onClick={() => go(cursors.slice(0, -1))}
            >
              Previous
            </Button>
            <span className="fw-semibold" aria-live="polite" data-testid="machines-page-label">
              Page {cursors.length}
            </span>
            <Button
              variant="outline-dark"
              size="sm"
              disabled={!nextCursor || list.isFetching}
              onClick={() => go([...cursors, nextCursor])}
            >
              Next
            </Button>
          </nav>
        )}
      </Container>
    </>
  );
}
