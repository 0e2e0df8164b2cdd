import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const table = (loading: boolean) => (
  <DataTable
    label="Партнеры"
    columns={[{ key: 'name', label: 'Партнер', render: (row: { name: string }) => row.name }]}
    rows={[{ name: 'ООО «Альфа Софт»' }]}
    rowKey={(row) => row.name}
    total={1}
    page={1}
    pageSize={10}
    onPageChange={() => {}}
    onPageSizeChange={() => {}}
    emptyText="Нет партнеров"
    loading={loading}
  />
);

describe('DataTable', () => {
  it('is busy while its rows are being replaced, and only then', () => {
    const { rerender } = render(table(true));
    expect(screen.getByRole('table', { name: 'Партнеры' }).getAttribute('aria-busy')).toBe('true');
    rerender(table(false));
    expect(screen.getByRole('table', { name: 'Партнеры' }).hasAttribute('aria-busy')).toBe(false);
  });
});
