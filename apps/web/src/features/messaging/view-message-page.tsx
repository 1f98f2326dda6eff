import { useEffect, useState } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { MESSAGING_MESSAGES as M } from '@ironmatch/contracts/messaging-rules';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { RequireAuth } from '../../lib/require-auth';
import { useMessage } from './api';
import { MessageView } from './components/message-view';
import { ReplyModal } from './components/reply-modal';
import './messages.scss';

/** /viewmessage/{messageId} (spec 2): one message card with its replies and a Reply button. Email links land here. */
export function ViewMessagePage() {
  useEffect(() => {
    document.title = 'Message | IronMatch';
  }, []);
  return (
    <RequireAuth company verified>
      <Container fluid="xl" className="py-4">
        <p className="mb-3">
          <Link to="/messages">← All messages</Link>
        </p>
        <OneMessage />
      </Container>
    </RequireAuth>
  );
}

function OneMessage() {
  const { messageId } = useParams();
  const id = parseRecordId(messageId ?? '');
  const { claims } = useAuth();
  const query = useMessage(id);
  const [replying, setReplying] = useState(false);

  if (id === null)
    return (
      <Alert variant="danger" role="alert">
        {M.notFound}
      </Alert>
    );
  if (query.isPending) return <p role="status">{M.loading}</p>;
  if (query.isError)
    return (
      <Alert variant="danger" role="alert">
        {errorText(query.error, M.fetchFailed)}
      </Alert>
    );
  const message = query.data;
  return (
    <Card>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h1 className="h4 mb-0 text-break">{message.subject}</h1>
        <Button variant="primary" onClick={() => setReplying(true)}>
          Reply
        </Button>
      </Card.Header>
      <Card.Body>
        <MessageView message={message} />
      </Card.Body>
      {replying && (
        <ReplyModal
          message={message}
          myCompanyId={claims?.companyId ?? null}
          onClose={() => setReplying(false)}
        />
      )}
    </Card>
  );
}
