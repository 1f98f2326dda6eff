import { Col, Form, Row } from 'react-bootstrap';
import type { CompanyDetails } from '@ironmatch/contracts/accounts';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  CUSTOMER_PICKUP,
  PO_NUMBER_MAX_LENGTH,
  SHIPPING_METHOD_MAX_LENGTH,
} from '@ironmatch/contracts/order-messages';

/** What Submit Order Request asks for besides the comment (issue 24 "Ship-to, PO number, shipping method"). */
export interface OrderRequestValues {
  shipTo: ShipToValues;
  poNumber: string;
  shippingMethod: string;
  pickup: boolean;
}
export interface ShipToValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The buyer company's shipping address as the form's default ship-to. */
export function companyShipTo(company: CompanyDetails | undefined): ShipToValues {
  return {
    address1: company?.shipAddress1 ?? '',
    address2: company?.shipAddress2 ?? '',
    city: company?.shipCity ?? '',
    state: company?.shipState ?? '',
    zip: company?.shipZip ?? '',
    country: company?.shipCountry ?? '',
  };
}

function sameShipTo(a: ShipToValues, b: ShipToValues): boolean {
  return (Object.keys(a) as (keyof ShipToValues)[]).every((k) => a[k].trim() === b[k].trim());
}

/**
 * The body fields for POST /submit-order. The ship-to is sent only when the buyer changed it: left as
 * the company's address, the server takes its own copy of that address at this moment.
 */
export function orderRequestBody(values: OrderRequestValues, companyDefault: ShipToValues) {
  const s = values.shipTo;
  const shipTo = sameShipTo(s, companyDefault)
    ? undefined
    : {
        address1: s.address1.trim(),
        address2: s.address2.trim() || null,
        city: s.city.trim(),
        state: s.state.trim(),
        zip: s.zip.trim(),
        country: s.country.trim(),
      };
  const method = values.pickup ? CUSTOMER_PICKUP : values.shippingMethod.trim();
  return {
    ...(shipTo ? { shipTo } : {}),
    poNumber: values.poNumber.trim() || null,
    shippingMethod: method || null,
  };
}

const SHIP_TO_FIELDS: { key: keyof ShipToValues; label: string; md: number; optional?: boolean }[] = [
  { key: 'address1', label: 'Address', md: 12 },
  { key: 'address2', label: 'Address line 2', md: 12, optional: true },
  { key: 'city', label: 'City', md: 5 },
  { key: 'state', label: 'State', md: 3 },
  { key: 'zip', label: 'ZIP code', md: 4 },
  { key: 'country', label: 'Country', md: 12 },
];

export function OrderRequestFields({
  id,
  values,
  onChange,
}: {
  id: string;
  values: OrderRequestValues;
  onChange(values: OrderRequestValues): void;
}) {
  const setShipTo = (key: keyof ShipToValues, v: string) =>
    onChange({ ...values, shipTo: { ...values.shipTo, [key]: v } });
  return (
    <>
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold mb-1">Ship to</legend>
        <p className="small text-secondary mb-2">
          Your company&apos;s shipping address. Change it here for this order only.
        </p>
        <Row className="g-2">
          {SHIP_TO_FIELDS.map((f) => (
            <Col xs={12} md={f.md} key={f.key}>
              <Form.Group controlId={`${id}-ship-${f.key}`}>
                <Form.Label className="small mb-0">
                  {f.label}
                  {f.optional && <span className="text-body-secondary"> (optional)</span>}
                </Form.Label>
                <Form.Control
                  size="sm"
                  value={values.shipTo[f.key]}
                  maxLength={ADDRESS_FIELD_MAX_LENGTH}
                  onChange={(e) => setShipTo(f.key, e.target.value)}
                />
              </Form.Group>
            </Col>
          ))}
        </Row>
      </fieldset>
      <Row className="g-2 mb-2">
        <Col xs={12} md={5}>
          <Form.Group controlId={`${id}-po`}>
            <Form.Label className="small mb-0">
              PO number <span className="text-body-secondary">(optional)</span>
            </Form.Label>
            <Form.Control
              size="sm"
              value={values.poNumber}
              maxLength={PO_NUMBER_MAX_LENGTH}
              onChange={(e) => onChange({ ...values, poNumber: e.target.value })}
            />
          </Form.Group>
        </Col>
        <Col xs={12} md={7}>
          <Form.Group controlId={`${id}-method`}>
            <Form.Label className="small mb-0">
              Shipping method <span className="text-body-secondary">(optional)</span>
            </Form.Label>
            <Form.Control
              size="sm"
              value={values.pickup ? CUSTOMER_PICKUP : values.shippingMethod}
              disabled={values.pickup}
              maxLength={SHIPPING_METHOD_MAX_LENGTH}
              placeholder="e.g. UPS Ground, our freight account"
              onChange={(e) => onChange({ ...values, shippingMethod: e.target.value })}
            />
          </Form.Group>
          <Form.Check
            id={`${id}-pickup`}
            className="small mt-1"
            label={CUSTOMER_PICKUP}
            checked={values.pickup}
            onChange={(e) => onChange({ ...values, pickup: e.target.checked })}
          />
        </Col>
      </Row>
    </>
  );
}
