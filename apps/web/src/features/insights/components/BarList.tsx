import type { ReactNode } from 'react';
import { barPercent } from '../insights-format';

export interface Bar {
  key: string;
  label: string;
  value: number;
  // Beside the bar: the count, a share, a change.
  figure: ReactNode;
  muted?: boolean;
}

// A horizontal bar chart drawn with CSS (as the rest of the app's small charts): a list, so a screen reader reads
// each row's label and figures; the bars themselves are decoration.
export function BarList({ label, bars, testId }: { label: string; bars: Bar[]; testId: string }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <ul aria-label={label} className="grid gap-2.5">
      {bars.map((bar) => (
        <li
          key={bar.key}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(6rem,9rem)_minmax(0,1fr)_auto]"
          data-testid={testId}
          data-item={bar.label}
        >
          <span className="truncate text-sm font-medium" title={bar.label}>
            {bar.label}
          </span>
          <span aria-hidden="true" className="order-last col-span-2 h-2.5 overflow-hidden rounded-full bg-muted sm:order-none sm:col-span-1">
            <span
              className={bar.muted ? 'block h-full rounded-full bg-muted-foreground/45' : 'block h-full rounded-full bg-brand'}
              style={{ width: `${barPercent(bar.value, max)}%` }}
            />
          </span>
          <span className="flex items-center justify-end gap-2 text-sm tabular-nums">{bar.figure}</span>
        </li>
      ))}
    </ul>
  );
}
