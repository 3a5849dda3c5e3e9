import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * Series colours with at least 3:1 against the light and the dark card (WCAG 1.4.11); lines also
 * differ by dash, so a series is told apart without its colour too (1.4.1).
 */
const COLORS = ['#2563eb', '#059669', '#ea580c', '#8b5cf6', '#db2777'];
const DASHES = [undefined, '6 3', '2 3', '8 3 2 3', '1 2'];

export interface Series {
  key: string;
  label: string;
  /** Counts of another size (requests beside users) read against their own axis, on the right. */
  axis?: 'left' | 'right';
}

export interface SeriesChartProps {
  data: readonly object[];
  /** The field holding each point's category (a period, a feature). */
  category: string;
  series: readonly Series[];
  formatCategory?: (value: string) => string;
  formatValue?: (value: number) => string;
}

// Axis text takes the wrapper's text colour, which has the contrast the card needs in both themes.
const tick = { fill: 'currentColor', fontSize: 12 };
const grid = <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />;
const legend = (
  <Legend
    // In the series' order (the plans' ladder, p50 before p99), not alphabetically.
    itemSorter={null}
    formatter={(label: string) => (
      <span className="text-sm text-slate-700 dark:text-slate-300">{label}</span>
    )}
  />
);

function axes({ category, series, formatCategory, formatValue }: SeriesChartProps) {
  const y = (id: 'left' | 'right') => (
    <YAxis
      key={id}
      yAxisId={id}
      orientation={id}
      tick={tick}
      stroke="currentColor"
      allowDecimals={false}
      tickFormatter={formatValue}
      width={64}
    />
  );
  return [
    <XAxis
      key="x"
      dataKey={category}
      tick={tick}
      stroke="currentColor"
      tickFormatter={formatCategory}
      minTickGap={12}
    />,
    y('left'),
    series.some((one) => one.axis === 'right') ? y('right') : null,
    <Tooltip
      key="tooltip"
      labelFormatter={(label) =>
        formatCategory && typeof label === 'string' ? formatCategory(label) : label
      }
      formatter={(value) => (formatValue && typeof value === 'number' ? formatValue(value) : value)}
      contentStyle={{ borderRadius: 8, color: '#0f172a' }}
      itemStyle={{ color: '#0f172a' }}
    />,
  ];
}

/**
 * The chart alone: its wrapper (ChartCard) names it for screen readers and offers its table, so
 * recharts' own keyboard layer is off and the drawing stays out of the accessibility tree.
 */
export function SeriesLineChart(props: SeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...props.data]} accessibilityLayer={false}>
        {grid}
        {axes(props)}
        {legend}
        {props.series.map((one, index) => (
          <Line
            key={one.key}
            yAxisId={one.axis ?? 'left'}
            dataKey={one.key}
            name={one.label}
            type="monotone"
            stroke={COLORS[index % COLORS.length]}
            strokeDasharray={DASHES[index % DASHES.length]}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function SeriesBarChart(props: SeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...props.data]} accessibilityLayer={false}>
        {grid}
        {axes(props)}
        {legend}
        {props.series.map((one, index) => (
          <Bar
            key={one.key}
            yAxisId={one.axis ?? 'left'}
            dataKey={one.key}
            name={one.label}
            fill={COLORS[index % COLORS.length]}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
