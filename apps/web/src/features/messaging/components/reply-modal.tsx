import { type MessageDetail } from '@ironmatch/contracts/messaging';
import { MESSAGING_MESSAGES as M } from '@ironmatch/contracts/messaging-rules';
import { errorText } from '../../../lib/api-client';
import { useReply } from '../api';
import { MessageComposer } from './message-composer';

/** The reply modal (spec 2): a body and attachments; the reply goes to the other company. */
export function ReplyModal({
  message,
  myCompanyId,
  onClose,
  onSent,
}: {
  message: MessageDetail;
  myCompanyId: number | null;
  onClose: () => void;
  onSent?: () => void;
}) {
  const reply = useReply();
  const to =
    myCompanyId === message.senderCompanyId ? message.RecipientCompany.name : message.SenderCompany.name;
  return (
    <MessageComposer
      title={`Reply to ${to}`}
      bodyLabel="Reply"
      kind="reply"
      submitLabel="Send Reply"
      busy={reply.isPending}
      onClose={onClose}
      send={({ body, files }, fail) =>
        reply.mutate(
          { id: message.id, body, files },
          {
            onSuccess: () => {
              onSent?.();
              onClose();
            },
            onError: (err) => fail(errorText(err, files.length > 0 ? M.attachmentsFailed : M.replyFailed)),
          },
        )
      }
    >
      <p className="small text-secondary mb-2">Re: {message.subject}</p>
    </MessageComposer>
  );
}
