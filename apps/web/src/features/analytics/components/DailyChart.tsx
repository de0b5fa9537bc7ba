import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

// One metric's daily series (recharts, loaded with this chunk only: the first route stays light).
export default function DailyChart({ label, days, values }: { label: string; days: string[]; values: number[] }) {
  const data = days.map((day, i) => ({ day, value: values[i] ?? 0 }));
  return (
    <div className="h-40 w-full" role="img" aria-label={`${label}, daily over the last ${days.length} days`}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={shortDay}
            minTickGap={32}
            tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
            stroke="var(--color-border)"
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }} stroke="var(--color-border)" width={48} />
          <Tooltip
            labelFormatter={(day) => shortDay(String(day))}
            formatter={(value) => [value, label]}
            contentStyle={{ background: 'var(--color-card)', border: '1px solid var(--color-border)', borderRadius: 8, fontSize: 12 }}
          />
          <Area
            type="monotone"
            dataKey="value"
            stroke="var(--color-brand)"
            fill="var(--color-brand)"
            fillOpacity={0.18}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
