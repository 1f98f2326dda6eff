import { useState, type ReactNode } from 'react';
import { Alert, Badge, Card, Spinner } from 'react-bootstrap';
import { type PartSearch, type ReceivedPartSearch } from '@ironmatch/contracts/part-matcher';
import { FEED_PAGE_SIZE, PART_MATCHER_MESSAGES as M } from '@ironmatch/contracts/part-matcher-rules';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { countedPagerState } from '../pager';
import type { PartView } from '../part-view';
import { MessageActionSlot } from '../../../lib/marketplace-actions';
import { QuickQuoteSlot } from '../../../lib/quote-actions';
import { CompanyDetailsModal } from '../../../components/company-details-modal';
import { PartDetailModal } from './part-detail-modal';
import { PrevNextPager } from './pagers';
import { groupReceivedByRequest, ReceivedRequestCard } from './received-request-card';
import '../part-matcher.scss';

export interface FeedItem {
  key: number;
  search: PartSearch;
  hasBeenMessaged: boolean;
  /** Our parts that matched (received requests): the part number opens them. */
  parts?: PartView[];
  /** Quick Quote (issue 26): our quote on the search's request; undefined where the feed offers none. */
  myQuote?: { id: number; status: string } | null;
  /** Open the Quick Quote dialog at once (the dealer email's `?quickQuote=` link). */
  quickQuoteOpen?: boolean;
}

function isAll(v: string | null | undefined): boolean {
  return !v || /^all( |$)/i.test(v);
}

function FeedCard({
  item,
  onCompany,
  onParts,
}: {
  item: FeedItem;
  onCompany: (id: number) => void;
  onParts: (parts: PartView[]) => void;
}) {
  const { search } = item;
  const author = `${search.User.firstName} ${search.User.lastName}`.trim();
  const partNumber: ReactNode =
    item.parts && item.parts.length > 0 ? (
      <button type="button" className="pm-link-button fw-semibold" onClick={() => onParts(item.parts!)}>
        {search.partNumber}
      </button>
    ) : (
      <span className="fw-semibold">{search.partNumber}</span>
    );
  return (
    <Card as="article" className="mb-3" aria-label={`Part search for ${search.partNumber}`}>
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h6 mb-0">
          <button type="button" className="pm-link-button" onClick={() => onCompany(search.User.companyId)}>
            {search.User.Company.name}
          </button>{' '}
          - {author}
        </h2>
        <time className="small text-secondary" dateTime={search.createdAt}>
          {formatDateTime(search.createdAt)}
        </time>
      </Card.Header>
      <Card.Body>
        {item.hasBeenMessaged && (
          <Badge bg="success" className="mb-2 text-wrap text-start">
            {M.alreadyReplied}
          </Badge>
        )}
        {search.fromBrowse && (
          <Badge
            bg="light"
            text="dark"
            className="mb-2 ms-1 border"
            title="Opened from Browse All Parts, not typed by the buyer"
          >
            From browse
          </Badge>
        )}
        <dl className="row mb-2 pm-feed-fields">
          <dt className="col-4 col-sm-3 col-lg-2">Part #</dt>
          <dd className="col-8 col-sm-9 col-lg-10 text-break">{partNumber}</dd>
          <dt className="col-4 col-sm-3 col-lg-2">Condition</dt>
          <dd className="col-8 col-sm-9 col-lg-10 text-break">
            {isAll(search.condition) ? 'All Conditions' : search.condition}
          </dd>
          {!isAll(search.manufacturer) && (
            <>
              <dt className="col-4 col-sm-3 col-lg-2">Manufacturer</dt>
              <dd className="col-8 col-sm-9 col-lg-10 text-break">{search.manufacturer}</dd>
            </>
          )}
          {search.description && (
            <>
              <dt className="col-4 col-sm-3 col-lg-2">Description</dt>
              <dd className="col-8 col-sm-9 col-lg-10 text-break">{search.description}</dd>
            </>
          )}
          {search.comments && (
            <>
              <dt className="col-4 col-sm-3 col-lg-2">Comments</dt>
              <dd className="col-8 col-sm-9 col-lg-10 text-break pm-pre-line">{search.comments}</dd>
            </>
          )}
        </dl>
        <MessageActionSlot
          target={{
            recipientCompanyId: search.User.companyId,
            recipientCompanyName: search.User.Company.name,
            messageType: 'partsearches',
            relatedId: search.id,
            subject: `Regarding your search for part ${search.partNumber}`,
            extras: { partNumber: search.partNumber },
            label: 'Message',
          }}
        />
        {item.myQuote !== undefined && (
          <QuickQuoteSlot
            target={{
              partSearchId: search.id,
              buyerName: search.User.Company.name,
              myQuote: item.myQuote,
              autoOpen: item.quickQuoteOpen,
            }}
          />
        )}
      </Card.Body>
    </Card>
  );
}

/**
 * The members' part search feeds (spec marketplace 2): cards, 25 a page, 'Page X of Y'. `received`
 * (Part Requests) shows one card per search request instead of one per part number.
 */
export function PartSearchFeed({
  items,
  received,
  count,
  page,
  onPage,
  isPending,
  error,
  emptyText,
}: {
  items: FeedItem[];
  received?: ReceivedPartSearch[];
  count: number;
  page: number;
  onPage: (page: number) => void;
  isPending: boolean;
  error: unknown;
  emptyText: string;
}) {
  const [company, setCompany] = useState<number | null>(null);
  const [parts, setParts] = useState<PartView[] | null>(null);
  const pager = countedPagerState(page, count, FEED_PAGE_SIZE);

  if (isPending) {
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="secondary" />
        <span className="visually-hidden">Loading...</span>
      </div>
    );
  }
  return (
    <>
      {Boolean(error) && (
        <Alert variant="danger" role="alert">
          {errorText(error, M.fetchResultsFailed, { network: M.networkError101 })}
        </Alert>
      )}
      {(received ?? items).length === 0 && !error ? (
        <Card body className="text-center py-4">
          <p className="lead mb-0">{emptyText}</p>
        </Card>
      ) : received ? (
        groupReceivedByRequest(received).map((rows) => (
          <ReceivedRequestCard
            key={rows[0]!.requestId}
            rows={rows}
            onCompany={setCompany}
            onParts={setParts}
          />
        ))
      ) : (
        items.map((item) => <FeedCard key={item.key} item={item} onCompany={setCompany} onParts={setParts} />)
      )}
      {count > 0 && (
        <PrevNextPager
          label={`Page ${page} of ${pager.pages}`}
          prevDisabled={pager.prevDisabled}
          nextDisabled={pager.nextDisabled}
          onPrev={() => onPage(page - 1)}
          onNext={() => onPage(page + 1)}
        />
      )}
      <CompanyDetailsModal show={company !== null} companyId={company} onClose={() => setCompany(null)} />
      <PartDetailModal parts={parts} onClose={() => setParts(null)} />
    </>
  );
}
