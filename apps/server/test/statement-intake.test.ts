/**
 * The money intake is all or nothing (issue 30): a statement with a payment of nothing or of an absurd amount, a file
 * cut before its end, totals that disagree with the documents or a code page other than the one it names is refused
 * whole with a Russian message, and nothing of it is recorded; a file over the limit is answered in Russian JSON on a
 * real socket too; the payment list reads unmatched=false as false.
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  dayKeyOf,
  FIXTURE_ACCOUNT,
  type FixturePayment,
  STATEMENT_MAX_BYTES,
  statementText,
  toCodePage,
  toWindows1251,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { importStatement } from '../src/services/payment-cycle.service.ts';
import { createActivePartner, createOperator, type TestAccount } from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const today = () => dayKeyOf(new Date());
const todayInStatement = () => today().split('-').reverse().join('.');
const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'Файл выписки слишком большой: не более 10 МБ' };

const partnerIdOf = (account: TestAccount) => {
  if (!account.partnerId) throw new Error('partner expected');
  return account.partnerId;
};

let serial = 0;
/** A closed month's invoice of the partner, issued today, with the partner's INN set for matching. */
async function invoiceOf(partner: TestAccount, sum: number) {
  serial += 1;
  const partnerId = partnerIdOf(partner);
  await ctx.app.db.updateTable('partners').set({ inn: '7707083893' }).where('id', '=', partnerId).execute();
  return ctx.app.db
    .insertInto('invoices')
    .values({
      partner_id: partnerId,
      year: 2000 + serial,
      month: 1,
      number: `2001-01/${String(800_000 + serial).padStart(6, '0')}`,
      sum,
      line_count: 1,
      closed_at: new Date(),
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
}

const payment = (overrides: Partial<FixturePayment> = {}): FixturePayment => ({
  number: String(100 + (serial++ % 800)),
  date: todayInStatement(),
  amount: '1500.00',
  payerInn: '7707083893',
  payerName: 'ООО «Ромашка»',
  purpose: 'Оплата услуг',
  ...overrides,
});

const upload = (session: Session, bytes: Uint8Array) =>
  request(ctx.app, session, {
    method: 'POST',
    url: '/api/backoffice/payments/statements?name=kl_to_1c.txt',
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from(bytes),
  });

/** What the intake has written so far: payments and statement imports. */
async function recorded() {
  const count = async (table: 'payments' | 'statement_imports') =>
    Number(
      (
        await ctx.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { payments: await count('payments'), imports: await count('statement_imports') };
}

/** Uploads a statement that must be refused with this message, and checks that nothing of it was recorded. */
async function expectRefused(session: Session, bytes: Uint8Array, message: string | RegExp) {
  const before = await recorded();
  const response = await upload(session, bytes);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  if (typeof message === 'string') expect(response.json().message).toBe(message);
  else expect(response.json().message).toMatch(message);
  expect(await recorded()).toEqual(before);
}

describe('POST /api/backoffice/payments/statements refuses a statement whole', () => {
  it('with a payment of nothing, naming the document, in every way a bank writes zero', async () => {
    const operator = await createOperator(ctx.app);
    for (const amount of ['0.00', '0', '0,00']) {
      const text = statementText([payment(), payment({ number: '15', date: '03.11.2026', amount })]);
      await expectRefused(operator.session, toWindows1251(text), 'Платежное поручение № 15 от 03.11.2026: сумма должна быть больше нуля');
    }
  });

  it('with an amount beyond one payment, which is neither recorded nor matched', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const invoice = await invoiceOf(partner, 10_000);
    const text = statementText([
      payment({ number: '16', date: '03.11.2026', amount: '9999999999999.99', purpose: `Оплата по счету № ${invoice.number}` }),
    ]);
    await expectRefused(
      operator.session,
      toWindows1251(text),
      'Платежное поручение № 16 от 03.11.2026: сумма 9 999 999 999 999,99 ₽ больше наибольшей суммы одного платежа (1 000 000 000,00 ₽)',
    );
    const invoices = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/invoices' })).json();
    expect(invoices.items[0]).toMatchObject({ paid: 0, unpaid: 10_000 });
  });

  it('cut before «КонецФайла», though its first documents are whole', async () => {
    const operator = await createOperator(ctx.app);
    const text = statementText([payment(), payment(), payment()]);
    const cut = text.slice(0, text.lastIndexOf('СекцияДокумент'));
    await expectRefused(
      operator.session,
      toWindows1251(cut),
      'Выписка не заканчивается строкой «КонецФайла»: файл обрезан, из него ничего не загружено. Выгрузите выписку из банка заново',
    );
  });

  it('whose account totals disagree with its documents', async () => {
    const operator = await createOperator(ctx.app);
    const text = statementText([payment({ amount: '100.00' }), payment({ amount: '200.00' })]);
    await expectRefused(
      operator.session,
      toWindows1251(text.replace('ВсегоПоступило=300.00', 'ВсегоПоступило=400.00')),
      `По счету ${FIXTURE_ACCOUNT} в выписке указано поступлений (ВсегоПоступило) на 400,00 ₽, а документов поступления в ней на 300,00 ₽: ` +
        'выписка неполная, из нее ничего не загружено. Выгрузите выписку из банка заново',
    );
    await expectRefused(
      operator.session,
      toWindows1251(text.replace('КонечныйОстаток=300.00', 'КонечныйОстаток=301.00')),
      /остатки не сходятся/,
    );
    // Without an account section at all (some banks write none) the statement is taken.
    const noSection = text.replace(/СекцияРасчСчет[^]*?КонецРасчСчет\r\n/, '');
    const imported = await upload(operator.session, toWindows1251(noSection));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ documents: 2, recorded: 2 });
  });

  it('in KOI8-R or CP866 while it says Кодировка=Windows, instead of finding no payments in it', async () => {
    const operator = await createOperator(ctx.app);
    // KOI8-R has no «, » or №: the statement does without them.
    const text = statementText([payment({ payerName: 'ООО Ромашка', purpose: 'Оплата услуг за ноябрь' })]).replace(/[«»]/g, '"');
    await expectRefused(
      operator.session,
      toCodePage(text, 'koi8-r'),
      'Кодировка выписки не совпадает с указанной в ней (Кодировка=Windows): файл, по-видимому, в кодировке KOI8-R. ' +
        'Выгрузите выписку из банка заново или исправьте строку «Кодировка=»',
    );
    await expectRefused(operator.session, toCodePage(text, 'ibm866'), /\(Кодировка=Windows\): файл, по-видимому, в кодировке DOS \(866\)/);
    const dos = await upload(operator.session, toCodePage(text.replace('Кодировка=Windows', 'Кодировка=DOS'), 'ibm866'));
    expect(dos.statusCode, dos.body).toBe(201);
  });

  it('when anything fails while it is recorded: the import is one transaction', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const invoice = await invoiceOf(partner, 10_000);
    const text = statementText([payment({ amount: '100.00', purpose: `Оплата по счету № ${invoice.number}` }), payment()]);
    // The last write of the import (its counts) fails, after its payments were written and matched.
    const failing = ctx.app.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'UpdateQueryNode' && JSON.stringify(args.node).includes('"statement_imports"')) {
          throw new Error('the database went away');
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const before = await recorded();
    await expect(
      importStatement(failing, { enqueue: ctx.app.enqueue, portalUrl: 'http://127.0.0.1' }, operator.accountId, {
        name: 'kl_to_1c.txt',
        bytes: toWindows1251(text),
      }),
    ).rejects.toThrow('the database went away');
    expect(await recorded()).toEqual(before);
    const invoices = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/invoices' })).json();
    expect(invoices.items[0]).toMatchObject({ paid: 0, unpaid: 10_000 });
  });
});

