import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only what the stats page draws, so the route's chunk stays small (docs/decisions/0018).
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
Chart.defaults.color = '#495057';
// No animation: nothing moves on a phone that has to redraw on every period change.
Chart.defaults.animation = false;

/**
 * A Chart.js canvas. The canvas is hidden from screen readers: every chart has a table beside it
 * with the same numbers.
 */
export function ChartCanvas({ config, height }: { config: ChartConfiguration; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="position-relative" style={{ height }}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
