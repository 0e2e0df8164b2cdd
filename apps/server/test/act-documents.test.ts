/**
 * The act as XML УПД and «Документы за период» (issue 33): the partner's own closed month as a Windows-1251 file the
 * official schema accepts, totalling the invoice; another partner's invoice not found; the API token reading the same;
 * an incomplete profile told in Russian which fields to fill in; the ZIP of several months whose every entry is the
 * single download's bytes; bad months refused in Russian; a person without the billing right refused.
 */
import { ERROR_CODES, partnerInvoiceListSchema, type PartnerInvoice } from '@portal/domain';
import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { updSchemaErrors } from '../../../packages/domain/test-support/upd-schema.ts';
import { zipWriter } from '../src/services/document-bundle.ts';
import { closeMonth } from '../src/services/invoice.service.ts';
import { createFebruaryWorld, FEBRUARY_2026 } from './support/billing.ts';
import { createActivePartner, type TestAccount } from './support/factories.ts';
import { addMember } from './support/members.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const MARCH_2026 = { year: 2026, month: 2 } as const;
const REQUISITES = { inn: '7707083893', kpp: '770701001', legal_address: 'г. Москва, ул. Тестовая, д. 1' };

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};
const get = (session: Session, url: string) => request(ctx.app, session, { method: 'GET', url });
const withToken = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const tokenOf = async (session: Session) =>
  (await request(ctx.app, session, { method: 'POST', url: '/api/api-v2-token' })).json().jwt as string;

/** The file's own text, decoded as it declares itself. */
const windows1251 = (bytes: Uint8Array) => new TextDecoder('windows-1251').decode(bytes);
const totalWithVat = (xml: string) => /СтТовУчНалВсего="([-\d.]+)"/.exec(xml)?.[1];
const rubles = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

async function invoicesOf(session: Session): Promise<PartnerInvoice[]> {
  const response = await get(session, '/api/invoices');
  expect(response.statusCode, response.body).toBe(200);
  return partnerInvoiceListSchema.parse(response.json()).items;
}

const monthKey = (invoice: PartnerInvoice) => `${invoice.year}-${String(invoice.month + 1).padStart(2, '0')}`;

/** The archive's file names and bytes, in the archive's order. */
async function unzip(payload: Buffer): Promise<Map<string, Uint8Array>> {
  const zip = await JSZip.loadAsync(payload);
  const files = new Map<string, Uint8Array>();
  for (const file of Object.values(zip.files)) files.set(file.name, await file.async('uint8array'));
  return files;
}

let partner: TestAccount;
let incomplete: TestAccount;
let other: TestAccount;
let february: PartnerInvoice;
let march: PartnerInvoice;

beforeAll(async () => {
  partner = await createActivePartner(ctx.app);
  incomplete = await createActivePartner(ctx.app);
  other = await createActivePartner(ctx.app);
  await ctx.app.db
    .updateTable('partners')
    .set(REQUISITES)
    .where('id', 'in', [partnerIdOf(partner), partnerIdOf(other)])
    .execute();
  // A company's 10-digit INN without its KPP and without an address: what the seeded partners had before the profile.
  await ctx.app.db
    .updateTable('partners')
    .set({ inn: '7707083893', kpp: null, legal_address: null })
    .where('id', '=', partnerIdOf(incomplete))
    .execute();
  await createFebruaryWorld(ctx.app.db, partnerIdOf(partner));
  await createFebruaryWorld(ctx.app.db, partnerIdOf(incomplete));
  for (const month of [FEBRUARY_2026, MARCH_2026]) await closeMonth(ctx.app.db, month, { enqueue: null, portalUrl: 'http://portal.test' });
  const invoices = await invoicesOf(partner.session);
  const byMonth = (m: number) => invoices.find((i) => i.year === 2026 && i.month === m);
  const [feb, mar] = [byMonth(1), byMonth(2)];
  if (!feb || !mar) throw new Error('February and March should have closed with invoices');
  [february, march] = [feb, mar];
});

