import { formatIstDay } from "#domain/india-time.ts";

/**
 * Enquiries per day as a bar chart drawn on the server: plain SVG, no chart library and no
 * script. Screen readers get its summary; the table beside it has every number.
 */
export function DailyChart({ days }: { days: { day: string; count: number }[] }) {
  const width = 600;
  const height = 200;
  const top = 12;
  const bottom = 24;
  const max = Math.max(1, ...days.map((day) => day.count));
  const slot = width / days.length;
  const bar = Math.max(2, slot * 0.7);
  const scale = (count: number) => ((height - top - bottom) * count) / max;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby="chart-title chart-desc"
    >
      <title id="chart-title">Enquiries per day</title>
      <desc id="chart-desc">
        {`Bar chart of ${days.length} days${first && last ? ` from ${formatIstDay(`${first.day}T06:30:00.000Z`)} to ${formatIstDay(`${last.day}T06:30:00.000Z`)}` : ""}; the most in one day was ${max}. The table beside it lists each day.`}
      </desc>
      <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} stroke="#cbd5e1" />
      <text x="0" y={top - 2} fontSize="11" fill="#4a5a68">
        {max}
      </text>
      {days.map((day, index) => {
        const h = scale(day.count);
        return (
          <rect
            key={day.day}
            x={index * slot + (slot - bar) / 2}
            y={height - bottom - h}
            width={bar}
            height={h}
            rx="2"
            fill="#0f7a6c"
          >
            <title>{`${formatIstDay(`${day.day}T06:30:00.000Z`)}: ${day.count}`}</title>
          </rect>
        );
      })}
      {first ? (
        <text x="0" y={height - 6} fontSize="11" fill="#4a5a68">
          {formatIstDay(`${first.day}T06:30:00.000Z`)}
        </text>
      ) : null}
      {last ? (
        <text x={width} y={height - 6} fontSize="11" fill="#4a5a68" textAnchor="end">
          {formatIstDay(`${last.day}T06:30:00.000Z`)}
        </text>
      ) : null}
    </svg>
  );
}
