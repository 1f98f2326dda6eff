import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
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
  PART_MATCHER_MESSAGES as M,
  normalizePartNumber,
} from '@ironmatch/contracts/part-matcher';
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
import { SearchErrorAlert } from './components/search-error-alert';
import { ConditionSelect, ManufacturerSelect } from './components/search-selects';
import { parsePartNumberList } from './part-number-input';
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

  // ?partNumber=&description= (from browse) search at once, then leave the address (spec marketplace 2).
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current) return;
    const partNumber = normalizePartNumber(params.get('partNumber') ?? '');
    const description = params.get('description') ?? '';
    if (!params.has('partNumber') && !params.has('description')) return;
    autoSearched.current = true;
    reset({ ...DEFAULTS, partNumber, description });
    if (partNumber.length >= MIN_PART_NUMBER_LENGTH)
      void run({ mode: 'single', partNumber, description }, { clearAddress: true });
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
                          'One per line or separated by commas, e.g.\n1R0750\n6I2503, 600-211-1340'
                        }
                      />
                      <Form.Control.Feedback type="invalid">
                        {errors.partNumbers?.message ?? parsed.error}
                      </Form.Control.Feedback>
                      <Form.Text id="pm-part-numbers-help" className="d-block" aria-live="polite">
                        {parsed.partNumbers.length} of {MULTI_PART_LIMIT} part numbers
                        {parsed.duplicates.length > 0 && `; ${parsed.duplicates.length} duplicate(s) removed`}
                        {parsed.tooShort.length > 0 &&
                          `; skipped (under ${MIN_PART_NUMBER_LENGTH} characters): ${parsed.tooShort.join(', ')}`}
                      </Form.Text>
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
                    />
                    <Form.Control.Feedback type="invalid">
                      {errors.description?.message}
                    </Form.Control.Feedback>
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

function NoParts({ partNumber }: { partNumber: string }) {
  return (
    <div className="p-3">
      <p className="mb-1">{M.noPartsToDisplay}</p>
      <p className="mb-0 small text-secondary">
        Nothing in stock for {partNumber} right now. Dealers watching for it can still help:{' '}
        <Link to="/partmatcher/generalrequest">send a general request</Link>.
      </p>
    </div>
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
      {parts.length ? (
        <PartResultsTable parts={parts} caption={`Parts found for ${result.partNumber}`} />
      ) : (
        <NoParts partNumber={result.partNumber} />
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
          {g.parts.length ? (
            <PartResultsTable parts={g.parts.map(partViewOf)} caption={`Parts found for ${g.partNumber}`} />
          ) : (
            <NoParts partNumber={g.partNumber} />
          )}
        </Card>
      ))}
    </>
  );
}
