import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

type Partner = { name: string };
const ALPHA: Partner[] = [{ name: 'ООО «Альфа Софт»' }];

const table = (rows: Partner[] | undefined, loading: boolean, label = 'Партнеры') => (
  <DataTable
    label={label}
    columns={[
      { key: 'name', label: 'Партнер', render: (row: Partner) => row.name },
      { key: 'code', label: 'Код', render: () => '—' },
    ]}
    rows={rows}
    rowKey={(row) => row.name}
    total={rows?.length ?? 0}
    page={1}
    pageSize={10}
    onPageChange={() => {}}
    onPageSizeChange={() => {}}
    emptyText="Нет партнеров"
    loading={loading}
  />
);

const busy = () => screen.getByRole('table', { name: 'Партнеры' }).getAttribute('aria-busy');

describe('DataTable', () => {
  it('is busy while its rows are being replaced, and only then', () => {
    const { rerender } = render(table(ALPHA, true));
    expect(busy()).toBe('true');
    rerender(table(ALPHA, false));
    expect(busy()).toBeNull();
  });

  it('shows skeleton rows, not the empty text, until the first answer arrives; the empty text for an empty answer', async () => {
    const { rerender } = render(table(undefined, true));
    expect(busy()).toBe('true');
    expect(screen.queryByText('Нет партнеров')).toBeNull();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);

    rerender(table([], false));
    expect(await screen.findByText('Нет партнеров')).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(busy()).toBeNull();
  });

  it('does not say "empty" while a new question is asked after an empty answer, and shows the rows that come', async () => {
    const { rerender } = render(table([], false));
    expect(await screen.findByText('Нет партнеров')).toBeTruthy();
    rerender(table([], true));
    expect(screen.queryByText('Нет партнеров')).toBeNull();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    rerender(table(ALPHA, false));
    expect(await screen.findByRole('cell', { name: 'ООО «Альфа Софт»' })).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
  });

  it('says nothing of a list that did not answer (a failed request): neither rows nor the empty text', async () => {
    render(
      <>
        {table(undefined, false)}
        {table([], false, 'Блокировки')}
      </>,
    );
    // The answered table beside it says "empty" in the same deferred commit as the rows of this one would show.
    const answered = screen.getByRole('table', { name: 'Блокировки' });
    await expect.poll(() => answered.textContent).toContain('Нет партнеров');
    expect(screen.getAllByText('Нет партнеров')).toHaveLength(1);
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(busy()).toBeNull();
  });

  it('offers «Показать еще» instead of the pager for a list that does not count its rows, while there are more', async () => {
    const onMore = vi.fn();
    const shown = (hasMore: boolean) => (
      <DataTable
        label="Журнал"
        columns={[{ key: 'name', label: 'Партнер', render: (row: Partner) => row.name }]}
        rows={ALPHA}
        rowKey={(row) => row.name}
        more={{ hasMore, onMore, label: 'Показать еще' }}
        emptyText="Нет записей"
      />
    );
    const { rerender } = render(shown(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Показать еще' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/из \d/)).toBeNull();
    rerender(shown(false));
    expect(screen.queryByRole('button', { name: 'Показать еще' })).toBeNull();
  });
});
