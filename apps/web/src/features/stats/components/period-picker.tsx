import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import {
  STATS_PERIODS,
  STATS_PERIOD_LABELS,
  addDays,
  periodProblems,
  utcToday,
  type StatsPeriod,
} from '@ironmatch/contracts/stats-rules';
import type { PeriodParams } from '../api';

/** The period and grouping: 'Last 12 weeks' (by week) by default, a custom range of up to 2 years. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodParams;
  onChange: (p: PeriodParams) => void;
}) {
  const period = value.period as StatsPeriod;
  const groupBy = value.groupBy ?? (period === '12w' ? 'week' : 'month');
  const today = utcToday();
  const [from, setFrom] = useState(value.from ?? addDays(today, -89));
  const [to, setTo] = useState(value.to ?? today);
  const [problem, setProblem] = useState<string>();

  function choosePeriod(next: StatsPeriod) {
    setProblem(undefined);
    if (next === 'custom') {
      onChange({ period: 'custom', from, to });
      return;
    }
    onChange({ period: next });
  }

  function applyRange(e: FormEvent) {
    e.preventDefault();
    const problems = periodProblems({ period: 'custom', from, to });
    setProblem(problems[0]);
    if (problems.length === 0) onChange({ ...value, period: 'custom', from, to });
  }

  return (
    <Form onSubmit={applyRange} className="im-stats-period">
      <Row className="g-2 align-items-end">
        <Col xs={7} sm="auto">
          <Form.Group controlId="stats-period">
            <Form.Label className="small mb-1">Period</Form.Label>
            <Form.Select value={period} onChange={(e) => choosePeriod(e.target.value as StatsPeriod)}>
              {STATS_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {STATS_PERIOD_LABELS[p]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={5} sm="auto">
          <Form.Group controlId="stats-group">
            <Form.Label className="small mb-1">Group by</Form.Label>
            <Form.Select value={groupBy} onChange={(e) => onChange({ ...value, groupBy: e.target.value })}>
              <option value="week">Week</option>
              <option value="month">Month</option>
            </Form.Select>
          </Form.Group>
        </Col>
        {period === 'custom' && (
          <>
            <Col xs={6} sm="auto">
              <Form.Group controlId="stats-from">
                <Form.Label className="small mb-1">From</Form.Label>
                <Form.Control type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
              </Form.Group>
            </Col>
            <Col xs={6} sm="auto">
              <Form.Group controlId="stats-to">
                <Form.Label className="small mb-1">To</Form.Label>
                <Form.Control type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
              </Form.Group>
            </Col>
            <Col xs={12} sm="auto">
              <Button type="submit" variant="primary" className="w-100">
                Show
              </Button>
            </Col>
          </>
        )}
      </Row>
      {problem && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {problem}
        </Alert>
      )}
    </Form>
  );
}
