import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { barChartSize } from './bar-chart-size';
import { ChartCard } from './chart-card';

const bars = [
  { key: 'a', label: 'Январь 2026', axisLabel: 'янв 26', value: 150, valueText: '2 ₽' },
  { key: 'b', label: 'Февраль 2026', axisLabel: 'фев', value: 0, valueText: '0 ₽' },
  { key: 'c', label: 'Март 2026', axisLabel: 'мар', value: 30, valueText: '1 ₽', muted: true },
];

describe('BarChart', () => {
  it('is one image named by the summary, with a bar per non-zero value scaled to a round top', () => {
    const { container } = render(<BarChart layout="columns" bars={bars} summary="Счета: январь — 2 ₽" topText={(top) => `${top} коп.`} />);
    expect(screen.getByRole('img', { name: 'Счета: январь — 2 ₽' })).toBeTruthy();
    const heights = [...container.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    expect(heights[0]).toBeCloseTo(150 * 0.75);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBeCloseTo(150 * 0.15);
    expect(container.textContent).toContain('200 коп.');
    expect(container.textContent).toContain('янв 26');
  });

  it('draws rows with their names and values', () => {
    const { container } = render(<BarChart layout="rows" bars={bars} summary="Клиенты" topText={String} />);
    expect(container.textContent).toContain('Январь 2026');
    expect(container.textContent).toContain('2 ₽');
  });
});

describe('ChartCard', () => {
  it('shows the numbers behind the chart one click away', () => {
    render(<ChartCard title="Счета" chart={<div />} table={<table aria-label="Цифры" />} />);
    expect(screen.queryByRole('table', { name: 'Цифры' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Показать таблицу' }));
    expect(screen.getByRole('table', { name: 'Цифры' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скрыть таблицу' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('barChartSize', () => {
  it('is the drawing the chart is, so a placeholder of that shape takes its place exactly', () => {
    const { container } = render(<BarChart layout="rows" bars={bars} summary="Клиенты" topText={String} />);
    const { width, height } = barChartSize('rows', bars.length);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    expect(barChartSize('columns', 1)).toEqual(barChartSize('columns', 12));
  });
});
