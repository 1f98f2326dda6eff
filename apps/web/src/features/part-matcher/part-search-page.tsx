import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Container,
  Form,
  Row,
  Spinner,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  ALL_CONDITIONS,
  ALL_MANUFACTURERS,
  MIN_DESCRIPTION_LENGTH,
  MIN_PART_NUMBER_LENGTH,
  MULTI_PART_LIMIT,
  DESCRIPTION_MAX_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  SEARCH_COMMENTS_MAX_LENGTH,
  PART_MATCHER_MESSAGES as M,
  normalizePartNumber,
  noPartsToDisplayMessage,
  withoutDescriptionMessage,
} from '@ironmatch/contracts/part-matcher-rules';
import { zodResolver } from '../../lib/zod-resolver';
import { RequireAuth } from '../../lib/require-auth';
import {
  useMultiPartSearch,
  usePartSearch,
  type MultiSearchResult,
  type PartSearchInput,
  type SingleSearchResult,
} from './api';
import { errorText } from '../../lib/api-client';
import { PageHeader } from './components/page-header';
import { PartResultsTable } from './components/part-results-table';
import { MatchKindSections } from './components/match-kind';
import { SearchErrorAlert } from './components/search-error-alert';
import { ConditionSelect, ManufacturerSelect } from './components/search-selects';
import { parsePartNumberList, type ParsedPartList } from './part-number-input';
import { partViewOf } from './part-view';
import { useSearchHistory } from './search-history';
import { SearchResultsPanel } from './components/search-results-panel';
import { PartChip } from './components/part-chip';

type Mode = 'single' | 'multi';

const searchFormSchema = z
  .object({
    mode: z.enum(['single', 'multi']),
    partNumber: z.string(),
    partNumbers: z.string(),
    description: z.string(),
    manufacturer: z.string(),
    condition: z.string(),
    addComment: z.boolean(),
    comments: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'single' && normalizePartNumber(v.partNumber).length < MIN_PART_NUMBER_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['partNumber'], message: M.partNumberTooShort });
    }
    if (v.mode === 'single' && normalizePartNumber(v.partNumber).length > PART_NUMBER_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['partNumber'], message: M.partNumberTooLong });
    }
    if (v.mode === 'multi') {
      const error = parsePartNumberList(v.partNumbers).error;
      if (error) ctx.addIssue({ code: 'custom', path: ['partNumbers'], message: error });
    }
    const description = v.description.trim();
    if (description !== '' && description.length < MIN_DESCRIPTION_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: M.descriptionTooShort });
    }
  });
type SearchForm = z.infer<typeof searchFormSchema>;

const DEFAULTS: SearchForm = {
  mode: 'single',
  partNumber: '',
  partNumbers: '',
  description: '',
  manufacturer: ALL_MANUFACTURERS,
  condition: ALL_CONDITIONS,
  addComment: false,
  comments: '',
};

type Search =
  | (PartSearchInput & { mode: 'single' })
  | (Omit<PartSearchInput, 'partNumber'> & { mode: 'multi'; partNumbers: string[] });

/** /partmatcher/partsearch (spec marketplace 2), with the multi-part mode of DECISIONS.md. */
export function PartSearchPage() {
  return (
    <RequireAuth company verified>
      <PartSearch />
    </RequireAuth>
  );
}

