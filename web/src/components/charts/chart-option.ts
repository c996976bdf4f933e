// What every chart option shares: the option type (only the parts echart.tsx registers), the zoom for long
// histories, the time axis' labels, dates as people read them and tooltip rows. Types only from ECharts, so
// the builders run in tests without it.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkPointComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkPointComponentOption
>;

/** One hovered series in an axis tooltip, as ECharts hands it to a formatter. */
export type TooltipItem = {
  seriesName?: string;
  marker?: unknown;
  value?: unknown;
  axisValue?: string | number;
  dataIndex?: number;
};

/** Longer histories than this get a zoom: a slider under the chart and the wheel or a pinch inside it. */
export const ZOOM_FROM_POINTS = 60;

/** The slider's room under the plot. */
const SLIDER_HEIGHT = 22;

/**
 * The zoom for `count` points, or none for a short history: the wheel or a pinch inside the plot, and a
 * slider under it unless the chart is too small to spare the room.
 */
export function zoomFor(count: number, { slider = true } = {}): Pick<ChartOption, 'dataZoom'> {
  if (count <= ZOOM_FROM_POINTS) return {};
  const inside = { type: 'inside', filterMode: 'none' } as const;
  if (!slider) return { dataZoom: [inside] };
  return { dataZoom: [inside, { type: 'slider', height: SLIDER_HEIGHT, bottom: 8, filterMode: 'none' }] };
}

/** The plot's margins, with room for the slider when there is one. */
export function gridFor(count: number, { left = 64, top = 36, slider = true } = {}): GridComponentOption {
  const withSlider = slider && count > ZOOM_FROM_POINTS;
  return { left, right: 16, top, bottom: withSlider ? 40 + SLIDER_HEIGHT : 32 };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** `Nov 26, 2026`, in the reader's time zone, for a time in milliseconds. */
export function chartDate(time: number): string {
  return dayFormat.format(new Date(time));
}

/** A time axis labelled by days and months ('Nov 26', 'Dec'), never by the hour. */
export const TIME_AXIS_LABELS = {
  hideOverlap: true,
  formatter: { year: '{yyyy}', month: '{MMM}', day: '{MMM} {d}', hour: '{MMM} {d}', minute: '{MMM} {d}' },
} as const;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for a tooltip, which ECharts writes as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A tooltip's heading line. */
export const tooltipTitle = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

/** One `marker Name: value` line of a tooltip; the marker is ECharts' own coloured dot. */
export function tooltipRow(marker: unknown, name: string, value: string): string {
  const dot = typeof marker === 'string' ? marker : '';
  return `<br>${dot}${escapeHtml(name)}: <strong>${escapeHtml(value)}</strong>`;
}

/** The y value of a `[time, value]` point or of a bare value. */
export function pointValue(value: unknown): number | null {
  const y = Array.isArray(value) ? value[1] : value;
  return typeof y === 'number' && Number.isFinite(y) ? y : null;
}

/** The x of the first hovered `[time, value]` point. */
export function hoveredTime(items: readonly TooltipItem[]): number | null {
  const first = items[0];
  const x = Array.isArray(first?.value) ? first.value[0] : first?.axisValue;
  return typeof x === 'number' ? x : null;
}

/** ECharts hands an axis tooltip's formatter one item or a list: always a list. */
export const asItems = (params: unknown): TooltipItem[] =>
  (Array.isArray(params) ? params : [params]) as TooltipItem[];

/** Points with a parseable date, as `[milliseconds, …]` in time order. */
export function byTime<T extends { date: string }>(points: readonly T[]): Array<T & { time: number }> {
  return points
    .map((point) => ({ ...point, time: Date.parse(point.date) }))
    .filter((point) => Number.isFinite(point.time))
    .sort((a, b) => a.time - b.time);
}
