import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  applicationBodySchema,
  APPLICATION_SELLS_MAX_LENGTH,
  MEMBERSHIP_MESSAGES as M,
  SELLER_TERMS_TEXT,
} from '@ironmatch/contracts/membership';
import { errorText } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { useApply, useMakes, useMyApplications } from './api';
import { MembershipStatus } from './membership-status';
import './membership.scss';

type Field = 'yardAddress1' | 'yardCity' | 'yardState' | 'yardZip' | 'sells' | 'inventorySize' | 'website';
const LINES: Array<[Field, string, number]> = [
  ['yardAddress1', 'Yard or shop address', 12],
  ['yardCity', 'City', 6],
  ['yardState', 'State', 3],
  ['yardZip', 'ZIP code', 3],
];

/** "Apply to join the network" (issue 30): what the company sells and where it holds it. */
export function ApplyPage() {
  const { claims } = useAuth();
  const mine = useMyApplications();
  const makes = useMakes();
  const apply = useApply();
  const [values, setValues] = useState<Record<Field, string>>({
    yardAddress1: '',
    yardCity: '',
    yardState: '',
    yardZip: '',
    sells: '',
    inventorySize: '',
    website: '',
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [makeFilter, setMakeFilter] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'makes' | 'sellerTermsAccepted', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const shownMakes = useMemo(() => {
    const f = makeFilter.trim().toLowerCase();
    return (makes.data ?? []).filter(
      (m) =>
        !f ||
        m.abbrname.toLowerCase().includes(f) ||
        m.longName.toLowerCase().includes(f) ||
        chosen.includes(m.abbrname),
    );
  }, [makes.data, makeFilter, chosen]);

  const newest = mine.data?.[0];
  document.title = `${M.applyTitle} | IronMatch`;

  if (claims?.memid)
    return (
      <Container className="py-5">
        <h1 className="h2">{M.applyTitle}</h1>
        <Alert variant="success">
          {M.alreadyMember} Your member id is {claims.memid}.
        </Alert>
      </Container>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const inventory = values.inventorySize.trim();
    const body = {
      ...values,
      website: values.website.trim() || null,
      inventorySize: inventory === '' ? Number.NaN : Number(inventory),
      makes: chosen,
      sellerTermsAccepted: terms,
    };
    const parsed = applicationBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof typeof errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    apply.mutate(body as never, {
      onError: (err) =>
        setFailure(errorText(err, 'Could not send the application.', { prefer: 'errors', joinErrors: true })),
    });
  }

  const field = (name: Field) => ({
    value: values[name],
    isInvalid: Boolean(errors[name]),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const waiting = newest?.status === 'open';

  return (
    <Container className="py-4 py-lg-5 im-apply">
      <h1 className="h2">{M.applyTitle}</h1>
      <p className="lead">
        Members see who is searching for the parts they stock and sell them through the network. Tell us about
        your yard or shop; an operator reviews every application and emails your company’s admins.
      </p>
      {mine.data && newest && (
        <div className="mb-4">
          <MembershipStatus />
        </div>
      )}
      {apply.isSuccess ? (
        <Alert variant="success" role="status">
          {M.applied} <Link to="/profile">Back to your account</Link>
        </Alert>
      ) : waiting ? null : (
        <Card className="shadow-sm">
          <Card.Body as={Form} noValidate onSubmit={submit} className="d-grid gap-3">
            <Row className="g-3">
              {LINES.map(([name, label, md]) => (
                <Col key={name} xs={md === 3 ? 6 : 12} md={md}>
                  <Form.Group controlId={`apply-${name}`}>
                    <Form.Label>{label}</Form.Label>
                    <Form.Control maxLength={200} {...field(name)} />
                    <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
              ))}
            </Row>
            <Form.Group controlId="apply-sells">
              <Form.Label>What your company sells</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={APPLICATION_SELLS_MAX_LENGTH}
                {...field('sells')}
              />
              <Form.Control.Feedback type="invalid">{errors.sells}</Form.Control.Feedback>
            </Form.Group>
            <fieldset>
              <legend className="form-label fs-6 mb-1">Makes</legend>
              <Form.Control
                size="sm"
                type="search"
                placeholder="Filter the makes"
                aria-label="Filter the makes"
                className="mb-2"
                value={makeFilter}
                onChange={(e) => setMakeFilter(e.target.value)}
              />
              <div className={`im-apply-makes border rounded p-2${errors.makes ? ' border-danger' : ''}`}>
                {makes.isPending && <Spinner size="sm" animation="border" />}
                {shownMakes.map((m) => (
                  <Form.Check
                    key={m.id}
                    id={`apply-make-${m.id}`}
                    label={`${m.longName} (${m.abbrname})`}
                    checked={chosen.includes(m.abbrname)}
                    onChange={(e) =>
                      setChosen((c) =>
                        e.target.checked ? [...c, m.abbrname] : c.filter((x) => x !== m.abbrname),
                      )
                    }
                  />
                ))}
              </div>
              <div className="small text-body-secondary mt-1">{chosen.length} chosen</div>
              {errors.makes && <div className="small text-danger">{errors.makes}</div>}
            </fieldset>
            <Row className="g-3">
              <Col md={4}>
                <Form.Group controlId="apply-inventorySize">
                  <Form.Label>Parts in stock</Form.Label>
                  <Form.Control
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    {...field('inventorySize')}
                  />
                  <Form.Control.Feedback type="invalid">{errors.inventorySize}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col md={8}>
                <Form.Group controlId="apply-website">
                  <Form.Label>
                    Website <span className="text-body-secondary small">(optional)</span>
                  </Form.Label>
                  <Form.Control type="url" maxLength={300} placeholder="https://" {...field('website')} />
                  <Form.Control.Feedback type="invalid">{errors.website}</Form.Control.Feedback>
                </Form.Group>
              </Col>
            </Row>
            <Form.Check
              id="apply-terms"
              checked={terms}
              isInvalid={Boolean(errors.sellerTermsAccepted)}
              onChange={(e) => setTerms(e.target.checked)}
              label={
                <>
                  {SELLER_TERMS_TEXT} (<Link to="/legal/seller-terms">Seller Terms</Link>)
                </>
              }
              feedback={errors.sellerTermsAccepted}
              feedbackType="invalid"
            />
            {failure && (
              <Alert variant="danger" className="mb-0">
                {failure}
              </Alert>
            )}
            <div>
              <Button type="submit" size="lg" disabled={apply.isPending}>
                Send application
              </Button>
            </div>
          </Card.Body>
        </Card>
      )}
    </Container>
  );
}