describe('the size of a statement', () => {
  /** A statement padded to exactly this many bytes: what follows «КонецФайла» is not read. */
  function statementOf(bytes: number): Buffer {
    const file = toWindows1251(statementText([payment()]));
    return Buffer.concat([file, Buffer.alloc(bytes - file.length, 0x20)]);
  }

  it('is one limit, stated in the message, for any size over it (app.inject)', async () => {
    const operator = await createOperator(ctx.app);
    const atLimit = await upload(operator.session, statementOf(STATEMENT_MAX_BYTES));
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    for (const size of [STATEMENT_MAX_BYTES + 1, 3 * STATEMENT_MAX_BYTES]) {
      const response = await upload(operator.session, statementOf(size));
      expect(response.statusCode, String(size)).toBe(413);
      expect(response.json()).toEqual(TOO_LARGE);
    }
  });

  it('is answered in Russian JSON on a real socket, not with a broken connection', async () => {
    const operator = await createOperator(ctx.app);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    for (const size of [STATEMENT_MAX_BYTES + 1, 3 * STATEMENT_MAX_BYTES]) {
      const response = await fetch(`http://127.0.0.1:${port}/api/backoffice/payments/statements?name=${randomUUID()}.txt`, {
        method: 'POST',
        headers: {
          cookie: operator.session.cookie,
          'x-csrf-token': operator.session.csrfToken,
          'content-type': 'application/octet-stream',
        },
        body: statementOf(size),
      });
      expect(response.status, String(size)).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(TOO_LARGE);
    }
  });
});

describe('GET /api/backoffice/payments?unmatched=', () => {
  it('reads false as false and refuses what is neither', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const invoice = await invoiceOf(partner, 10_000);
    const manual = await request(ctx.app, operator.session, {
      method: 'POST',
      url: '/api/backoffice/payments',
      payload: { invoiceId: invoice.id, receivedOn: today(), amount: 5_000 },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const imported = await upload(operator.session, toWindows1251(statementText([payment({ purpose: 'Без назначения' })])));
    expect(imported.statusCode, imported.body).toBe(201);

    const list = (query: string) =>
      request(ctx.app, operator.session, { method: 'GET', url: `/api/backoffice/payments?pageSize=100${query}` });
    const all = (await list('')).json();
    const waiting = (await list('&unmatched=true')).json();
    expect(waiting.total).toBeLessThan(all.total);
    expect(waiting.items.every((p: { invoiceId: string | null }) => p.invoiceId === null)).toBe(true);
    expect((await list('&unmatched=false')).json()).toEqual(all);
    expect((await list('&unmatched=0')).json()).toEqual(all);
    expect((await list('&unmatched=1')).json()).toEqual(waiting);
    const unclear = await list('&unmatched=no');
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json().message).toBe('Допустимые значения: true или false');
  });
});

describe('POST /api/backoffice/payments (by hand)', () => {
  it('takes the same bound of one payment as the statements', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const invoice = await invoiceOf(partner, 10_000);
    const record = (amount: number) =>
      request(ctx.app, operator.session, {
        method: 'POST',
        url: '/api/backoffice/payments',
        payload: { invoiceId: invoice.id, receivedOn: today(), amount },
      });
    const huge = await record(999_999_999_999_999);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Сумма платежа не может быть больше 1 000 000 000,00 ₽');
    expect((await record(100_000_000_001)).statusCode).toBe(400);
    expect((await record(100_000_000_000)).statusCode).toBe(201);
  });
});
