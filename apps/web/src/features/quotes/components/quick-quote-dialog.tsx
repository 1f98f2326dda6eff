import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row, Spinner } from 'react-bootstrap';
import { parseMoneyText } from '@ironmatch/contracts/order-money';
import { CONDITIONS, type Condition } from '@ironmatch/contracts/part-matcher-rules';
import { QUOTE_DEFAULT_VALID_DAYS, QUOTE_MESSAGES as M } from '@ironmatch/contracts/quote-rules';
import type { QuoteDraft } from '@ironmatch/contracts/quotes';
import { errorText } from '../../../lib/api-client';
import { centsAsDecimal } from '../../../lib/format';
import { useQuoteDraft, useSendQuote, useWithdrawQuote } from '../api';

interface LineForm {
  partSearchId: number;
  partNumber: string;
  include: boolean;
  partId: number | null;
  price: string;
  quantity: string;
  condition: Condition;
  leadTimeDays: string;
  freight: string;
  core: string;
  note: string;
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The form's lines: the dealer's own quote when it has one, else filled from its matching stock. */
function linesOf(draft: QuoteDraft): LineForm[] {
  return draft.partSearches.map((s) => {
    const quoted = draft.quote?.lines.find((l) => l.partSearchId === s.partSearchId);
    const stock = s.stock[0];
    return {
      partSearchId: s.partSearchId,
      partNumber: s.partNumber,
      include: Boolean(quoted) || !draft.quote,
      partId: quoted?.partId ?? stock?.partId ?? null,
      price: quoted ? centsAsDecimal(quoted.price) : stock?.price ? centsAsDecimal(stock.price) : '',
      quantity: String(quoted?.quantity ?? 1),
      condition: quoted?.condition ?? stock?.condition ?? s.condition ?? 'NEW',
      leadTimeDays: String(quoted?.leadTimeDays ?? 0),
      freight: quoted?.freightEstimate != null ? centsAsDecimal(quoted.freightEstimate) : '',
      core: quoted?.coreCharge != null ? centsAsDecimal(quoted.coreCharge) : '',
      note: quoted?.note ?? '',
    };
  });
}

function cents(text: string): number | null | 'bad' {
  if (text.trim() === '') return null;
  const parsed = parseMoneyText(text, 'Amount');
  return parsed.ok ? parsed.cents : 'bad';
}

/** The Quick Quote dialog (issue 26): per part number price, quantity, condition, lead time, freight, core, note. */
export function QuickQuoteDialog({
  partSearchId,
  buyerName,
  onClose,
}: {
  partSearchId: number;
  buyerName: string;
  onClose: () => void;
}) {
  const draft = useQuoteDraft(partSearchId, true);
  const send = useSendQuote();
  const withdraw = useWithdrawQuote();
  const mine = draft.data?.quote ?? null;
  // Withdraw is possible until the buyer accepts (an expired quote may be withdrawn too).
  const withdrawable = mine !== null && ['sent', 'updated', 'expired'].includes(mine.status);
  const [lines, setLines] = useState<LineForm[] | null>(null);
  const [validUntil, setValidUntil] = useState(dayAfter(QUOTE_DEFAULT_VALID_DAYS));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (draft.data && lines === null) {
      setLines(linesOf(draft.data));
      if (draft.data.quote) setValidUntil(draft.data.quote.validUntil.slice(0, 10));
    }
  }, [draft.data, lines]);

  const update = (i: number, change: Partial<LineForm>) =>
    setLines((all) => all!.map((l, j) => (j === i ? { ...l, ...change } : l)));

  async function submit() {
    setProblem(null);
    const chosen = (lines ?? []).filter((l) => l.include);
    if (chosen.length === 0) return setProblem(M.noLines);
    const body = [];
    for (const l of chosen) {
      const price = cents(l.price);
      const freight = cents(l.freight);
      const core = cents(l.core);
      if (price === null || price === 'bad' || price <= 0)
        return setProblem(`${l.partNumber}: ${M.priceRequired}`);
      if (freight === 'bad' || core === 'bad')
        return setProblem(`${l.partNumber}: freight and core are amounts like 25.00.`);
      body.push({
        partSearchId: l.partSearchId,
        partId: l.partId,
        price,
        quantity: Number(l.quantity),
        condition: l.condition,
        leadTimeDays: Number(l.leadTimeDays),
        freightEstimate: freight,
        coreCharge: core,
        note: l.note || null,
      });
    }
    try {
      await send.mutateAsync({ partSearchId, validUntil, lines: body });
      onClose();
    } catch (err) {
      setProblem(errorText(err, 'The quote could not be sent.'));
    }
  }

  return (
    <Modal show onHide={onClose} size="lg" fullscreen="sm-down" aria-labelledby="qq-title">
      <Modal.Header closeButton>
        <Modal.Title id="qq-title" className="h5">
          Quick Quote for {buyerName || draft.data?.BuyerCompany.name || 'the buyer'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {draft.isPending && <Spinner animation="border" role="status" size="sm" />}
        {draft.error && (
          <Alert variant="danger">{errorText(draft.error, 'The search could not be loaded.')}</Alert>
        )}
        {draft.data?.quote && (
          <Alert variant="info" className="py-2">
            You quoted this search already. Sending again replaces your quote; the buyer sees it marked
            updated.
          </Alert>
        )}
        {lines?.map((l, i) => {
          const stock = draft.data!.partSearches[i]!.stock;
          return (
            <fieldset
              key={l.partSearchId}
              className="border rounded p-2 mb-3"
              aria-label={`Quote for ${l.partNumber}`}
            >
              <Form.Check
                id={`qq-include-${l.partSearchId}`}
                className="fw-semibold mb-2"
                label={`${l.partNumber}${stock.length ? ` (you have ${stock[0]!.quantity} in stock)` : ' (not in your stock)'}`}
                checked={l.include}
                onChange={(e) => update(i, { include: e.target.checked })}
              />
              <Row className="g-2">
                <Col xs={6} md={3}>
                  <Form.Label htmlFor={`qq-price-${i}`} className="small mb-0">
                    Price each ($)
                  </Form.Label>
                  <Form.Control
                    id={`qq-price-${i}`}
                    inputMode="decimal"
                    value={l.price}
                    onChange={(e) => update(i, { price: e.target.value })}
                  />
                </Col>
                <Col xs={6} md={2}>
                  <Form.Label htmlFor={`qq-qty-${i}`} className="small mb-0">
                    Quantity
                  </Form.Label>
                  <Form.Control
                    id={`qq-qty-${i}`}
                    type="number"
                    min={1}
                    value={l.quantity}
                    onChange={(e) => update(i, { quantity: e.target.value })}
                  />
                </Col>
                <Col xs={6} md={3}>
                  <Form.Label htmlFor={`qq-cond-${i}`} className="small mb-0">
                    Condition
                  </Form.Label>
                  <Form.Select
                    id={`qq-cond-${i}`}
                    value={l.condition}
                    onChange={(e) => update(i, { condition: e.target.value as Condition })}
                  >
                    {CONDITIONS.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </Form.Select>
                </Col>
                <Col xs={6} md={4}>
                  <Form.Label htmlFor={`qq-lead-${i}`} className="small mb-0">
                    Ships in N days (0 = today)
                  </Form.Label>
                  <Form.Control
                    id={`qq-lead-${i}`}
                    type="number"
                    min={0}
                    max={365}
                    value={l.leadTimeDays}
                    onChange={(e) => update(i, { leadTimeDays: e.target.value })}
                  />
                </Col>
                <Col xs={6} md={3}>
                  <Form.Label htmlFor={`qq-freight-${i}`} className="small mb-0">
                    Freight estimate ($)
                  </Form.Label>
                  <Form.Control
                    id={`qq-freight-${i}`}
                    inputMode="decimal"
                    value={l.freight}
                    onChange={(e) => update(i, { freight: e.target.value })}
                  />
                </Col>
                <Col xs={6} md={3}>
                  <Form.Label htmlFor={`qq-core-${i}`} className="small mb-0">
                    Core charge ($)
                  </Form.Label>
                  <Form.Control
                    id={`qq-core-${i}`}
                    inputMode="decimal"
                    value={l.core}
                    onChange={(e) => update(i, { core: e.target.value })}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <Form.Label htmlFor={`qq-note-${i}`} className="small mb-0">
                    Note
                  </Form.Label>
                  <Form.Control
                    id={`qq-note-${i}`}
                    value={l.note}
                    maxLength={2000}
                    onChange={(e) => update(i, { note: e.target.value })}
                  />
                </Col>
              </Row>
            </fieldset>
          );
        })}
        {lines && (
          <Form.Group controlId="qq-valid" className="mb-2" style={{ maxWidth: 220 }}>
            <Form.Label className="small mb-0">Valid until</Form.Label>
            <Form.Control type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
          </Form.Group>
        )}
        {problem && (
          <Alert variant="danger" className="py-2 mb-0" role="alert">
            {problem}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        {withdrawable && (
          <Button
            variant="outline-danger"
            className="me-auto"
            disabled={withdraw.isPending}
            onClick={() =>
              void withdraw
                .mutateAsync(mine.id)
                .then(onClose, (err: unknown) =>
                  setProblem(errorText(err, 'The quote could not be withdrawn.')),
                )
            }
          >
            Withdraw Quote
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => void submit()} disabled={!lines || send.isPending}>
          {draft.data?.quote ? 'Update Quote' : 'Send Quote'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
