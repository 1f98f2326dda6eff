import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  MACHINE_MESSAGES as M,
  MACHINE_MINE_LIMIT,
  MACHINE_STATUSES,
  type MachineStatus,
} from '@ironmatch/contracts/machine-rules';
import type { Machine } from '@ironmatch/contracts/machines';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatCount } from '../../lib/format';
import { PagePager } from '../../components/page-pager';
import { SearchBox } from '../../components/search-box';
import { useMyMachines, useRemoveMachine, useSetMachineStatus, type MineState } from './api';
import { MachineForm } from './components/machine-form';
import { MachinePicturesEditor } from './components/machine-pictures-editor';
import { MyMachinesTable } from './components/my-machines-table';
import { machineTitle, statusLabel } from './machine-text';
import './machines.scss';

const FIRST: MineState = { page: 1, q: '', status: '' };

/** /machines/manage (member): the company's machines, 20 a page, searchable; list, edit, status, pictures, remove. */
export function ManageMachinesPage() {
  // Issue 30: a company that is not a member yet keeps drafts here until its application is approved.
  const member = Boolean(useAuth().claims?.memid);
  const [state, setState] = useState<MineState>(FIRST);
  const mine = useMyMachines(state);
  const remove = useRemoveMachine();
  const setStatus = useSetMachineStatus();
  const [editing, setEditing] = useState<Machine | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Manage Machines | IronMatch';
  }, []);
  const machines = mine.data?.machines ?? [];
  const total = mine.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / MACHINE_MINE_LIMIT));
  const filtered = state.q !== '' || state.status !== '';
  // A removal can empty the last page: show the page before it.
  useEffect(() => {
    if (mine.data && mine.data.machines.length === 0 && state.page > 1)
      setState((s) => ({ ...s, page: Math.max(1, pages) }));
  }, [mine.data, state.page, pages]);
  const current =
    editing !== null && editing !== 'new' ? (machines.find((m) => m.id === editing.id) ?? editing) : null;

  const confirmRemove = (m: Machine) => {
    if (!window.confirm(`Remove ${machineTitle(m)}? It leaves every list at once.`)) return;
    remove.mutate(m.id, {
      onSuccess: () => {
        if (current?.id === m.id) setEditing(null);
        setNote(M.removed);
      },
    });
  };
  const changeStatus = (m: Machine, status: MachineStatus) =>
    setStatus.mutate(
      { id: m.id, status },
      {
        onSuccess: (saved) => {
          if (current?.id === m.id) setEditing(saved);
          setNote(`${machineTitle(m)}: ${statusLabel(status)}.`);
        },
      },
    );

  return (
    <>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">Manage Machines</h1>
          <p className="mb-0 text-white-50">
            List the machines you are taking apart so buyers needing several parts off one model find a donor
            fast.
          </p>
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        {note && (
          <Alert variant="success" dismissible onClose={() => setNote(null)}>
            {note}
          </Alert>
        )}
        {editing === null ? (
          <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
            <Button onClick={() => setEditing('new')}>List a Machine</Button>
            <Link to="/machines">Search all machines</Link>
          </div>
        ) : (
          <Card body className="mb-4">
            <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
              <h2 className="h4 mb-0">{current ? `Edit: ${machineTitle(current)}` : 'New Machine'}</h2>
              <Button variant="outline-secondary" size="sm" onClick={() => setEditing(null)}>
                Close
              </Button>
            </div>
            <MachineForm
              key={current ? `${current.id}-${current.updatedAt}` : 'new'}
              editing={current}
              onDone={(saved) => {
                setNote(
                  saved.draft
                    ? 'Draft saved: buyers do not see it until it is listed.'
                    : current && !current.draft
                      ? M.updated
                      : `${M.created}${member ? ' Add its pictures below.' : ''}`,
                );
                setEditing(saved);
              }}
            />
            {current && member && <MachinePicturesEditor machine={current} onChange={setEditing} />}
          </Card>
        )}
        <Row className="g-3 align-items-end mb-3">
          <Col xs={12} sm={6} md={4}>
            <SearchBox
              id="mm-search"
              label="Search your machines"
              placeholder="Model or serial number"
              value={state.q}
              onChange={(q) => setState((s) => ({ ...s, q: q.trim(), page: 1 }))}
            />
          </Col>
          <Col xs={12} sm={6} md={3}>
            <Form.Group controlId="mm-status-filter">
              <Form.Label>Status</Form.Label>
              <Form.Select
                value={state.status}
                onChange={(e) =>
                  setState((s) => ({ ...s, status: e.target.value as MachineStatus | '', page: 1 }))
                }
              >
                <option value="">Every status</option>
                {MACHINE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col className="text-secondary small" aria-live="polite" data-testid="manage-count">
            {mine.data &&
              (filtered
                ? `${formatCount(total)} of your machines match`
                : `${formatCount(total)} machine${total === 1 ? '' : 's'}`)}
            {mine.isFetching && <Spinner size="sm" className="ms-2" aria-label="Loading" />}
          </Col>
        </Row>
        {mine.isError && (
          <Alert variant="danger">{errorText(mine.error, 'Failed to fetch the machines.')}</Alert>
        )}
        {(remove.isError || setStatus.isError) && (
          <Alert variant="danger">
            {errorText(remove.error ?? setStatus.error, 'Failed to change the machine.')}
          </Alert>
        )}
        <Card>
          {mine.isPending ? (
            <div className="p-3">
              <Spinner animation="border" role="status" aria-label="Loading" />
            </div>
          ) : (
            <MyMachinesTable
              machines={machines}
              empty={
                mine.isSuccess && machines.length === 0
                  ? filtered
                    ? 'No machine of yours matches the search.'
                    : 'You have no machines listed yet.'
                  : null
              }
              busy={remove.isPending || setStatus.isPending}
              onEdit={(m) => {
                setEditing(m);
                window.scrollTo({ top: 0 });
              }}
              onStatus={member ? changeStatus : undefined}
              onRemove={confirmRemove}
            />
          )}
        </Card>
        <PagePager
          page={state.page}
          pages={pages}
          busy={mine.isFetching}
          onPage={(page) => setState((s) => ({ ...s, page }))}
        />
      </Container>
    </>
  );
}
