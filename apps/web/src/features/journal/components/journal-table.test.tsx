/** The journal's table: who (and «через токен API»), the action's Russian name, the object and «поле: было → стало». */
import { render, screen } from '@testing-library/react';
import { JOURNAL_EXPORT, JOURNAL_PAGE_TEXTS, type JournalEntry } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { JournalTable } from './journal-table';

const ENTRIES: JournalEntry[] = [
  {
    id: '2',
    at: '2025-03-05T07:30:00.000Z',
    actor: { id: '0b5c7e1a-3f0e-4d4a-9d55-6f7f2b1c9a10', name: 'Мария Бухгалтер', email: 'accountant@demo.ru' },
    viaToken: true,
    ipAddress: '10.0.0.7',
    action: 'customer.edited',
    subjectType: 'customer',
    subjectId: 'c1',
    subjectLabel: 'ООО «Клиент»',
    changes: [
      { field: 'Телефон', before: '+7 343 200-00-01', after: '+7 343 200-00-02' },
      { field: 'Город', before: null, after: 'Екатеринбург' },
    ],
  },
  {
    id: '1',
    at: '2025-03-01T21:10:00.000Z',
    actor: null,
    viaToken: false,
    ipAddress: null,
    action: 'act.signed',
    subjectType: 'invoice',
    subjectId: 'i1',
    subjectLabel: null,
    changes: [],
  },
];

describe('JournalTable', () => {
  it('shows each entry in Moscow time with who, how, what and the changes', async () => {
    render(
      <JournalTable entries={ENTRIES} loading={false} emptyText="" more={{ hasMore: false, onMore: vi.fn(), label: 'Показать еще' }} />,
    );
    const rows = await screen.findAllByRole('row');
    const edited = rows[1]?.textContent ?? '';
    expect(edited).toContain('05.03.2025 10:30');
    expect(edited).toContain('Мария Бухгалтер');
    expect(edited).toContain('accountant@demo.ru');
    expect(edited).toContain(JOURNAL_PAGE_TEXTS.viaToken);
    expect(edited).toContain('10.0.0.7');
    expect(edited).toContain('Клиент изменен');
    expect(edited).toContain('ООО «Клиент»');
    expect(edited).toContain('Телефон: +7 343 200-00-01 → +7 343 200-00-02');
    expect(edited).toContain('Город: — → Екатеринбург');
    const signed = rows[2]?.textContent ?? '';
    // 21:10 UTC is the next day in Moscow.
    expect(signed).toContain('02.03.2025 00:10');
    expect(signed).toContain(JOURNAL_EXPORT.unknownActor);
    expect(signed).toContain('Акт подписан');
    expect(signed).not.toContain(JOURNAL_PAGE_TEXTS.viaToken);
  });
});
