import type { MessageAttachment, MessageDetail, MessageReply } from '@ironmatch/contracts/messaging';
import { SafeImage } from '../../../components/safe-image';
import { useAuth } from '../../../lib/auth-context';
import { QuickQuoteSlot } from '../../../lib/quote-actions';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { personName, TYPE_LABELS } from '../message-display';

function Attachments({ items, label }: { items: MessageAttachment[]; label: string }) {
  if (items.length === 0) return null;
  const pictures = items.filter((a) => a.thumbnailUrl);
  const others = items.filter((a) => !a.thumbnailUrl);
  return (
    <section aria-label={label} className="mt-3">
      <h3 className="h6 text-secondary mb-2">
        {items.length === 1 ? '1 attachment' : `${items.length} attachments`}
      </h3>
      {pictures.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mb-2">
          {pictures.map((a) => (
            <a key={a.id} href={a.url} target="_blank" rel="noreferrer" className="msg-thumb-link">
              <SafeImage
                src={a.thumbnailUrl!}
                alt={a.filename}
                width={96}
                height={72}
                className="msg-thumb"
              />
            </a>
          ))}
        </div>
      )}
      <ul className="list-unstyled mb-0 small">
        {[...pictures, ...others].map((a) => (
          <li key={a.id}>
            <a
              href={a.url}
              target="_blank"
              rel="noreferrer"
              download={a.thumbnailUrl ? undefined : a.filename}
            >
              {a.filename}
            </a>{' '}
            <span className="text-secondary">({formatFileSize(a.size)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReplyItem({ reply }: { reply: MessageReply }) {
  const who = personName(reply.SenderUser);
  return (
    <li className="msg-reply border-start border-3 ps-3 py-2 mb-3">
      <div className="d-flex flex-wrap justify-content-between gap-2 small">
        <span>
          <strong>{reply.SenderCompany.name}</strong> to {reply.ReplyToCompany.name}
          {who && <span className="d-block text-secondary">Sent by {who}</span>}
        </span>
        <time dateTime={reply.createdAt} className="text-secondary">
          {formatDateTime(reply.createdAt)}
        </time>
      </div>
      <p className="mb-0 mt-1 msg-body">{reply.body}</p>
      <Attachments
        items={reply.attachments}
        label={`Attachments of the reply from ${reply.SenderCompany.name}`}
      />
    </li>
  );
}

/**
 * Quick Quote in a thread about a part search (issue 26): the member dealer who wrote to the searcher can
 * answer with a priced quote from here. The server still decides whether the search may be quoted.
 */
function ThreadQuickQuote({ message }: { message: MessageDetail }) {
  const { claims } = useAuth();
  const partSearchId = message.relatedPartsearchId;
  if (message.messageType !== 'partsearches' || partSearchId === null) return null;
  if (!claims?.memid || claims.companyId !== message.SenderCompany.id) return null;
  return (
    <div className="mt-2">
      <QuickQuoteSlot target={{ partSearchId, buyerName: message.RecipientCompany.name, myQuote: null }} />
    </div>
  );
}

/** A message as the modal and /viewmessage show it: from/to, date, body, attachments and replies (spec 2). */
export function MessageView({ message }: { message: MessageDetail }) {
  const sender = personName(message.SenderUser);
  const recipient = personName(message.RecipientUser);
  const about = [
    message.partNumber && `Part ${message.partNumber}`,
    message.modelnum && `Model ${message.modelnum}`,
    message.manuflong,
    message.condlong,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article aria-label={`Message: ${message.subject}`}>
      <dl className="row small mb-2 msg-meta">
        <dt className="col-3 col-sm-2">From</dt>
        <dd className="col-9 col-sm-10 mb-1">
          {message.SenderCompany.name}
          {/* A company's messages are every member's (issue 23): say which colleague sent it. */}
          {sender && <span className="d-block text-secondary">Sent by {sender}</span>}
        </dd>
        <dt className="col-3 col-sm-2">To</dt>
        <dd className="col-9 col-sm-10 mb-1">
          {message.RecipientCompany.name}
          {recipient && <span className="text-secondary"> ({recipient})</span>}
        </dd>
        <dt className="col-3 col-sm-2">Date</dt>
        <dd className="col-9 col-sm-10 mb-1">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </dd>
        <dt className="col-3 col-sm-2">About</dt>
        <dd className="col-9 col-sm-10 mb-1">
          {TYPE_LABELS[message.messageType]}
          {about && <span className="text-secondary"> · {about}</span>}
        </dd>
      </dl>
      <ThreadQuickQuote message={message} />
      <p className="msg-body mt-3">{message.body}</p>
      <Attachments items={message.attachments} label="Attachments of the message" />
      {message.Replies.length > 0 && (
        <section aria-label="Replies" className="mt-4">
          <h3 className="h6">
            {message.Replies.length === 1 ? '1 reply' : `${message.Replies.length} replies`}
          </h3>
          <ol className="list-unstyled mb-0">
            {message.Replies.map((r) => (
              <ReplyItem key={r.id} reply={r} />
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
