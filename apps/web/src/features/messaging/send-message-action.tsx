import { useId, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { MESSAGING_MESSAGES as M, sentNote } from '@ironmatch/contracts/messaging-rules';
import { errorText } from '../../lib/api-client';
import type { MessageTarget } from '../../lib/marketplace-actions';
import { useSendMessage } from './api';
import { MessageComposer } from './components/message-composer';

/**
 * The Send Message action of part rows, feeds, general requests and for-sale rows (spec marketplace 2
 * "Send Message dialog"): a dialog prefilled with the subject and an empty body, optional attachments,
 * 'Sending...' while it sends, the green note under the row on success and a danger alert on failure.
 */
export function SendMessageAction({ target }: { target: MessageTarget }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  return (
    <div className="d-flex flex-column gap-1 align-items-start">
      <Button
        size="sm"
        variant="outline-dark"
        onClick={() => setOpen(true)}
        aria-describedby={note ? noteId : undefined}
      >
        {target.label ?? 'Send Message'}
      </Button>
      {note && (
        <small id={noteId} className="text-success fw-semibold" role="status">
          {note}
        </small>
      )}
      {open && (
        <SendMessageDialog
          target={target}
          onClose={() => setOpen(false)}
          onSent={(text) => {
            setNote(text);
            setOpen(false);
          }}
          messagedBefore={Boolean(target.alreadyMessaged) || note !== null}
        />
      )}
    </div>
  );
}

function SendMessageDialog({
  target,
  onClose,
  onSent,
  messagedBefore,
}: {
  target: MessageTarget;
  onClose: () => void;
  onSent: (note: string) => void;
  messagedBefore: boolean;
}) {
  const sending = useSendMessage();
  return (
    <MessageComposer
      title="Send Message"
      subject={target.subject}
      bodyLabel="Message"
      kind="message"
      submitLabel="Send"
      busy={sending.isPending}
      onClose={onClose}
      send={(draft, fail) => {
        const withFiles = draft.files.length > 0;
        sending.mutate(
          { target, ...draft },
          {
            onSuccess: () => onSent(sentNote(target.recipientCompanyName, withFiles)),
            onError: (err) => fail(errorText(err, withFiles ? M.sendWithAttachmentsFailed : M.sendFailed)),
          },
        );
      }}
    >
      <p className="mb-3">
        To: <strong>{target.recipientCompanyName}</strong>
      </p>
      {messagedBefore && (
        <Alert variant="info" className="py-2">
          {target.messageType === 'part' ? M.alreadyMessaged : M.alreadyMessagedBefore}
        </Alert>
      )}
    </MessageComposer>
  );
}
