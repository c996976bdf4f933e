// The charts' dark theme, built from the design-system tokens (styles/design-system/tokens-and-base.css):
// surface, text and border colours, the site's font, and a series palette that reads apart on the dark
// background. Plain data, so the option builders and their tests use it without loading ECharts.

/** The design tokens the charts draw with; chart-theme.test.ts checks they still match the CSS. */
export const CHART_TOKENS = {
  surface: '#111a2e',
  surfaceRaised: '#17223a',
  border: '#243250',
  borderStrong: '#34476d',
  text: '#e6ebf3',
  textMuted: '#9aa8bd',
  link: '#7ab8ff',
  success: '#3ddc97',
  danger: '#ff7a7a',
  warning: '#f5c04d',
  fontSans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** Series colours in order: link blue, warning amber, success green, danger red, then two quieter tints. */
export const CHART_PALETTE = [
  CHART_TOKENS.link,
  CHART_TOKENS.warning,
  CHART_TOKENS.success,
  CHART_TOKENS.danger,
  '#c4a7ff',
  '#6fd3e0',
] as const;

export const CHART_THEME_NAME = 'shop-dark';

const axis = {
  axisLine: { lineStyle: { color: CHART_TOKENS.borderStrong } },
  axisTick: { lineStyle: { color: CHART_TOKENS.borderStrong } },
  axisLabel: { color: CHART_TOKENS.textMuted },
  splitLine: { lineStyle: { color: CHART_TOKENS.border } },
  nameTextStyle: { color: CHART_TOKENS.textMuted },
};

/** Registered once under CHART_THEME_NAME by echart.tsx. */
export const CHART_THEME = {
  color: [...CHART_PALETTE],
  backgroundColor: 'transparent',
  textStyle: { color: CHART_TOKENS.text, fontFamily: CHART_TOKENS.fontSans },
  legend: { textStyle: { color: CHART_TOKENS.textMuted }, inactiveColor: CHART_TOKENS.borderStrong },
  tooltip: {
    backgroundColor: CHART_TOKENS.surfaceRaised,
    borderColor: CHART_TOKENS.borderStrong,
    textStyle: { color: CHART_TOKENS.text, fontFamily: CHART_TOKENS.fontSans },
    axisPointer: {
      lineStyle: { color: CHART_TOKENS.textMuted },
      crossStyle: { color: CHART_TOKENS.textMuted },
    },
  },
  timeAxis: axis,
  valueAxis: axis,
  categoryAxis: { ...axis, splitLine: { show: false } },
  dataZoom: {
    borderColor: CHART_TOKENS.border,
    backgroundColor: CHART_TOKENS.surface,
    fillerColor: 'rgb(122 184 255 / 0.15)',
    handleStyle: { color: CHART_TOKENS.link, borderColor: CHART_TOKENS.link },
    moveHandleStyle: { color: CHART_TOKENS.borderStrong },
    textStyle: { color: CHART_TOKENS.textMuted },
    dataBackground: {
      lineStyle: { color: CHART_TOKENS.borderStrong },
      areaStyle: { color: CHART_TOKENS.border },
    },
  },
} as const;
