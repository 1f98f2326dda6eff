import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  ButtonGroup,
  Card,
  Container,
  Dropdown,
  Form,
  Nav,
  Spinner,
  Table,
} from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { type MessageSummary } from '@ironmatch/contracts/messaging';
import {
  MESSAGE_FOLDERS,
  MESSAGES_PAGE_SIZE,
  MESSAGING_MESSAGES as M,
  MOVABLE_FOLDERS,
  TYPE_FILTER_OPTIONS,
  showingText,
  type MessageSortOrder,
  type MessageTypeFilter,
} from '@ironmatch/contracts/messaging-rules';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { RequireAuth } from '../../lib/require-auth';
import { useMessages, useMoveMessages, useSetRead, useToggleStar } from './api';
import { MessageModal } from './components/message-modal';
import { TYPE_LABELS } from './message-display';
import './messages.scss';

/** /messages (spec marketplace 2): Inbox, Saved, Archived and Sent, 10 a page. */
export function MessagesPage() {
  useEffect(() => {
    document.title = 'Messages | IronMatch';
  }, []);
  return (
    <RequireAuth company verified>
      <div className="im-page-header py-4 mb-4">
        <Container fluid="xl">
          <h1 className="h2 mb-1">Messages</h1>
          <p className="mb-0 text-white-50">
            Your company&apos;s conversations about parts, requests and items for sale.
          </p>
        </Container>
      </div>
      <Container fluid="xl" className="pb-5">
        <Mailbox />
      </Container>
    </RequireAuth>
  );
}

function readParams(params: URLSearchParams) {
  const folder =
    MESSAGE_FOLDERS.find((f) => f.toLowerCase() === (params.get('folder') ?? '').toLowerCase()) ?? 'Inbox';
  const type =
    TYPE_FILTER_OPTIONS.find((o) => o.value === params.get('type'))?.value ?? ('all' as MessageTypeFilter);
  const sortOrder: MessageSortOrder = params.get('sort') === 'ASC' ? 'ASC' : 'DESC';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { folder, type, sortOrder, page };
}

