import { useElementWidth } from './use-element-width.ts';

export interface Point {
  key: string;
  /** Short label for the axis ('nov 2026'). */
  label: string;
  value: number;
}

interface LineChartProps {
  points: readonly Point[];
  format(value: number): string;
  max?: number;
}

const HEIGHT = 220;
const PAD = { top: 24, right: 16, bottom: 36, left: 16 };

/**
 * A line through the months, each point with its value; axis labels thin out when the months
 * outnumber the room. Drawn at the element's measured width so text keeps its size.
 */
export function LineChart({ points, format, max }: LineChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const top = max ?? Math.max(0, ...points.map((point) => point.value));
  const innerWidth = Math.max(1, width - PAD.left - PAD.right);
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = points.length > 1 ? innerWidth / (points.length - 1) : 0;
  const x = (index: number) => PAD.left + (points.length > 1 ? index * step : innerWidth / 2);
  const y = (value: number) => PAD.top + innerHeight * (1 - (top > 0 ? value / top : 0));
  // Roughly one label per 72 px, always the first and the last.
  const every = Math.max(1, Math.ceil((points.length * 72) / innerWidth));
  const labelled = (index: number) =>
    index === 0 || index === points.length - 1 || index % every === 0;
  const showValues = points.length <= Math.floor(innerWidth / 72);
  const path = points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');

  return (
    <div ref={ref} className="w-full">
      <svg width={width} height={HEIGHT} role="presentation" className="block">
        {[0, 0.5, 1].map((fraction) => (
          <line
            key={fraction}
            x1={PAD.left}
            x2={PAD.left + innerWidth}
            y1={PAD.top + innerHeight * (1 - fraction)}
            y2={PAD.top + innerHeight * (1 - fraction)}
            className="stroke-navy-600"
            strokeDasharray={fraction === 0 ? undefined : '4 4'}
          />
        ))}
        <polyline points={path} fill="none" strokeWidth="3" className="stroke-gold-400" />
        {points.map((point, index) => (
          <g key={point.key}>
            <circle
              cx={x(index)}
              cy={y(point.value)}
              r="4.5"
              className="fill-gold-300 stroke-navy-900"
              strokeWidth="2"
            />
            {showValues ? (
              <text
                x={x(index)}
                y={y(point.value) - 10}
                textAnchor={
                  index === 0 && points.length > 1
                    ? 'start'
                    : index === points.length - 1 && points.length > 1
                      ? 'end'
                      : 'middle'
                }
                className="fill-white text-[12px] font-semibold tabular-nums"
              >
                {format(point.value)}
              </text>
            ) : null}
            {labelled(index) ? (
              <text
                x={x(index)}
                y={HEIGHT - 12}
                textAnchor={
                  index === 0 && points.length > 1
                    ? 'start'
                    : index === points.length - 1 && points.length > 1
                      ? 'end'
                      : 'middle'
                }
                className="fill-navy-200 text-[12px]"
              >
                {point.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </div>
  );
}
