import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { StatsPartRow } from '@ironmatch/contracts/stats';
import { ChartCanvas } from './chart-canvas';

/** The most searched part numbers as horizontal bars (the table under it holds the same numbers). */
export function PartsChart({ rows }: { rows: StatsPartRow[] }) {
  const config = useMemo<ChartConfiguration>(() => {
    const top = rows.slice(0, 10);
    return {
      type: 'bar',
      data: {
        labels: top.map((r) => r.partNumber),
        datasets: [
          {
            label: 'Searches',
            data: top.map((r) => r.searches),
            backgroundColor: '#1f3a5f',
            borderRadius: 3,
            maxBarThickness: 18,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        scales: {
          x: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: 5 } },
          y: { grid: { display: false }, ticks: { autoSkip: false, font: { size: 11 } } },
        },
      },
    };
  }, [rows]);
  if (rows.length === 0) return null;
  return (
    <div className="mb-2">
      <ChartCanvas config={config} height={Math.max(120, Math.min(rows.length, 10) * 26 + 40)} />
    </div>
  );
}
