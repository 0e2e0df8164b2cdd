/** ChartCard's button, in a module of its own: a placeholder of the card keeps the button's room without its code. */
export const CHART_TABLE_TOGGLE = { show: 'Показать таблицу', hide: 'Скрыть таблицу' } as const;
