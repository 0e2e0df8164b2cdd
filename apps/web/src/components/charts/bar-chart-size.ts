/**
 * A bar chart's drawing (bar-chart.tsx): its size in its own units, drawn as wide as its box, so its height on screen
 * follows from the ratio, up to BAR_CHART_MAX_HEIGHT_PX. A module of its own, without the chart, for a placeholder of
 * the chart's shape on a page that loads the chart later.
 */
export const WIDTH = 480;
export const COLUMN_AREA = 150;
export const COLUMN_LABEL = 22;
export const SCALE_LABEL = 18;
export const ROW_HEIGHT = 32;
export const BAR_CHART_MAX_HEIGHT_PX = 260;

export type BarChartLayout = 'columns' | 'rows';

export function barChartSize(layout: BarChartLayout, barCount: number): { width: number; height: number } {
  return { width: WIDTH, height: layout === 'columns' ? SCALE_LABEL + COLUMN_AREA + COLUMN_LABEL : Math.max(1, barCount) * ROW_HEIGHT };
}
