import { useId, useState } from 'react';
import { Check, ChevronDown, Minus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type Cell = boolean | string;

// Tiers and what they unlock, row by row: free, pro, business.
const ROWS: Array<[string, Cell, Cell, Cell]> = [
  ['Full profile and networking', true, true, true],
  ['Job board viewing', 'Unlimited', 'Unlimited', 'Unlimited'],
  ['Job applications and new direct messages', '5 a month', 'Unlimited', 'Unlimited'],
  ['Analytics', 'Basic preview', 'Advanced', 'Advanced'],
  ['Verified badge', false, true, true],
  ['AI matching', false, true, true],
  ['Boosted posts', false, '2 a month', 'Unlimited'],
  ['Team members', false, false, 'Up to 5'],
  ['Unlimited postings and outreach', false, false, true],
  ['Industry insight reports', false, false, true],
  ['Dedicated account manager and VIP support', false, false, true],
];

function CellValue({ value }: { value: Cell }) {
  if (value === true) return <Check className="mx-auto size-4 text-brand-strong" aria-label="Included" />;
  if (value === false) return <Minus className="mx-auto size-4 text-muted-foreground" aria-label="Not included" />;
  return <span>{value}</span>;
}

// The collapsible full feature list.
export function FeatureList() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Card className="p-5">
      <Button variant="ghost" className="w-full justify-between" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide full feature list' : 'Show full feature list'}
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      {open ? (
        <div id={id} className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">What each plan includes</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 font-medium">
                  Feature
                </th>
                {['Free', 'Pro', 'Business'].map((name) => (
                  <th key={name} scope="col" className="py-2 text-center font-medium">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([feature, ...cells]) => (
                <tr key={feature} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {feature}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} className="py-2 text-center text-muted-foreground">
                      <CellValue value={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
