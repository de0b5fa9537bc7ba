import { cn } from '@/lib/cn';

// Deterministic bar heights (no randomness, so renders and screenshots are stable).
function barHeights(count: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    const envelope = Math.sin((Math.PI * (i + 0.5)) / count);
    const texture = 0.55 + 0.45 * Math.abs(Math.sin(i * 1.7) * Math.cos(i * 0.37));
    return Math.max(0.12, envelope * texture);
  });
}

export function Waveform({ className, bars = 48 }: { className?: string; bars?: number }) {
  const heights = barHeights(bars);
  const width = bars * 6;
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" className={cn('h-10 w-full', className)}>
      {heights.map((h, i) => {
        const barHeight = Math.round(h * 38 * 10) / 10;
        return <rect key={i} x={i * 6 + 1} y={20 - barHeight / 2} width="3" height={barHeight} rx="1.5" fill="currentColor" />;
      })}
    </svg>
  );
}