function Mailbox() {
  const [params, setParams] = useSearchParams();
  const { folder, type, sortOrder, page } = readParams(params);
  const query = useMessages(folder, type, sortOrder, page);
  const move = useMoveMessages();
  const setRead = useSetRead();
  const star = useToggleStar();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const messages = query.data?.messages ?? [];
  const count = query.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / MESSAGES_PAGE_SIZE));
  const onPageIds = messages.map((m) => m.id);
  const allSelected = onPageIds.length > 0 && onPageIds.every((id) => selected.has(id));

  // A selection belongs to the page it was made on.
  const pageKey = `${folder}|${type}|${sortOrder}|${page}`;
  useEffect(() => setSelected(new Set()), [pageKey]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };
  const fail = (fallback: string) => (err: unknown) => setActionError(errorText(err, fallback));

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // The other party of the thread, whoever started it; and who wrote last once there are replies (issue 21 item 22).
  const party = (m: MessageSummary) => m.OtherCompany.name;
  const lastWriter = (m: MessageSummary) =>
    m.LastSenderCompany.id === m.OtherCompany.id ? m.OtherCompany.name : 'you';

  return (
    <>
      <Nav variant="tabs" className="mb-3 msg-tabs" role="tablist" aria-label="Folders">
        {MESSAGE_FOLDERS.map((f) => (
          <Nav.Item key={f}>
            <Nav.Link
              as="button"
              role="tab"
              aria-selected={f === folder}
              active={f === folder}
              onClick={() => update({ folder: f === 'Inbox' ? null : f, page: null })}
            >
              {f}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>

      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="msg-type-filter">
          <Form.Label className="small mb-1">Type</Form.Label>
          <Form.Select
            size="sm"
            value={type}
            onChange={(e) => update({ type: e.target.value === 'all' ? null : e.target.value, page: null })}
          >
            {TYPE_FILTER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => update({ sort: sortOrder === 'DESC' ? 'ASC' : null, page: null })}
          aria-label={`Date: ${sortOrder === 'DESC' ? 'newest first' : 'oldest first'}. Change the order`}
        >
          Date {sortOrder === 'DESC' ? '↓ Newest first' : '↑ Oldest first'}
        </Button>
        {folder !== 'Sent' && (
          <Dropdown>
            <Dropdown.Toggle
              size="sm"
              variant="outline-dark"
              disabled={selected.size === 0 || move.isPending}
            >
              Move Messages
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {MOVABLE_FOLDERS.filter((f) => f !== folder).map((f) => (
                <Dropdown.Item
                  as="button"
                  key={f}
                  onClick={() =>
                    move.mutate(
                      { messageIds: [...selected], targetFolder: f, currentFolder: folder },
                      { onSuccess: () => setSelected(new Set()), onError: fail(M.moveFailed) },
                    )
                  }
                >
                  {f}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        )}
        <span className="ms-auto small text-secondary" aria-live="polite">
          {query.isSuccess && showingText(page, MESSAGES_PAGE_SIZE, count)}
        </span>
      </div>

      {actionError && (
        <Alert variant="danger" dismissible onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {query.isError && (
        <Alert variant="danger" role="alert">
          {errorText(query.error, M.loadListFailed)}
        </Alert>
      )}
      {query.isPending ? (
        <div className="text-center py-5" role="status">
          <Spinner animation="border" variant="secondary" />
          <span className="visually-hidden">Loading messages...</span>
        </div>
      ) : messages.length === 0 && query.isSuccess ? (
        <Card body className="text-center py-4">
          <p className="lead mb-0">{M.noMessages(folder)}</p>
        </Card>
      ) : (
        <Card>
          <Table responsive hover className="msg-table align-middle mb-0">
            <caption className="visually-hidden">Messages in {folder}</caption>
            <thead>
              <tr>
                <th scope="col" className="msg-check">
                  <Form.Check
                    aria-label="Select all messages on this page"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(onPageIds))}
                  />
                </th>
                <th scope="col" className="msg-star-col">
                  <span className="visually-hidden">Star</span>
                </th>
                <th scope="col">{folder === 'Sent' ? 'To' : 'From'}</th>
                <th scope="col">Subject</th>
                <th scope="col" className="msg-hide-sm">
                  Type
                </th>
                <th scope="col">Date</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id} className={m.isRead ? undefined : 'msg-unread'}>
                  <td className="msg-check">
                    <Form.Check
                      aria-label={`Select message ${m.subject}`}
                      checked={selected.has(m.id)}
                      onChange={() => toggle(m.id)}
                    />
                  </td>
                  <td className="msg-star-col">
                    <Button
                      variant="link"
                      size="sm"
                      className={`p-0 msg-star${m.isStarred ? ' is-starred' : ''}`}
                      aria-pressed={m.isStarred}
                      aria-label={m.isStarred ? `Unstar ${m.subject}` : `Star ${m.subject}`}
                      onClick={() => star.mutate({ id: m.id, folder }, { onError: fail(M.updateFailed) })}
                    >
                      {m.isStarred ? '★' : '☆'}
                    </Button>
                  </td>
                  <td className="msg-party">
                    {party(m)}
                    {m.hasReplies && (
                      <div className="small text-secondary" data-testid="last-writer">
                        Last reply: {lastWriter(m)}
                      </div>
                    )}
                  </td>
                  <td className="msg-subject">
                    {!m.isRead && <span className="visually-hidden">Unread: </span>}
                    {m.subject}
                    {m.hasReplies && <span className="text-secondary fw-normal"> {M.replied}</span>}
                    {m.attachmentCount > 0 && (
                      <span className="text-secondary fw-normal small text-nowrap">
                        {' '}
                        <PaperclipIcon />
                        {m.attachmentCount}
                        <span className="visually-hidden">
                          {m.attachmentCount === 1 ? ' attachment' : ' attachments'}
                        </span>
                      </span>
                    )}
                  </td>
                  <td className="msg-hide-sm">{TYPE_LABELS[m.messageType]}</td>
                  <td className="text-nowrap small msg-date">
                    <time dateTime={m.updatedAt}>{formatDateTime(m.updatedAt)}</time>
                  </td>
                  <td className="msg-actions">
                    <ButtonGroup size="sm" className="flex-wrap">
                      <Button
                        variant="outline-dark"
                        onClick={() => setOpen(m.id)}
                        aria-label={`View ${m.subject}`}
                      >
                        View
                      </Button>
                      <Button
                        variant="outline-secondary"
                        onClick={() =>
                          setRead.mutate(
                            { id: m.id, folder, read: !m.isRead },
                            { onError: fail(M.updateFailed) },
                          )
                        }
                      >
                        {m.isRead ? 'Mark as Unread' : 'Mark as Read'}
                      </Button>
                    </ButtonGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}

      {count > MESSAGES_PAGE_SIZE && (
        <nav
          aria-label="Message pages"
          className="d-flex align-items-center justify-content-center gap-3 mt-3"
        >
          <Button
            size="sm"
            variant="outline-dark"
            disabled={page <= 1}
            onClick={() => update({ page: page > 2 ? String(page - 1) : null })}
          >
            Previous
          </Button>
          <span className="small">
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline-dark"
            disabled={page >= pages}
            onClick={() => update({ page: String(page + 1) })}
          >
            Next
          </Button>
        </nav>
      )}

      {open !== null && <MessageModal id={open} folder={folder} onClose={() => setOpen(null)} />}
    </>
  );
}

function PaperclipIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="me-1">
      <path
        fill="currentColor"
        d="M4.5 3a2.5 2.5 0 0 1 5 0v9a1.5 1.5 0 0 1-3 0V5a.5.5 0 0 1 1 0v7a.5.5 0 0 0 1 0V3a1.5 1.5 0 1 0-3 0v9a2.5 2.5 0 0 0 5 0V5a.5.5 0 0 1 1 0v7a3.5 3.5 0 1 1-7 0V3z"
      />
    </svg>
  );
}
