import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/date.ts';
import { actStateDetails, actStatus, firstIssueDayAwaiting, invoiceActState, ACT_TEXTS } from './act-state.ts';
import { invoiceState } from './invoice-schedule.ts';
import { RUSSIAN_PRODUCTION_CALENDAR } from './russian-calendar.ts';
import { addCalendarDays, productionCalendar } from './working-days.ts';

const calendar = productionCalendar(RUSSIAN_PRODUCTION_CALENDAR);
// Thursday 5 November 2026: the act can be signed or refused until Thursday 12 November.
const issuedOn = '2026-11-05';
const at = '2026-11-06T09:15:00.000Z';

describe('the act of a closed month', () => {
  it('waits for the partner until the acceptance day, then counts as accepted by default', () => {
    expect(invoiceActState(calendar, issuedOn, null, '2026-11-12')).toEqual({
      status: 'AWAITING',
      acceptBy: '2026-11-12',
      acceptedOn: null,
      reason: null,
      decidedBy: null,
      decidedAt: null,
    });
    expect(invoiceActState(calendar, issuedOn, null, '2026-11-13')).toMatchObject({
      status: 'DEEMED_ACCEPTED',
      acceptedOn: '2026-11-12',
    });
  });

  it('is signed when signed, early or late', () => {
    const signed = { decision: 'signed' as const, reason: null, decidedBy: 'partner@demo.ru', decidedAt: at };
    expect(invoiceActState(calendar, issuedOn, signed, '2026-11-20')).toMatchObject({
      status: 'SIGNED',
      acceptedOn: '2026-11-06',
      decidedBy: 'partner@demo.ru',
    });
    const late = { ...signed, decidedAt: '2026-11-20T09:00:00.000Z' };
    expect(invoiceActState(calendar, issuedOn, late, '2026-11-20')).toMatchObject({ status: 'SIGNED', acceptedOn: '2026-11-12' });
  });

  it('stays refused with its reason, who and when, past the acceptance day too', () => {
    const refused = { decision: 'refused' as const, reason: 'Не тот период', decidedBy: 'partner@demo.ru', decidedAt: at };
    for (const today of ['2026-11-06', '2026-12-01']) {
      const state = invoiceActState(calendar, issuedOn, refused, today);
      expect(state).toMatchObject({ status: 'REFUSED', reason: 'Не тот период', decidedBy: 'partner@demo.ru', decidedAt: at });
      expect(actStateDetails(state)).toEqual(['Причина: Не тот период', `${formatDateTime(at)}, пользователь partner@demo.ru`]);
    }
  });

  it('says until when an act waits and since when it counts as accepted', () => {
    expect(actStateDetails(invoiceActState(calendar, issuedOn, null, '2026-11-10'))).toEqual([ACT_TEXTS.awaitingUntil('2026-11-12')]);
    expect(actStateDetails(invoiceActState(calendar, issuedOn, null, '2026-11-30'))).toEqual([
      'с 12.11.2026: не подписан и не оспорен в срок',
    ]);
  });

  it('has the same acceptance as the invoice, and one issue day splits the waiting acts from those accepted', () => {
    const day = fc.integer({ min: 0, max: 1_000 }).map((n) => addCalendarDays('2024-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), (issued, later) => {
        const today = addCalendarDays(issued, later);
        const facts = { sum: 1, issuedOn: issued, signedOn: null, payments: [], penaltyWaived: false };
        const state = invoiceActState(calendar, issued, null, today);
        expect(state.acceptedOn).toBe(invoiceState(calendar, facts, today).acceptedOn);
        expect(state.status === 'AWAITING').toBe(issued >= firstIssueDayAwaiting(calendar, today));
        expect(actStatus(null, state.acceptedOn)).toBe(state.status);
      }),
    );
  });

  it('lets a decision win over silence', () => {
    expect(actStatus('refused', '2026-11-12')).toBe('REFUSED');
    expect(actStatus('signed', null)).toBe('SIGNED');
    expect(actStatus(null, null)).toBe('AWAITING');
  });

  it("writes the vendor's letter with the partner, the month, the invoice, the reason and who refused", () => {
    const text = ACT_TEXTS.refusalLetterText({
      partnerName: 'ООО «Альфа Софт»',
      partnerCode: '100001',
      number: '2026-10/000001',
      month: 'октябрь 2026',
      sum: 18_990_801,
      reason: 'Клиент отключен 3-го числа',
      refusedBy: 'partner@demo.ru',
      refusedAt: at,
      acceptBy: '2026-11-12',
      invoicesUrl: 'http://127.0.0.1/#/backoffice/invoices',
    });
    for (const part of [
      'Партнер ООО «Альфа Софт» (код партнера 100001)',
      '№ 2026-10/000001 за октябрь 2026 на сумму 189 908,01 ₽',
      'Причина отказа: Клиент отключен 3-го числа',
      `пользователь partner@demo.ru ${formatDateTime(at)}`,
      'до 12.11.2026',
    ]) {
      expect(text).toContain(part);
    }
  });
});