function PartSearch() {
  const [params, setParams] = useSearchParams();
  const single = usePartSearch();
  const multi = useMultiPartSearch();
  const [result, setResult] = useState<SingleSearchResult | MultiSearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<Search | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    getValues,
    watch,
    setValue,
    reset,
    formState: { errors },
  } = useForm<SearchForm>({ resolver: zodResolver(searchFormSchema), defaultValues: DEFAULTS });
  const mode = watch('mode');
  const addComment = watch('addComment');
  const partNumbersText = watch('partNumbers');
  const parsed = useMemo(() => parsePartNumberList(partNumbersText), [partNumbersText]);
  const pending = single.isPending || multi.isPending;

  const history = useSearchHistory<SearchForm, Search, SingleSearchResult | MultiSearchResult>();
  const { stored, saveForm, recordSearch } = history;

  const run = useCallback(
    async (search: Search, options: { clearAddress?: boolean } = {}) => {
      setLast(search);
      setError(null);
      try {
        const next =
          search.mode === 'single' ? await single.mutateAsync(search) : await multi.mutateAsync(search);
        setResult(next);
        recordSearch(getValues(), search, next, options);
        requestAnimationFrame(() => resultsRef.current?.focus());
      } catch (err) {
        setResult(null);
        setError(errorText(err, M.fetchResultsFailed, { network: M.networkError101 }));
        if (options.clearAddress) setParams({}, { replace: true });
      }
    },
    // The mutation objects change every render; their mutateAsync functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [single.mutateAsync, multi.mutateAsync, recordSearch, getValues, setParams],
  );

  // Reload or Back: this history entry's search, form and results come back as they were (item 7).
  useEffect(() => {
    if (!stored) return;
    reset(stored.form);
    setResult(stored.result ?? null);
    setLast(stored.search ?? null);
    setError(null);
  }, [stored, reset]);

  // What is typed survives a reload too (a pasted 20-number list), before any search.
  useEffect(() => {
    const sub = watch((values) => saveForm({ ...DEFAULTS, ...values } as SearchForm));
    return () => sub.unsubscribe();
  }, [watch, saveForm]);

  // ?partNumber=&description= search at once, then leave the address (spec marketplace 2); a browse
  // row also sends its make and source=browse (saved as from browse, no dealer emailed).
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current) return;
    const partNumber = normalizePartNumber(params.get('partNumber') ?? '');
    const description = params.get('description') ?? '';
    const manufacturer = params.get('manufacturer') || ALL_MANUFACTURERS;
    const source = params.get('source') === 'browse' ? ('browse' as const) : undefined;
    if (!params.has('partNumber') && !params.has('description')) return;
    autoSearched.current = true;
    reset({ ...DEFAULTS, partNumber, description, manufacturer });
    if (partNumber.length >= MIN_PART_NUMBER_LENGTH)
      void run({ mode: 'single', partNumber, description, manufacturer, source }, { clearAddress: true });
    else setParams({}, { replace: true });
  }, [params, reset, run, setParams]);

  const onSubmit = handleSubmit((v) => {
    const common = {
      description: v.description,
      manufacturer: v.manufacturer,
      condition: v.condition,
      comments: v.addComment ? v.comments : undefined,
    };
    if (v.mode === 'single')
      void run({ mode: 'single', partNumber: normalizePartNumber(v.partNumber), ...common });
    else void run({ mode: 'multi', partNumbers: parsePartNumberList(v.partNumbers).partNumbers, ...common });
  });

  const partNumberField = register('partNumber', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue('partNumber', normalizePartNumber(e.target.value), {
        shouldValidate: Boolean(errors.partNumber),
      }),
  });

  return (
    <>
      <PageHeader title="Part Search">
        Search every dealer's inventory by part number, or up to {MULTI_PART_LIMIT} part numbers at once.
      </PageHeader>
      <Container fluid="xl" className="pb-5">
        <Card className="mb-4">
          <Card.Body>
            <Form noValidate onSubmit={onSubmit} aria-label="Part search">
              <ToggleButtonGroup
                type="radio"
                name="pm-search-mode"
                value={mode}
                onChange={(m: Mode) => setValue('mode', m)}
                className="mb-3"
              >
                <ToggleButton id="pm-mode-single" value="single" variant="outline-dark">
                  One part
                </ToggleButton>
                <ToggleButton id="pm-mode-multi" value="multi" variant="outline-dark">
                  Multiple parts
                </ToggleButton>
              </ToggleButtonGroup>
              <Row className="g-3">
                {mode === 'single' ? (
                  <Col md={6} lg={3}>
                    <Form.Group controlId="pm-part-number">
                      <Form.Label>Part Number</Form.Label>
                      <Form.Control
                        {...partNumberField}
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        isInvalid={Boolean(errors.partNumber)}
                        placeholder="e.g. 1R0750"
                        maxLength={PART_NUMBER_MAX_LENGTH}
                      />
                      <Form.Control.Feedback type="invalid">
                        {errors.partNumber?.message}
                      </Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                ) : (
                  <Col xs={12}>
                    <Form.Group controlId="pm-part-numbers">
                      <Form.Label>Part Numbers</Form.Label>
                      <Form.Control
                        as="textarea"
                        rows={4}
                        {...register('partNumbers')}
                        spellCheck={false}
                        isInvalid={
                          Boolean(errors.partNumbers) || parsed.partNumbers.length > MULTI_PART_LIMIT
                        }
                        aria-describedby="pm-part-numbers-help"
                        placeholder={
                          'One per line, or separated by commas or tabs (paste a spreadsheet row or column), e.g.\n1R0750\n6I2503, 600-211-1340'
                        }
                      />
                      <Form.Control.Feedback type="invalid">
                        {errors.partNumbers?.message ?? parsed.error}
                      </Form.Control.Feedback>
                      <PartListReading parsed={parsed} />
                    </Form.Group>
                  </Col>
                )}
                <Col md={6} lg={mode === 'single' ? 3 : 4}>
                  <Form.Group controlId="pm-description">
                    <Form.Label>Description</Form.Label>
                    <Form.Control
                      {...register('description')}
                      isInvalid={Boolean(errors.description)}
                      placeholder="e.g. Oil filter"
                      maxLength={DESCRIPTION_MAX_LENGTH}
                      aria-describedby="pm-description-help"
                    />
                    <Form.Control.Feedback type="invalid">
                      {errors.description?.message}
                    </Form.Control.Feedback>
                    <Form.Text id="pm-description-help" className="d-block">
                      {M.descriptionHelp}
                    </Form.Text>
                  </Form.Group>
                </Col>
                <Col md={6} lg={mode === 'single' ? 3 : 4}>
                  <ManufacturerSelect
                    id="pm-manufacturer"
                    value={watch('manufacturer')}
                    onChange={(v) => setValue('manufacturer', v)}
                  />
                </Col>
                <Col md={6} lg={mode === 'single' ? 3 : 4}>
                  <ConditionSelect
                    id="pm-condition"
                    value={watch('condition')}
                    onChange={(v) => setValue('condition', v)}
                  />
                </Col>
                <Col xs={12}>
                  <Form.Check
                    type="checkbox"
                    id="pm-add-comment"
                    label="Add Comment"
                    {...register('addComment')}
                  />
                  {addComment && (
                    <Form.Group controlId="pm-comments" className="mt-2">
                      <Form.Label>Comments</Form.Label>
                      <Form.Control
                        as="textarea"
                        rows={3}
                        {...register('comments')}
                        maxLength={SEARCH_COMMENTS_MAX_LENGTH}
                        placeholder="Anything the dealers should know: serial number, quantity, deadline..."
                      />
                    </Form.Group>
                  )}
                </Col>
                <Col xs={12}>
                  <Button type="submit" variant="primary" className="px-4" disabled={pending}>
                    {pending && <Spinner size="sm" className="me-2" aria-hidden />}
                    Search
                  </Button>
                </Col>
              </Row>
            </Form>
          </Card.Body>
        </Card>

        <div ref={resultsRef} tabIndex={-1} aria-live="polite" className="pm-results-anchor">
          {error && (
            <SearchErrorAlert
              message={error}
              onContinue={last ? () => void run({ ...last, approved: true }) : undefined}
            />
          )}
          {result && (
            <SearchResultsPanel result={result}>
              {result.kind === 'single' && <SingleResults result={result} />}
              {result.kind === 'multi' && <MultiResults result={result} />}
            </SearchResultsPanel>
          )}
        </div>
      </Container>
    </>
  );
}

