import { useMemo, useState } from 'react';
import { Form, Table } from 'react-bootstrap';
import type { ChartConfiguration } from 'chart.js';
import type { StatsOverview } from '@ironmatch/contracts/stats';
import type { StatsFigures } from '@ironmatch/contracts/stats-rules';
import { formatCount } from '../../../lib/format';
import { bucketLabel, formatDay, formatDollars } from '../stats-format';
import { ChartCanvas } from './chart-canvas';

/** The totals' figures, as the page names them. */
export const FIGURES: Array<{ key: keyof StatsFigures; label: string; money?: boolean }> = [
  { key: 'searches', label: 'Searches of my parts' },
  { key: 'buyerCompanies', label: 'Buyer companies' },
  { key: 'quickQuotesSent', label: 'Quick Quotes sent' },
  { key: 'messagesReceived', label: 'Messages received' },
  { key: 'ordersReceived', label: 'Orders received' },
  { key: 'ordersPlaced', label: 'Orders placed' },
  { key: 'ordersPlacedAmountCents', label: 'Orders placed amount', money: true },
];

export const figureText = (key: keyof StatsFigures, value: number) =>
  key === 'ordersPlacedAmountCents' ? formatDollars(value) : formatCount(value);

/** One figure per week or month as a line, the figure chosen above it; the table holds them all. */
export function TrendChart({ overview }: { overview: StatsOverview }) {
  const [key, setKey] = useState<keyof StatsFigures>('searches');
  const { series, period } = overview;
  const figure = FIGURES.find((f) => f.key === key)!;
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: series.map((s) => bucketLabel(s.start, period.groupBy)),
        datasets: [
          {
            label: figure.label,
            data: series.map((s) => (figure.money ? s[key] / 100 : s[key])),
            borderColor: '#e8a317',
            backgroundColor: 'rgba(232, 163, 23, 0.18)',
            fill: true,
            tension: 0.25,
            pointRadius: series.length > 26 ? 0 : 3,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) =>
                `${figure.label}: ${figureText(key, figure.money ? Math.round(Number(item.raw) * 100) : Number(item.raw))}`,
            },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: 6 } },
        },
      },
    }),
    [series, period.groupBy, key, figure],
  );

  return (
    <>
      <Form.Group controlId="stats-trend-figure" className="d-flex align-items-center gap-2 mb-2">
        <Form.Label className="mb-0 small text-muted text-nowrap">Chart shows</Form.Label>
        <Form.Select
          size="sm"
          className="w-auto"
          value={key}
          onChange={(e) => setKey(e.target.value as keyof StatsFigures)}
        >
          {FIGURES.map((f) => (
            <option key={f.key} value={f.key}>
              {f.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <ChartCanvas config={config} height={280} />
      {/* A table lays out at its content's width: the wrapper keeps it out of the page's width. */}
      <div className="visually-hidden">
        <Table size="sm">
          <caption>
            {period.groupBy === 'week' ? 'Week by week' : 'Month by month'}: every figure of each{' '}
            {period.groupBy}
          </caption>
          <thead>
            <tr>
              <th scope="col">{period.groupBy === 'week' ? 'Week' : 'Month'}</th>
              {FIGURES.map((f) => (
                <th key={f.key} scope="col">
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.start}>
                <th scope="row">
                  {formatDay(s.start, true)} to {formatDay(s.end, true)}
                </th>
                {FIGURES.map((f) => (
                  <td key={f.key}>{figureText(f.key, s[f.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
