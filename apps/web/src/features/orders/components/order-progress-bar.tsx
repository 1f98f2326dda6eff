import type { OrderProgress } from '@ironmatch/contracts/order-states';

/** The order's (five stages) or the quote's (three stages) progress bar (spec marketplace 4). */
export function OrderProgressBar({ progress }: { progress: OrderProgress }) {
  const label = progress.kind === 'quote' ? 'Quote progress' : 'Order progress';
  return (
    <ol className="ord-progress" aria-label={label}>
      {progress.stages.map((stage, i) => {
        const state = i < progress.current ? 'done' : i === progress.current ? 'current' : 'todo';
        return (
          <li
            key={stage}
            className={`ord-progress__stage is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ord-progress__dot" aria-hidden="true">
              {i + 1}
            </span>
            <span className="ord-progress__label">{stage}</span>
            {state !== 'current' && (
              <span className="visually-hidden">{state === 'done' ? ' (done)' : ' (to come)'}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