describe('GET /api/invoices/:id/act.xml', () => {
  it("gives the partner's own closed month as a Windows-1251 УПД the official schema accepts, totalling the invoice", async () => {
    for (const invoice of [february, march]) {
      const response = await get(partner.session, `/api/invoices/${invoice.invoiceId}/act.xml`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=windows-1251');
      expect(response.headers['x-act-status']).toBe(invoice.actStatus);
      expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''ON_NSCHFDOPPR_.+\.xml$/);
      const bytes = new Uint8Array(response.rawPayload);
      expect(await updSchemaErrors(bytes)).toEqual([]);
      const xml = windows1251(bytes);
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="windows-1251"\?>/);
      expect(totalWithVat(xml)).toBe(rubles(invoice.sum));
      expect(xml).toContain(`НомерДок="${invoice.number}"`);
    }
  });

  it("does not find another partner's invoice", async () => {
    const response = await get(other.session, `/api/invoices/${february.invoiceId}/act.xml`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Счет не найден');
  });

  it("is read with the partner's API token, and another partner's token finds nothing", async () => {
    const token = await tokenOf(partner.session);
    const xml = await withToken(token, `/api/invoices/${february.invoiceId}/act.xml`);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.rawPayload.equals((await get(partner.session, `/api/invoices/${february.invoiceId}/act.xml`)).rawPayload)).toBe(true);
    const zip = await withToken(token, `/api/invoices/documents.zip?month=${monthKey(february)}`);
    expect(zip.statusCode, zip.body).toBe(200);
    expect([...(await unzip(zip.rawPayload)).keys()]).toHaveLength(3);
    const otherToken = await tokenOf(other.session);
    expect((await withToken(otherToken, `/api/invoices/${february.invoiceId}/act.xml`)).statusCode).toBe(404);
  });

  it('tells a partner with an incomplete profile, in Russian, which fields to fill in', async () => {
    const [invoice] = await invoicesOf(incomplete.session);
    if (!invoice) throw new Error('the incomplete partner has invoices too');
    const response = await get(incomplete.session, `/api/invoices/${invoice.invoiceId}/act.xml`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.validation });
    expect(response.json().message).toContain('заполните в профиле реквизиты');
    expect(response.json().message).toContain('КПП');
    expect(response.json().message).toContain('юридический адрес');
    // The ZIP is refused the same way before a byte of it is sent.
    const zip = await get(incomplete.session, `/api/invoices/documents.zip?month=${monthKey(invoice)}`);
    expect(zip.statusCode).toBe(400);
    expect(zip.headers['content-type']).toContain('application/json');
    expect(zip.json().message).toBe(response.json().message);
  });

  it('is refused to a person without the billing right', async () => {
    const manager = await addMember(ctx.app, partnerIdOf(partner), 'MANAGER');
    expect((await get(manager.session, `/api/invoices/${february.invoiceId}/act.xml`)).statusCode).toBe(403);
    expect((await get(manager.session, `/api/invoices/documents.zip?month=${monthKey(february)}`)).statusCode).toBe(403);
  });
});

