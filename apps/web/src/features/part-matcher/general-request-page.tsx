import { useState } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row, Spinner, Table } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  GENERAL_REQUEST_MESSAGES,
  GENERAL_REQUEST_PART_LIMIT,
  generalRequestCommentsSchema,
} from '@ironmatch/contracts/general-requests';
import {
  ALL_MANUFACTURERS,
  GENERAL_REQUESTS_PAGE_SIZE,
  PART_MATCHER_MESSAGES as M,
} from '@ironmatch/contracts/part-matcher-rules';
import { zodResolver } from '../../lib/zod-resolver';
import { useAuth } from '../../lib/auth-context';
import { RequireAuth } from '../../lib/require-auth';
import { useOwnGeneralRequests, useSendGeneralRequest } from './api';
import { errorText } from '../../lib/api-client';
import { PageHeader } from './components/page-header';
import { NumberedPager } from './components/pagers';
import { ManufacturerSelect } from './components/search-selects';
import { formatDateTime } from '../../lib/format';
import { dealersReachedText, orNA } from './general-request-display';
import { parsePartNumberList, partNumbersBoxValue, pasteIntoPartNumbersBox } from './part-number-input';
import './part-matcher.scss';

const formSchema = z.object({
  modelnum: z.string().max(100),
  // Issue 29: one part number or several (commas, or a pasted spreadsheet column), up to 20.
  partNumber: z
    .string()
    .transform((v) => parsePartNumberList(v, GENERAL_REQUEST_PART_LIMIT, 1))
    .superRefine((parsed, ctx) => {
      if (parsed.tooLong.length) ctx.addIssue({ code: 'custom', message: M.partNumberTooLong });
      else if (parsed.partNumbers.length > GENERAL_REQUEST_PART_LIMIT)
        ctx.addIssue({ code: 'custom', message: GENERAL_REQUEST_MESSAGES.tooManyPartNumbers });
    })
    .transform((parsed) => parsed.partNumbers),
  manufacturer: z.string(),
  comments: generalRequestCommentsSchema,
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const DEFAULTS: FormIn = { modelnum: '', partNumber: '', manufacturer: ALL_MANUFACTURERS, comments: '' };

/** /partmatcher/generalrequest (spec marketplace 2): ask every dealer for a part without a number match. */
export function GeneralRequestPage() {
  return (
    <RequireAuth company verified>
      <PageHeader title="Send General Requests">
        Can't find it by part number? Describe what you need and every dealer on the network hears about it.
      </PageHeader>
      <Container fluid="xl" className="pb-5">
        <RequestForm />
        <PreviousRequests />
      </Container>
    </RequireAuth>
  );
}

function RequestForm() {
  const send = useSendGeneralRequest();
  // The dealers it reached, once sent (null: nothing sent yet, or the notice was closed).
  const [sent, setSent] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(formSchema), defaultValues: DEFAULTS });

  const onSubmit = handleSubmit(async (v) => {
    setSent(null);
    try {
      const { dealerCount } = await send.mutateAsync({ ...v, partNumber: v.partNumber.join(',') });
      setSent(dealerCount);
      reset(DEFAULTS);
    } catch {
      // The alert below shows send.error.
    }
  });

  return (
    <Card className="mb-4">
      <Card.Body>
        {sent !== null && (
          <Alert variant="success" dismissible onClose={() => setSent(null)}>
            {M.generalRequestSent} {dealersReachedText(sent)}
          </Alert>
        )}
        {send.isError && (
          <Alert variant="danger" role="alert">
            {errorText(send.error, M.sendRequestFailed)}
          </Alert>
        )}
        <Form noValidate onSubmit={onSubmit} aria-label="General request">
          <Row className="g-3">
            <Col md={4}>
              <Form.Group controlId="pm-gr-model">
                <Form.Label>
                  Model Number <span className="text-secondary small">(optional)</span>
                </Form.Label>
                <Form.Control {...register('modelnum')} autoComplete="off" placeholder="e.g. 320D" />
              </Form.Group>
            </Col>
            <Col md={4}>
              <Form.Group controlId="pm-gr-part-number">
                <Form.Label>
                  Part Number <span className="text-secondary small">(optional)</span>
                </Form.Label>
                <Form.Control
                  {...register('partNumber', {
                    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                      setValue('partNumber', partNumbersBoxValue(e.target.value)),
                  })}
                  onPaste={(e: React.ClipboardEvent<HTMLInputElement>) => {
                    // A pasted spreadsheet column is several numbers, never glued into one (issue 29).
                    const box = e.currentTarget;
                    const next = pasteIntoPartNumbersBox(
                      box.value,
                      box.selectionStart,
                      box.selectionEnd,
                      e.clipboardData.getData('text'),
                    );
                    if (next === null) return;
                    e.preventDefault();
                    setValue('partNumber', next, { shouldValidate: true });
                  }}
                  isInvalid={Boolean(errors.partNumber)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={5000}
                  placeholder="e.g. 1R0750, 6I2503"
                />
                <Form.Control.Feedback type="invalid">{errors.partNumber?.message}</Form.Control.Feedback>
                <Form.Text className="d-block">
                  Several? Separate them with commas, or paste a spreadsheet column (up to{' '}
                  {GENERAL_REQUEST_PART_LIMIT}).
                </Form.Text>
              </Form.Group>
            </Col>
            <Col md={4}>
              <ManufacturerSelect
                id="pm-gr-manufacturer"
                value={watch('manufacturer')}
                onChange={(v) => setValue('manufacturer', v)}
              />
            </Col>
            <Col xs={12}>
              <Form.Group controlId="pm-gr-comments">
                <Form.Label>Comments</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={4}
                  {...register('comments')}
                  isInvalid={Boolean(errors.comments)}
                  aria-required="true"
                  placeholder="What do you need? Machine, serial number, quantity, condition, deadline..."
                />
                <Form.Control.Feedback type="invalid">{errors.comments?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Button type="submit" variant="primary" className="px-4" disabled={send.isPending}>
                {send.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
                Send
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}

function PreviousRequests() {
  const { claims } = useAuth();
  const [page, setPage] = useState(1);
  const query = useOwnGeneralRequests(claims?.companyId ?? null, page);
  const rows = query.data?.rows ?? [];
  return (
    <section aria-labelledby="pm-gr-previous">
      <h2 id="pm-gr-previous" className="h4 mb-3">
        Your Previous General Requests
      </h2>
      {query.isError && (
        <Alert variant="danger" role="alert">
          {errorText(query.error, M.getGeneralRequestsFailed)}
        </Alert>
      )}
      <Card>
        <Table responsive className="pm-table pm-stack align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">Model Number</th>
              <th scope="col">Part Number</th>
              <th scope="col">Manufacturer</th>
              <th scope="col">Comments</th>
              <th scope="col">Created At</th>
            </tr>
          </thead>
          <tbody>
            {query.isPending && (
              <tr>
                <td colSpan={5} className="text-center py-4">
                  <Spinner
                    animation="border"
                    variant="secondary"
                    role="status"
                    aria-label="Loading requests"
                  />
                </td>
              </tr>
            )}
            {query.isSuccess && rows.length === 0 && (
              <tr>
                <td colSpan={5} className="text-center py-4 text-secondary">
                  You have not sent any general requests yet.
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.id}>
                <td data-label="Model Number">{orNA(r.modelnum)}</td>
                <td data-label="Part Number">{orNA(r.partNumber)}</td>
                <td data-label="Manufacturer">{orNA(r.manufacturer)}</td>
                <td className="pm-pre-line pm-comments" data-label="Comments">
                  {r.comments}
                </td>
                <td className="text-nowrap" data-label="Created At">
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <NumberedPager
        page={page}
        total={query.data?.count ?? 0}
        pageSize={GENERAL_REQUESTS_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
