import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 160;
const shortDay = (unixSeconds: number) => new Date(unixSeconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

// One metric's daily series, drawn by uPlot (~20 KiB gz, loaded with this chunk only: the first route
// stays light). It follows its card's width and the theme's colours.
export default function DailyChart({ label, days, values }: { label: string; days: string[]; values: number[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const brand = cssVar('--color-brand');
    const muted = cssVar('--color-muted-foreground');
    const grid = cssVar('--color-border');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1, dash: [3, 3] }, ticks: { show: false }, font: '11px system-ui, sans-serif' };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { size: 6 } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.2))] } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map(shortDay), space: 64 },
          { ...axis, size: 36, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000], values: (_u, ticks) => ticks.map(String) },
        ],
        series: [{}, { label, stroke: brand, fill: `color-mix(in srgb, ${brand} 18%, transparent)`, width: 2, points: { show: false } }],
      },
      [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), values],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [label, days, values]);

  return <div ref={box} className="w-full" style={{ height: HEIGHT }} role="img" aria-label={`${label}, daily over the last ${days.length} days`} />;
}