describe('GET /api/invoices/documents.zip', () => {
  it('holds each month’s invoice, act and УПД, each the same bytes as its single download', async () => {
    const response = await get(partner.session, `/api/invoices/documents.zip?month=${monthKey(march)}&month=${monthKey(february)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('Документы 2026-02 — 2026-03.zip'));
    const files = await unzip(response.rawPayload);
    const expected = new Map<string, Uint8Array>();
    for (const invoice of [february, march]) {
      const file = (kind: string) => get(partner.session, `/api/invoices/${invoice.invoiceId}/${kind}`);
      const [pdf, act, xml] = await Promise.all([file('invoice.pdf'), file('act.pdf'), file('act.xml')]);
      for (const single of [pdf, act, xml]) expect(single.statusCode, single.body.slice(0, 300)).toBe(200);
      const single = (response: typeof pdf) => {
        const name = /filename\*=UTF-8''(.+)$/.exec(String(response.headers['content-disposition']))?.[1];
        if (!name) throw new Error('a download names its file');
        return decodeURIComponent(name);
      };
      const printed = invoice.number.replace('/', '-');
      expect(single(pdf)).toBe(`Счет ${printed}.pdf`);
      expect(single(act)).toBe(`Акт ${printed}.pdf`);
      // The format's own name (it must equal the file's ИдФайл): buyer, seller, the day it was made, the document's id.
      expect(single(xml)).toMatch(/^ON_NSCHFDOPPR_7707083893770701001_\d+_\d{8}_[0-9a-f-]{36}_[\d_]+\.xml$/);
      expected.set(`${monthKey(invoice)} Счет ${printed}.pdf`, new Uint8Array(pdf.rawPayload));
      expected.set(`${monthKey(invoice)} Акт ${printed}.pdf`, new Uint8Array(act.rawPayload));
      expected.set(single(xml), new Uint8Array(xml.rawPayload));
    }
    expect([...files.keys()]).toEqual([...expected.keys()]);
    for (const [name, bytes] of expected) expect(Buffer.from(files.get(name) ?? []).equals(Buffer.from(bytes)), name).toBe(true);
  });

  it('names its files in UTF-8, flagged so that Windows Explorer and 7-Zip show the Cyrillic right', async () => {
    const response = await get(partner.session, `/api/invoices/documents.zip?month=${monthKey(february)}`);
    expect(response.statusCode).toBe(200);
    const payload = response.rawPayload;
    // Every local file header (PK\x03\x04) carries bit 11 of its general purpose flags when its name is not ASCII.
    const names: Array<{ name: string; utf8: boolean }> = [];
    for (let at = payload.indexOf('PK\x03\x04'); at >= 0; at = payload.indexOf('PK\x03\x04', at + 4)) {
      const flags = payload.readUInt16LE(at + 6);
      const length = payload.readUInt16LE(at + 26);
      names.push({ name: payload.subarray(at + 30, at + 30 + length).toString('utf8'), utf8: (flags & 0x800) !== 0 });
    }
    expect(names.filter((n) => /[а-яё]/i.test(n.name))).toHaveLength(2);
    for (const n of names) expect(n.utf8 || !/[^\x20-\x7e]/.test(n.name), n.name).toBe(true);
  });

  it('refuses months it cannot give, in Russian', async () => {
    const refused = async (query: string) => {
      const response = await get(partner.session, `/api/invoices/documents.zip${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json().message as string;
    };
    expect(await refused('')).toBe('Выберите хотя бы один месяц');
    expect(await refused('?month=2026-13')).toBe('Месяц в формате ГГГГ-ММ, например 2026-10');
    expect(await refused('?month=октябрь')).toBe('Месяц в формате ГГГГ-ММ, например 2026-10');
    const months = Array.from({ length: 25 }, (_, i) => `month=${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    expect(await refused(`?${months.join('&')}`)).toBe('Не больше 24 месяцев в одном архиве');
    expect(await refused(`?month=${monthKey(february)}&month=2026-04`)).toBe(
      'За апрель 2026 счета нет: выберите закрытые месяцы со счетами',
    );
    // Another partner's closed month is not this partner's.
    expect((await get(other.session, `/api/invoices/documents.zip?month=${monthKey(february)}`)).json().message).toBe(
      'За февраль 2026 счета нет: выберите закрытые месяцы со счетами',
    );
    // A month named twice is one month.
    const twice = await get(partner.session, `/api/invoices/documents.zip?month=${monthKey(february)}&month=${monthKey(february)}`);
    expect(twice.statusCode).toBe(200);
    expect((await unzip(twice.rawPayload)).size).toBe(3);
  });
});

describe('zipWriter', () => {
  it('hands every byte to its output before finish resolves, one entry at a time', async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        setImmediate(done);
      },
    });
    const zip = zipWriter(out);
    const bytes = (n: number) => Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7 + n) % 251);
    for (let n = 0; n < 5; n++) await zip.add({ name: `${n} Счет.pdf`, bytes: bytes(n) });
    await zip.finish();
    const files = await unzip(Buffer.concat(chunks));
    expect([...files.keys()]).toEqual(['0 Счет.pdf', '1 Счет.pdf', '2 Счет.pdf', '3 Счет.pdf', '4 Счет.pdf']);
    expect(Buffer.from(files.get('3 Счет.pdf') ?? []).equals(Buffer.from(bytes(3)))).toBe(true);
  });

  it('stops, instead of waiting for ever, when its reader goes away', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const zip = zipWriter(out);
    // Nobody reads: the output fills, then the reader is gone.
    // Random bytes do not compress: the entry cannot fit in the archiver's buffers.
    const adding = zip.add({ name: 'big.pdf', bytes: randomBytes(8_000_000) });
    setTimeout(() => out.destroy(new Error('the download was closed')), 50);
    await expect(adding).rejects.toThrow();
    await expect(zip.add({ name: 'next.pdf', bytes: new Uint8Array(1) })).rejects.toThrow();
    await expect(zip.finish()).rejects.toThrow();
  });
});
