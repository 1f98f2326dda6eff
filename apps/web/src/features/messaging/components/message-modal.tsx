import { useId, useState } from 'react';
import { Alert, Button, Dropdown, Modal, Spinner } from 'react-bootstrap';
import {
  MESSAGING_MESSAGES as M,
  MOVABLE_FOLDERS,
  type MessageFolder,
} from '@ironmatch/contracts/messaging-rules';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useMessage, useMoveMessages } from '../api';
import { MessageView } from './message-view';
import { ReplyModal } from './reply-modal';

/** The message modal of /messages (spec 2): the message, its attachments and replies; Reply, Move and Close. */
export function MessageModal({
  id,
  folder,
  onClose,
}: {
  id: number;
  folder: MessageFolder;
  onClose: () => void;
}) {
  const titleId = useId();
  const { claims } = useAuth();
  const query = useMessage(id, folder);
  const move = useMoveMessages();
  const [replying, setReplying] = useState(false);
  const [moveError, setMoveError] = useState<string | null>(null);
  const message = query.data;

  if (replying && message)
    return (
      <ReplyModal
        message={message}
        myCompanyId={claims?.companyId ?? null}
        onClose={() => setReplying(false)}
      />
    );

  return (
    <Modal show onHide={onClose} size="lg" centered scrollable aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5 text-break">
          {message?.subject ?? 'Message'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {query.isPending && (
          <div role="status" className="d-flex align-items-center gap-2">
            <Spinner animation="border" size="sm" /> {M.loading}
          </div>
        )}
        {query.isError && (
          <Alert variant="danger" role="alert">
            {errorText(query.error, M.fetchFailed)}
          </Alert>
        )}
        {moveError && (
          <Alert variant="danger" role="alert">
            {moveError}
          </Alert>
        )}
        {message && <MessageView message={message} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={() => setReplying(true)} disabled={!message}>
          Reply
        </Button>
        {folder !== 'Sent' && (
          <Dropdown drop="up">
            <Dropdown.Toggle variant="outline-dark" disabled={!message || move.isPending}>
              Move
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {MOVABLE_FOLDERS.filter((f) => f !== folder).map((f) => (
                <Dropdown.Item
                  as="button"
                  key={f}
                  onClick={() =>
                    move.mutate(
                      { messageIds: [id], targetFolder: f, currentFolder: folder },
                      {
                        onSuccess: onClose,
                        onError: (err) => setMoveError(errorText(err, M.moveFailed)),
                      },
                    )
                  }
                >
                  {f}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
