/** The documents export's page (issue 33): the progress the operator follows, and the form's request and its problems. */
import { render, screen } from '@testing-library/react';
import { DOCUMENT_EXPORT_TEXTS as T, type ApplicationItem, type DocumentExport } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { monthKeyLabel } from '../documents-page';
import { exportRequestOf } from './export-request';
import { ExportProgress } from './export-progress';

const EXPORT: DocumentExport = {
  exportId: '6d1f3c1e-4a47-4c83-9a0e-6a1b2c3d4e5f',
  status: 'running',
  months: ['2026-10'],
  partnerCount: null,
  done: 120,
  total: 2000,
  failures: 0,
  error: null,
  size: null,
  requestedBy: 'operator@demo.ru',
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
};

const PARTNER = { partnerId: 'a4a0c6a2-9d67-4b38-a1c5-0f0e3c1b2a11', partnerCode: '1042', partnerName: 'ООО «Ромашка»' } as ApplicationItem;

describe('ExportProgress', () => {
  it('shows a running export as a progress bar with «Готово N из M»', () => {
    render(<ExportProgress found={EXPORT} />);
    const bar = screen.getByRole('progressbar', { name: 'Готово 120 из 2000' });
    expect(bar.getAttribute('value')).toBe('120');
    expect(bar.getAttribute('max')).toBe('2000');
    expect(screen.getByText('Готово 120 из 2000')).toBeTruthy();
    expect(screen.queryByRole('link', { name: T.download })).toBeNull();
  });

  it('offers the ZIP once done, and says how many partners went without an XML', () => {
    render(<ExportProgress found={{ ...EXPORT, status: 'done', done: 2000, failures: 3, size: 1024, finishedAt: EXPORT.createdAt }} />);
    const link = screen.getByRole('link', { name: T.download });
    expect(link.getAttribute('href')).toBe(`/api/backoffice/document-exports/${EXPORT.exportId}/file`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Готово 2000 из 2000')).toBeTruthy();
    expect(screen.getByText(T.failures(3))).toBeTruthy();
  });

  it('says what went wrong with a failed export', () => {
    render(<ExportProgress found={{ ...EXPORT, status: 'failed', error: 'Нет связи с базой данных' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Ошибка: Нет связи с базой данных');
  });
});

describe('exportRequestOf', () => {
  it('asks for a month, and for a partner when the chosen ones are to be exported', () => {
    expect(exportRequestOf(new Set(), 'all', []).problems).toEqual({ months: T.monthsRequired, partners: null });
    expect(exportRequestOf(new Set(['2026-10']), 'chosen', []).problems).toEqual({ months: null, partners: T.partnersRequired });
  });

  it('sends the months in order, and the partners only when chosen', () => {
    expect(exportRequestOf(new Set(['2026-10', '2026-09']), 'all', [PARTNER]).request).toEqual({ months: ['2026-09', '2026-10'] });
    expect(exportRequestOf(new Set(['2026-10']), 'chosen', [PARTNER]).request).toEqual({
      months: ['2026-10'],
      partnerIds: [PARTNER.partnerId],
    });
  });

  it('names a month in Russian', () => {
    expect(monthKeyLabel('2026-10')).toBe('Октябрь 2026');
  });
});
