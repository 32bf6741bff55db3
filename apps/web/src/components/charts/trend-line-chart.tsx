import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Symbols, Tooltip, XAxis, YAxis } from 'recharts';
import { seriesStyle } from './series-styles';

/** One line of a trend chart: its key in the points and its name in the legend. */
interface TrendSeries {
  key: string;
  name: string;
}

/**
 * A line chart of values over time (one point per week, per test, …, in order), each series with its own colour, dash
 * pattern and marker (and the same marker in the legend); a point without a value leaves a gap the line bridges.
 */
export function TrendLineChart({
  points,
  series,
  domain,
  unit,
}: {
  points: readonly Record<string, string | number | null>[];
  series: readonly TrendSeries[];
  domain: [number, number];
  unit?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 288 }}>
      <LineChart data={[...points]} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis domain={domain} tick={{ fontSize: 12 }} unit={unit} width={48} />
        <Tooltip />
        <Legend />
        {series.map((entry, index) => {
          const style = seriesStyle(index);
          return (
            <Line
              key={entry.key}
              dataKey={entry.key}
              name={entry.name}
              stroke={style.colour}
              strokeWidth={2}
              strokeDasharray={style.dash}
              legendType={style.marker}
              connectNulls
              isAnimationActive={false}
              dot={({ cx, cy, index: pointIndex }) =>
                cx === undefined || cy === undefined ? (
                  <g key={`${entry.key}-${pointIndex}`} />
                ) : (
                  <Symbols key={`${entry.key}-${pointIndex}`} cx={cx} cy={cy} type={style.marker} size={48} fill={style.colour} />
                )
              }
            />
          );
        })}
      </LineChart>
    </ResponsiveContainer>
  );
}
