/**
 * Horizontal bars drawn on the server: plain SVG, no chart library and no script. Each row
 * has its label above a bar for the period and a thin grey bar for the period before. The
 * table beside it has every number; screen readers get the chart's summary.
 */
export function BarChart({
  id,
  title,
  summary,
  bars,
}: {
  id: string;
  title: string;
  summary: string;
  bars: { label: string; value: number; previous: number }[];
}) {
  const width = 360;
  const row = 40;
  const height = Math.max(row, bars.length * row);
  const max = Math.max(1, ...bars.flatMap((bar) => [bar.value, bar.previous]));
  const scale = (value: number) => ((width - 48) * value) / max;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {bars.map((bar, index) => {
        const y = index * row;
        const label = bar.label.length > 44 ? `${bar.label.slice(0, 43)}…` : bar.label;
        return (
          <g key={`${bar.label}-${index}`}>
            <text x="0" y={y + 13} fontSize="13" fill="#1f2d3a">
              {label}
            </text>
            <rect
              x="0"
              y={y + 18}
              width={Math.max(bar.value ? 2 : 0, scale(bar.value))}
              height="11"
              rx="2"
              fill="#0f7a6c"
            />
            <text x={scale(bar.value) + 4} y={y + 28} fontSize="12" fontWeight="700" fill="#1f2d3a">
              {bar.value.toLocaleString("en-IN")}
            </text>
            <rect
              x="0"
              y={y + 31}
              width={Math.max(bar.previous ? 2 : 0, scale(bar.previous))}
              height="4"
              rx="1"
              fill="#94a3b8"
            />
          </g>
        );
      })}
    </svg>
  );
}