/** The counter under the multi-part box: how the input was read, before the search runs. */
function PartListReading({ parsed }: { parsed: ParsedPartList }) {
  const n = parsed.partNumbers.length;
  return (
    <Form.Text id="pm-part-numbers-help" className="d-block" aria-live="polite">
      <span data-testid="pm-part-count">
        {n} of {MULTI_PART_LIMIT} part numbers
      </span>
      {parsed.duplicates.length > 0 && `; ${parsed.duplicates.length} duplicate(s) removed`}
      {parsed.tooShort.length > 0 &&
        `; skipped (under ${MIN_PART_NUMBER_LENGTH} characters): ${parsed.tooShort.join(', ')}`}
      {parsed.tooLong.length > 0 &&
        `; skipped (over ${PART_NUMBER_MAX_LENGTH} characters): ${parsed.tooLong.join(', ')}`}
      {n > 0 && (
        <span className="d-block mt-1" data-testid="pm-part-reading">
          Read as:{' '}
          {parsed.partNumbers.map((pn, i) => (
            <Badge key={pn} bg="light" text="dark" className="border me-1 pm-nowrap">
              {i + 1}. {pn}
            </Badge>
          ))}
        </span>
      )}
    </Form.Text>
  );
}

function NoParts({
  partNumber,
  filters,
}: {
  partNumber: string;
  filters: { manufacturer?: string; condition?: string };
}) {
  return (
    <div className="p-3">
      <p className="mb-1">{noPartsToDisplayMessage(partNumber, filters.manufacturer, filters.condition)}</p>
      <p className="mb-0 small text-secondary">
        Nothing in stock for {partNumber} right now. Dealers watching for it can still help:{' '}
        <Link to="/partmatcher/generalrequest">send a general request</Link>.
      </p>
    </div>
  );
}

