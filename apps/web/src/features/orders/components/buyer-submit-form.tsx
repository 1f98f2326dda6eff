import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { ORDER_MESSAGES as M } from '@ironmatch/contracts/order-messages';
import { allPricesConfirmed } from '@ironmatch/contracts/order-states';
import { type Order } from '@ironmatch/contracts/orders';
import { useCompanyDetails } from '../../../components/company-details-modal';
import { errorText } from '../../../lib/api-client';
import { useSubmitOrder, useSubmitQuote } from '../api';
import { OrderNoteField } from './order-note-field';
import type { OrderNotice } from './order-notice';
import {
  companyShipTo,
  OrderRequestFields,
  orderRequestBody,
  type OrderRequestValues,
} from './order-request-fields';

/**
 * The buyer's submit (spec marketplace 4, 5): Submit Quote Request sends the unpriced parts to the
 * seller; once every price is confirmed, Submit Order Request with the ship-to (the company's shipping
 * address unless changed for this order), an optional PO number, shipping method and comment (issue 24).
 */
export function BuyerSubmitForm({ order, onNotice }: { order: Order; onNotice(n: OrderNotice): void }) {
  const id = useId();
  const submitQuote = useSubmitQuote(order.id);
  const submitOrder = useSubmitOrder(order.id);
  const [comment, setComment] = useState(order.buyerNote ?? '');
  const company = useCompanyDetails(order.customerCompanyId);
  const companyDefault = companyShipTo(company.data);
  const [request, setRequest] = useState<OrderRequestValues>({
    shipTo: companyDefault,
    poNumber: order.poNumber ?? '',
    shippingMethod: order.shippingMethod ?? '',
    pickup: false,
  });
  const [touched, setTouched] = useState(false);
  // The company's address arrives after the first render: it fills the form until the buyer edits it.
  useEffect(() => {
    if (!touched && company.data) setRequest((r) => ({ ...r, shipTo: companyShipTo(company.data) }));
  }, [company.data, touched]);
  const unsent = order.OrderItems.some((i) => i.isQuote && i.status === 'new');
  const canOrder = allPricesConfirmed(order.OrderItems);

  const quote = async () => {
    try {
      const res = await submitQuote.mutateAsync();
      onNotice({ variant: 'success', text: res.message ?? M.quoteSubmitted });
    } catch (err) {
      onNotice({ variant: 'danger', text: errorText(err, M.submitQuoteFailed) });
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await submitOrder.mutateAsync({
        comment: comment.trim(),
        ...orderRequestBody(request, companyDefault),
      });
      onNotice({ variant: 'success', text: res.message ?? M.orderSubmitted });
    } catch (err) {
      onNotice({ variant: 'danger', text: errorText(err, M.submitOrderFailed) });
    }
  };

  return (
    <>
      {unsent && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button variant="primary" onClick={() => void quote()} disabled={submitQuote.isPending}>
            {submitQuote.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Submit Quote Request
          </Button>
          <span className="small text-secondary">
            Sends the parts without a price to the seller for a quote.
          </span>
        </div>
      )}
      {canOrder && (
        <Form noValidate onSubmit={submit}>
          <OrderRequestFields
            id={id}
            values={request}
            onChange={(v) => {
              setTouched(true);
              setRequest(v);
            }}
          />
          <OrderNoteField
            id={`${id}-comment`}
            label="Comment for the seller"
            rows={2}
            className="mb-2"
            value={comment}
            placeholder="Needed-by date, delivery notes..."
            onChange={setComment}
          />
          <Button type="submit" variant="primary" disabled={submitOrder.isPending}>
            {submitOrder.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Submit Order Request
          </Button>
        </Form>
      )}
    </>
  );
}
