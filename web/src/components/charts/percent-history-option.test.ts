// Growth and drawdown charts: a line and a red area in %, dated tooltips with signed percentages, and the
// sentences read out in their place.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './chart-option';
import {
  buildDrawdownOption,
  buildGrowthOption,
  describeDrawdown,
  describeGrowth,
} from './percent-history-option';

const at = (day: string) => `2026-11-${day}T12:00:00.000Z`;
const GROWTH = [
  { date: at('27'), growth: 4.5 },
  { date: at('25'), growth: 0 },
];
const DRAWDOWN = [
  { date: at('25'), drawdown: 0 },
  { date: at('26'), drawdown: -8.55 },
  { date: at('27'), drawdown: -2 },
];

type Series = { name: string; data: unknown[]; areaStyle?: object };

describe('growth and drawdown options', () => {
  it('draws growth as a line and drawdown as an area, in time order', () => {
    const [growth] = buildGrowthOption(GROWTH).series as Series[];
    const [drawdown] = buildDrawdownOption(DRAWDOWN).series as Series[];

    expect(growth).toMatchObject({
      name: 'Growth',
      data: [
        [Date.parse(at('25')), 0],
        [Date.parse(at('27')), 4.5],
      ],
    });
    expect(growth?.areaStyle).toBeUndefined();
    expect(drawdown?.name).toBe('Drawdown');
    expect(drawdown?.areaStyle).toBeDefined();
    expect(drawdown?.data).toHaveLength(3);
  });

  it('tells the hovered day and the signed percentage', () => {
    const { formatter } = buildDrawdownOption(DRAWDOWN).tooltip as { formatter: (params: unknown) => string };
    expect(formatter({ value: [Date.parse(at('26')), -8.55], marker: '' })).toBe(
      '<strong>Nov 26, 2026</strong><br>Drawdown: <strong>-8.55%</strong>',
    );
  });

  it('zooms a long history with the wheel or a pinch only: the charts are too small for a slider', () => {
    const day = (index: number) => ({
      date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      growth: index,
    });
    expect(buildGrowthOption(Array.from({ length: 60 }, (_, index) => day(index))).dataZoom).toBeUndefined();
    expect(buildGrowthOption(Array.from({ length: 61 }, (_, index) => day(index))).dataZoom).toEqual([
      { type: 'inside', filterMode: 'none' },
    ]);
  });

  it('describes the range, and the deepest and last drawdown', () => {
    expect(describeGrowth(GROWTH)).toBe('Growth from Nov 25, 2026 to Nov 27, 2026: 0.00% to +4.50%.');
    expect(describeDrawdown(DRAWDOWN)).toBe(
      'Drawdown from Nov 25, 2026 to Nov 27, 2026: deepest -8.55%, last -2.00%.',
    );
    expect(describeGrowth([])).toBe('No growth data available');
    expect(describeDrawdown([])).toBe('No drawdown data available');
  });
});

describe('escapeHtml', () => {
  it('keeps names from the server out of the tooltip’s HTML', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
});
