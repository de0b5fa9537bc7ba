import { describe, expect, it } from '@jest/globals';
import {
  NO_COMPARISON,
  WITHHELD,
  barPercent,
  chosenMonth,
  describeChange,
  formatCount,
  formatPrice,
  formatShare,
  monthOptionLabel,
  priceScaleMax,
  rangePosition,
} from './insights-format';

describe('the insight reports', () => {
  it('reads shares as percentages, a withheld one as too few to show', () => {
    expect(formatShare(0.25)).toBe('25%');
    expect(formatShare(0.318)).toBe('32%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(0.003)).toBe('<1%');
    expect(formatShare(null)).toBe(WITHHELD);
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(null)).toBe(WITHHELD);
  });

  it('signs a change, says when there is none, and a dash with nothing to compare with', () => {
    expect(describeChange(0.126)).toEqual({ text: '+13%', tone: 'up', spoken: 'up 13%' });
    expect(describeChange(-0.2)).toEqual({ text: '−20%', tone: 'down', spoken: 'down 20%' });
    expect(describeChange(0)).toMatchObject({ text: 'No change', tone: 'flat' });
    expect(describeChange(0.004)).toMatchObject({ text: 'No change', tone: 'flat' });
    expect(describeChange(null)).toMatchObject({ text: NO_COMPARISON, tone: 'none' });
  });

  it('shows whole pounds without pence and pence when there are any', () => {
    expect(formatPrice(240)).toBe('£240');
    expect(formatPrice(1100)).toBe('£1,100');
    expect(formatPrice(525.5)).toBe('£525.50');
    expect(formatPrice(null)).toBe(WITHHELD);
  });

  it('sizes bars against the longest, keeping a sliver for a small one', () => {
    expect(barPercent(61, 61)).toBe(100);
    expect(barPercent(30.5, 61)).toBe(50);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });

  it('places each price range on one scale, up to the highest upper quartile', () => {
    const rows = [
      { p25Price: 240, medianPrice: 525.5, p75Price: 1100 },
      { p25Price: 50, medianPrice: 80, p75Price: 200 },
      { p25Price: null, medianPrice: null, p75Price: null },
    ];
    expect(priceScaleMax(rows)).toBe(1100);
    const pedals = rangePosition(rows[1]!, 1100)!;
    expect(pedals.left).toBeCloseTo(4.55, 2);
    expect(pedals.width).toBeCloseTo(13.64, 2);
    expect(pedals.median).toBeCloseTo(7.27, 2);
    expect(rangePosition(rows[0]!, 1100)?.left).toBeCloseTo(21.82, 2);
    expect(rangePosition(rows[2]!, 1100)).toBeNull();
    expect(priceScaleMax([])).toBe(0);
  });

  it('labels the current month so far, and shows the month asked for, else the newest', () => {
    expect(monthOptionLabel({ label: 'November 2026', partial: true })).toBe('November 2026 (so far)');
    expect(monthOptionLabel({ label: 'October 2026', partial: false })).toBe('October 2026');
    const listed = [{ month: '2026-11' }, { month: '2026-10' }];
    expect(chosenMonth(null, listed)).toBe('2026-11');
    expect(chosenMonth('2026-10', listed)).toBe('2026-10');
    expect(chosenMonth('2025-13', listed)).toBe('2026-11');
    expect(chosenMonth('october', listed)).toBe('2026-11');
    expect(chosenMonth(null, [])).toBeNull();
  });
});
