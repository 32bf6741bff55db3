import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { seriesStyle } from '@/components/charts/series-styles';

/**
 * A bar chart of one series (one colour, so colour carries no meaning): `value` per `label`, vertical bars, or
 * horizontal ones with the labels down the side when `horizontal`.
 */
export function SingleBarChart({
  bars,
  name,
  domain,
  horizontal = false,
}: {
  bars: readonly { label: string; value: number }[];
  name: string;
  domain: [number, number | 'auto'];
  horizontal?: boolean;
}) {
  const { colour } = seriesStyle(0);
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 288 }}>
      <BarChart data={[...bars]} layout={horizontal ? 'vertical' : 'horizontal'} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        {horizontal ? (
          <>
            <XAxis type="number" domain={domain} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={180} tick={{ fontSize: 11 }} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis domain={domain} allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          </>
        )}
        <Tooltip />
        <Bar dataKey="value" name={name} fill={colour} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
