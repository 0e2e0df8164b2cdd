/**
 * A small bar chart drawn as SVG (no chart library): columns for a time series or rows for a ranking. It is one image
 * to assistive technology, named by a summary of every value; the numbers behind it are one click away in a table.
 */
import Box from '@mui/material/Box';
import {
  BAR_CHART_MAX_HEIGHT_PX,
  type BarChartLayout,
  barChartSize,
  COLUMN_AREA,
  COLUMN_LABEL,
  ROW_HEIGHT,
  SCALE_LABEL,
  WIDTH,
} from './bar-chart-size';
import { barLengths } from './chart-scale';

/** `label` names the bar in full (summary, table, hover); `axisLabel`, when given, is the short one drawn under a column. */
export type ChartBar = { key: string; label: string; axisLabel?: string; value: number; valueText: string; muted?: boolean };

export type BarChartProps = { summary: string; bars: ChartBar[]; layout: BarChartLayout; topText: (top: number) => string };

const FONT = 13;
const ROW_LABEL = 165;
const ROW_VALUE = 105;
const BAR_GAP = 0.25;

function Columns({ bars, topText }: Pick<BarChartProps, 'bars' | 'topText'>) {
  const { top, lengths } = barLengths(
    bars.map((bar) => bar.value),
    COLUMN_AREA,
    2,
  );
  const slot = WIDTH / Math.max(1, bars.length);
  const base = SCALE_LABEL + COLUMN_AREA;
  return (
    <>
      <text x={0} y={SCALE_LABEL - 4} fontSize={FONT} fill="#666">
        {topText(top)}
      </text>
      <line x1={0} x2={WIDTH} y1={SCALE_LABEL} y2={SCALE_LABEL} stroke="#e0e0e0" />
      <line x1={0} x2={WIDTH} y1={base} y2={base} stroke="#9e9e9e" />
      {bars.map((bar, index) => {
        const height = lengths[index] ?? 0;
        return (
          <g key={bar.key}>
            <rect
              x={index * slot + (slot * BAR_GAP) / 2}
              y={base - height}
              width={slot * (1 - BAR_GAP)}
              height={height}
              fill="currentColor"
              opacity={bar.muted ? 0.55 : 1}
            >
              <title>{`${bar.label}: ${bar.valueText}`}</title>
            </rect>
            <text x={index * slot + slot / 2} y={base + COLUMN_LABEL - 6} fontSize={FONT} textAnchor="middle" fill="#424242">
              {bar.axisLabel ?? bar.label}
            </text>
          </g>
        );
      })}
    </>
  );
}

function Rows({ bars }: Pick<BarChartProps, 'bars'>) {
  const area = WIDTH - ROW_LABEL - ROW_VALUE;
  const { lengths } = barLengths(
    bars.map((bar) => bar.value),
    area,
    2,
  );
  return (
    <>
      {bars.map((bar, index) => {
        const y = index * ROW_HEIGHT;
        const label = bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label;
        return (
          <g key={bar.key}>
            <text x={ROW_LABEL - 8} y={y + ROW_HEIGHT / 2 + 4} fontSize={FONT} textAnchor="end" fill="#424242">
              {label}
            </text>
            <rect x={ROW_LABEL} y={y + 5} width={lengths[index] ?? 0} height={ROW_HEIGHT - 10} fill="currentColor">
              <title>{`${bar.label}: ${bar.valueText}`}</title>
            </rect>
            <text x={ROW_LABEL + (lengths[index] ?? 0) + 6} y={y + ROW_HEIGHT / 2 + 4} fontSize={FONT} fill="#424242">
              {bar.valueText}
            </text>
          </g>
        );
      })}
    </>
  );
}

export function BarChart({ summary, bars, layout, topText }: BarChartProps) {
  const { height } = barChartSize(layout, bars.length);
  return (
    <Box sx={{ color: 'primary.main', width: '100%' }}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ display: 'block', maxHeight: BAR_CHART_MAX_HEIGHT_PX }}
      >
        {layout === 'columns' ? <Columns bars={bars} topText={topText} /> : <Rows bars={bars} />}
      </svg>
    </Box>
  );
}