/** The description matched none of the number's parts: say so, and that these match the number alone. */
function WithoutDescriptionNote({
  partNumber,
  description,
  count,
}: {
  partNumber: string;
  description: string;
  count: number;
}) {
  return (
    <Alert variant="info" className="m-3 mb-0 small" data-testid="pm-without-description">
      {withoutDescriptionMessage(partNumber, description, count)} They are shown below.
    </Alert>
  );
}

function SingleResults({ result }: { result: SingleSearchResult }) {
  const parts = useMemo(() => result.parts.map(partViewOf), [result]);
  return (
    <Card>
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">Results for {result.partNumber}</h2>
        <Badge bg="dark">
          {parts.length} {parts.length === 1 ? 'part' : 'parts'}
        </Badge>
      </Card.Header>
      {result.withoutDescription && (
        <WithoutDescriptionNote
          partNumber={result.partNumber}
          description={result.description ?? ''}
          count={parts.length}
        />
      )}
      {parts.length ? (
        <MatchKindSections
          partNumber={result.partNumber}
          rows={parts}
          render={(rows, caption) => <PartResultsTable parts={rows} caption={caption} />}
        />
      ) : (
        <NoParts partNumber={result.partNumber} filters={result} />
      )}
    </Card>
  );
}

function MultiResults({ result }: { result: MultiSearchResult }) {
  const total = result.groups.reduce((n, g) => n + g.parts.length, 0);
  return (
    <>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">
            {total} {total === 1 ? 'part' : 'parts'} found for {result.groups.length} part numbers
          </h2>
          <ul className="list-inline mb-0">
            {result.groups.map((g) => (
              <li key={g.partNumber} className="list-inline-item mb-1">
                <PartChip partNumber={g.partNumber} count={g.parts.length} />
              </li>
            ))}
          </ul>
        </Card.Body>
      </Card>
      {result.groups.map((g) => (
        <Card
          key={g.partNumber}
          className="mb-3 pm-results-anchor"
          id={`pm-group-${g.partNumber}`}
          tabIndex={-1}
        >
          <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <h3 className="h5 mb-0">Results for {g.partNumber}</h3>
            <Badge bg={g.parts.length ? 'dark' : 'secondary'}>
              {g.parts.length} {g.parts.length === 1 ? 'part' : 'parts'}
            </Badge>
          </Card.Header>
          {g.withoutDescription && (
            <WithoutDescriptionNote
              partNumber={g.partNumber}
              description={result.description ?? ''}
              count={g.parts.length}
            />
          )}
          {g.parts.length ? (
            <MatchKindSections
              partNumber={g.partNumber}
              rows={g.parts.map(partViewOf)}
              headingLevel={4}
              render={(rows, caption) => <PartResultsTable parts={rows} caption={caption} />}
            />
          ) : (
            <NoParts partNumber={g.partNumber} filters={result} />
          )}
        </Card>
      ))}
    </>
  );
}
