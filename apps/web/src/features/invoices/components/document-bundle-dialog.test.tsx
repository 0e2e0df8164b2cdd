/**
 * «Документы за период» (issue 33): the closed months to tick, «Выбрать все», the ZIP of the chosen months saved under
 * the server's name, and a refusal shown in the dialog in Russian with the way to the profile for those who may go.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DOCUMENT_BUNDLE_TEXTS as T, type MemberRole, type PartnerInvoice, type PartnerInvoiceList } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileRequisitesHref } from '../../../config/paths';
import { signedInClient } from '../../../test-fixtures/signed-in';
import { aPartnerInvoice } from '../../../test-fixtures/invoice';
import { DocumentBundleDialog } from './document-bundle-dialog';

const invoice = (month: number, number: string): PartnerInvoice =>
  aPartnerInvoice({ invoiceId: `i${month}`, number, month, issuedOn: `2026-${String(month + 2).padStart(2, '0')}-05` });

const LIST: PartnerInvoiceList = {
  items: [invoice(9, '2026-10-000261'), invoice(8, '2026-09-000198'), invoice(7, '2026-08-000120')],
  total: 3,
  debt: { unpaid: 3_000_000, overdue: 0, overdueWorkingDays: 0, penalty: 0, ordersClosedBy: null },
};

const REQUISITES_ERROR = {
  code: 'VALIDATION',
  message: 'Чтобы получить УПД в формате XML, заполните в профиле реквизиты: КПП, юридический адрес',
  details: [{ field: 'requisites', message: 'Чтобы получить УПД в формате XML, заполните в профиле реквизиты: КПП, юридический адрес' }],
};

/** The server: the invoice list for /invoices, `zip` for the archive. */
function stubServer(zip: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (String(url).startsWith('/api/invoices/documents.zip') ? zip() : new Response(JSON.stringify(LIST)))),
  );
}

const zipCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/invoices/documents.zip'));

/** What the browser was told to save: the link clicked, its file name. */
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog(role: MemberRole = 'ACCOUNTANT') {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={signedInClient(role)}>
      <DocumentBundleDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const download = () => screen.getByRole('button', { name: T.download });

describe('DocumentBundleDialog', () => {
  it('offers the closed months, and downloads the ticked ones as one ZIP under its period’s name', async () => {
    const name = 'Документы 2026-09 — 2026-10.zip';
    const disposition = `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
    stubServer(
      () => new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip', 'content-disposition': disposition } }),
    );
    renderDialog();
    const october = await screen.findByRole('checkbox', { name: /^октябрь 2026/ });
    expect(screen.getByRole('checkbox', { name: /^сентябрь 2026 \(№ 2026-09-000198/ })).toBeTruthy();
    expect((download() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(october);
    fireEvent.click(screen.getByRole('checkbox', { name: /^сентябрь 2026/ }));
    expect(screen.getByText(T.chosen(2))).toBeTruthy();
    fireEvent.click(download());
    await waitFor(() => expect(saved).toEqual(['Документы 2026-09 — 2026-10.zip']));
    expect(zipCalls()).toEqual(['/api/invoices/documents.zip?month=2026-09&month=2026-10']);
  });

  it('ticks every month with «Выбрать все», and none with a second click (the name is the period’s without a server name)', async () => {
    stubServer(() => new Response(new Blob(['PK'])));
    renderDialog();
    const all = await screen.findByRole('checkbox', { name: T.selectAll });
    fireEvent.click(all);
    expect(screen.getByText(T.chosen(3))).toBeTruthy();
    fireEvent.click(download());
    await waitFor(() => expect(zipCalls()).toEqual(['/api/invoices/documents.zip?month=2026-08&month=2026-09&month=2026-10']));
    expect(saved).toEqual(['Документы 2026-08 — 2026-10.zip']);
    fireEvent.click(all);
    expect(screen.getByText(T.chosen(0))).toBeTruthy();
    expect((download() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal in Russian in the dialog, with the way to the profile for an administrator', async () => {
    stubServer(() => new Response(JSON.stringify(REQUISITES_ERROR), { status: 400, headers: { 'content-type': 'application/json' } }));
    renderDialog('ADMIN');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^октябрь 2026/ }));
    fireEvent.click(download());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(REQUISITES_ERROR.message);
    expect(screen.getByRole('link', { name: T.fillRequisites }).getAttribute('href')).toBe(profileRequisitesHref());
    expect(saved).toEqual([]);
    // The dialog stays open: the partner may fix the choice and try again.
    expect(screen.getByRole('dialog', { name: T.title })).toBeTruthy();
  });

  it('tells an accountant, who cannot edit the profile, that the administrator fills the requisites in', async () => {
    stubServer(() => new Response(JSON.stringify(REQUISITES_ERROR), { status: 400 }));
    renderDialog('ACCOUNTANT');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^октябрь 2026/ }));
    fireEvent.click(download());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(T.askAdministrator);
    expect(screen.queryByRole('link', { name: T.fillRequisites })).toBeNull();
  });

  it('closes with «Закрыть»', async () => {
    stubServer(() => new Response(new Blob(['PK'])));
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: T.close }));
    expect(onClose).toHaveBeenCalled();
  });
});
