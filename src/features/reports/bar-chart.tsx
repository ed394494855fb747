export interface Bar {
  key: string;
  label: string;
  value: number;
}

interface BarChartProps {
  bars: readonly Bar[];
  format(value: number): string;
  /** The value a full bar stands for (1 for shares); the largest bar's value otherwise. */
  max?: number;
}

const ROW = 44;
const BAR = 14;

/**
 * Horizontal bars, one row each: the label and value on a line, the bar beneath it. Drawn with
 * percentage widths so it fits a 360 px phone without shrinking its text.
 */
export function BarChart({ bars, format, max }: BarChartProps) {
  const top = max ?? Math.max(0, ...bars.map((bar) => bar.value));
  const height = bars.length * ROW;
  return (
    <svg width="100%" height={height} role="presentation" className="block overflow-visible">
      {bars.map((bar, index) => {
        const y = index * ROW;
        const share = top > 0 ? Math.min(1, Math.max(0, bar.value / top)) : 0;
        return (
          <g key={bar.key}>
            <text x="0" y={y + 15} className="fill-navy-100 text-[13px]">
              {bar.label.length > 34 ? `${bar.label.slice(0, 33)}…` : bar.label}
            </text>
            <text
              x="100%"
              y={y + 15}
              textAnchor="end"
              className="fill-white text-[13px] font-semibold tabular-nums"
            >
              {format(bar.value)}
            </text>
            <rect x="0" y={y + 22} width="100%" height={BAR} rx="4" className="fill-navy-700" />
            <rect
              x="0"
              y={y + 22}
              width={`${(share * 100).toFixed(2)}%`}
              height={BAR}
              rx="4"
              className="fill-gold-400"
            />
          </g>
        );
      })}
    </svg>
  );
}
