/**
 * «УПД (XML)» of a month (issue 33): the act's status beside it, the file saved under the server's name (the format's
 * ON_NSCHFDOPPR_… name), and requisites the XML cannot take told in Russian under the link.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACT_STATUS_TEXTS, DOCUMENT_BUNDLE_TEXTS as T, type PartnerInvoice } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileRequisitesHref } from '../../../config/paths';
import { signedInClient } from '../../../test-fixtures/signed-in';
import { aPartnerInvoice } from '../../../test-fixtures/invoice';
import { ActXmlLink } from './act-xml-link';

const SIGNED: PartnerInvoice = aPartnerInvoice({
  invoiceId: '7f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  sum: 18_965_616,
  unpaid: 18_965_616,
  status: 'SIGNED',
  act: { decision: 'signed', reason: null, decidedBy: 'accountant@demo.ru', decidedAt: '2026-11-06T09:00:00.000Z' },
  acceptedOn: '2026-11-06',
  actStatus: 'SIGNED',
});
const FILE = 'ON_NSCHFDOPPR_6601234565660101001_7701234560770101001_20261105_7f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f_0_0_0_0_0_00.xml';
const REFUSAL = {
  code: 'VALIDATION',
  message: 'Чтобы получить УПД в формате XML, заполните в профиле реквизиты: КПП',
  details: [{ field: 'requisites', message: 'Чтобы получить УПД в формате XML, заполните в профиле реквизиты: КПП' }],
};

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:xml', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderLink(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  render(
    <QueryClientProvider client={signedInClient('ADMIN')}>
      <ActXmlLink invoice={SIGNED} />
    </QueryClientProvider>,
  );
}

describe('ActXmlLink', () => {
  it('shows the act’s status beside the link and saves the XML under the format’s name', async () => {
    renderLink(
      new Response(new Blob(['<?xml version="1.0" encoding="windows-1251"?>']), {
        headers: { 'content-disposition': `attachment; filename="${FILE}"; filename*=UTF-8''${encodeURIComponent(FILE)}` },
      }),
    );
    expect(screen.getByText(ACT_STATUS_TEXTS.SIGNED)).toBeTruthy();
    const link = screen.getByRole('link', { name: T.xmlOf(SIGNED.number) });
    expect(link.getAttribute('href')).toBe(`/api/invoices/${SIGNED.invoiceId}/act.xml`);
    fireEvent.click(link);
    await waitFor(() => expect(saved).toEqual([FILE]));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([`/api/invoices/${SIGNED.invoiceId}/act.xml`]);
  });

  it('tells, under the link, which requisites to fill in, and leads to them', async () => {
    renderLink(new Response(JSON.stringify(REFUSAL), { status: 400 }));
    fireEvent.click(screen.getByRole('link', { name: T.xmlOf(SIGNED.number) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(REFUSAL.message);
    expect(screen.getByRole('link', { name: T.fillRequisites }).getAttribute('href')).toBe(profileRequisitesHref());
    expect(saved).toEqual([]);
  });
});
