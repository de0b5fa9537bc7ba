import type { InsightsGear } from '@stave/contracts';
import { cn } from '@/lib/cn';
import { formatCount, formatPrice, priceScaleMax, rangePosition } from '../insights-format';
import { Change, NotApplicable, Withheld, WithheldNote } from './Figures';
import { Section } from './Section';

type Row = InsightsGear['byCategory'][number];

// The middle half of a category's asking prices, with its median, on one scale for every category.
function RangeBar({ row, max }: { row: Row; max: number }) {
  const at = rangePosition(row, max);
  if (!at) return null;
  return (
    <span aria-hidden="true" className="relative mt-1.5 block h-2 w-full min-w-24 rounded-full bg-muted">
      <span className="absolute inset-y-0 rounded-full bg-brand/45" style={{ left: `${at.left}%`, width: `${at.width}%` }} />
      <span className="absolute -inset-y-0.5 w-0.5 -translate-x-1/2 rounded-full bg-brand-strong" style={{ left: `${at.median}%` }} />
    </span>
  );
}

// Other is a mix of categories: counted, never priced.
function Price({ row, value }: { row: Row; value: number | null }) {
  if (value !== null) return <>{formatPrice(value)}</>;
  return row.categoryId === null ? <NotApplicable reason="not priced: a mix of categories" /> : <Withheld />;
}

// The table's headings, each with its padding and alignment.
const COLUMNS: readonly (readonly [string, string])[] = [
  ['Category', 'pr-3'],
  ['Listed', 'px-3 text-right'],
  ['Sold', 'px-3 text-right'],
  ['Median', 'px-3 text-right'],
  ['Middle half', 'w-[28%] px-3'],
  ['Median change', 'pl-3 text-right'],
];

// Gear listed in the month by top-level category: how much, how much sold, and the asking prices of the GBP listings
// (median and interquartile range) with the median's change on the month before.
export function GearTable({
  gear,
  minMembers,
  previousLabel,
  retrying,
  onRetry,
}: {
  gear: InsightsGear | null;
  minMembers: number;
  previousLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const rows = gear?.byCategory ?? [];
  const max = priceScaleMax(rows);
  const withheld = gear?.total === null || rows.some((row) => row.sold === null || (row.categoryId !== null && row.medianPrice === null));
  return (
    <Section
      id="insights-gear"
      title="Gear prices by category"
      description={`Asking prices of gear listed in pounds this month: the median, and the middle half of prices (25th to 75th percentile). The change is the median's on ${previousLabel}.`}
      unavailable={gear === null}
      what="gear prices"
      retrying={retrying}
      onRetry={onRetry}
    >
      {/* relative: the cells' screen-reader texts are positioned, and would otherwise escape the scroller and widen the page. */}
      {gear?.total === null ? null : rows.length ? (
        <div className="relative -mx-5 overflow-x-auto px-5" tabIndex={0} role="region" aria-label="Gear prices by category (scrolls sideways)">
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                {COLUMNS.map(([label, className]) => (
                  <th key={label} scope="col" className={cn('py-2 font-medium', className)}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.categoryId ?? 'other'} className="border-b last:border-b-0" data-testid="insights-gear-row" data-item={row.category}>
                  <th scope="row" className="py-2.5 pr-3 text-left font-medium">
                    {row.category}
                  </th>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(row.listings)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{row.sold === null ? <Withheld /> : formatCount(row.sold)}</td>
                  <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
                    <Price row={row} value={row.medianPrice} />
                  </td>
                  <td className="px-3 py-2.5 tabular-nums">
                    {row.p25Price !== null && row.p75Price !== null ? (
                      <>
                        <span className="text-xs text-muted-foreground">
                          {formatPrice(row.p25Price)} – {formatPrice(row.p75Price)}
                        </span>
                        <RangeBar row={row} max={max} />
                      </>
                    ) : (
                      <Price row={row} value={null} />
                    )}
                  </td>
                  <td className="py-2.5 pl-3 text-right">
                    {row.categoryId === null ? <NotApplicable reason="not compared" /> : <Change change={row.medianChange} neutral />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No gear was listed this month.</p>
      )}
      {gear && withheld ? <WithheldNote minMembers={minMembers} /> : null}
    </Section>
  );
}
