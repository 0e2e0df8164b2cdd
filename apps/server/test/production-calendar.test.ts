/**
 * The operator's production calendar (issue 24): a year read with its working days by month, a next year's decree
 * entered (and the due dates moving with it at once), every bad entry refused in Russian, a past year kept, and the
 * calendar closed to everyone but the operator.
 */
import { addCalendarDays, CALENDAR_TEXTS, dayKeyOf, moscowDayStart } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createActivePartner, createDistributorAccount, createOperator } from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const thisYear = Number(dayKeyOf(new Date()).slice(0, 4));
const nextYear = thisYear + 1;
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

const get = (session: Session | null, year: number | string) =>
  request(ctx.app, session, { method: 'GET', url: `/api/backoffice/calendar/${year}` });
const put = (session: Session | null, year: number | string, payload: unknown) =>
  request(ctx.app, session, { method: 'PUT', url: `/api/backoffice/calendar/${year}`, payload: payload as never });

function firstWeekendFrom(day: string): string {
  let current = day;
  while (!isWeekend(current)) current = addCalendarDays(current, 1);
  return current;
}

/** The first `count` weekdays from `day` on. */
function weekdaysFrom(day: string, count: number): string[] {
  const days: string[] = [];
  for (let d = day; days.length < count; d = addCalendarDays(d, 1)) if (!isWeekend(d)) days.push(d);
  return days;
}

describe('GET /api/backoffice/calendar/:year', () => {
  it('shows a shipped decree with its working days by month, and the years to choose from', async () => {
    const operator = await createOperator(ctx.app);
    const response = await get(operator.session, 2026);
    expect(response.statusCode).toBe(200);
    const year = response.json();
    expect(year).toMatchObject({ year: 2026, decreed: true, workingDays: 247, changedBy: null, working: [] });
    expect(year.holidays).toContain('2026-01-09');
    expect(year.months[0]).toEqual({ month: 1, workingDays: 15, daysOff: 16 });
    expect(year.years).toEqual(expect.arrayContaining([2024, 2025, 2026, thisYear, nextYear]));
    expect(year.editable).toBe(2026 >= thisYear);
  });

  it('refuses a year that is not a number or out of range, in Russian', async () => {
    const operator = await createOperator(ctx.app);
    for (const bad of ['abc', 1999, 2101]) {
      const response = await get(operator.session, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await get(operator.session, 1999)).json().message).toContain(CALENDAR_TEXTS.yearOutOfRange);
  });

  it('is the operator’s alone: 401 without a session, 403 to a partner and a distributor', async () => {
    expect((await get(null, nextYear)).statusCode).toBe(401);
    const partner = await createActivePartner(ctx.app);
    const distributor = await createDistributorAccount(ctx.app);
    for (const session of [partner.session, distributor.session]) {
      expect((await get(session, nextYear)).statusCode).toBe(403);
      expect((await put(session, nextYear, { holidays: [], working: [] })).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/backoffice/calendar/:year', () => {
  it('enters next year’s decree: its counts, who entered it, and the due dates that fall in it move at once', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    if (!partner.partnerId) throw new Error('partner expected');
    // An invoice issued on 1 March next year: its dates are counted in next year's working days.
    const issuedOn = `${nextYear}-03-01`;
    await ctx.app.db
      .insertInto('invoices')
      .values({
        partner_id: partner.partnerId,
        year: nextYear,
        month: 2,
        number: `${nextYear}-02/000777`,
        sum: 100_00,
        line_count: 1,
        closed_at: new Date(moscowDayStart(nextYear, 2, 1).getTime() + 12 * 3_600_000),
      })
      .execute();
    const dueOn = async () => (await request(ctx.app, partner.session, { method: 'GET', url: '/api/invoices' })).json().items[0].dueOn;
    const before = await dueOn();
    const undecreed = (await get(operator.session, nextYear)).json();
    // A year nobody has decreed offers the Labour Code's weekdays off to start from.
    expect(undecreed).toMatchObject({ decreed: false, editable: true, working: [] });
    expect(undecreed.holidays).toEqual(expect.arrayContaining([`${nextYear}-03-08`].filter((d) => !isWeekend(d))));

    const off = weekdaysFrom(addCalendarDays(issuedOn, 1), 3);
    const saturday = firstWeekendFrom(`${nextYear}-06-01`);
    const holidays = [...undecreed.holidays, ...off].sort();
    const saved = await put(operator.session, nextYear, { holidays: [...holidays].reverse(), working: [saturday] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      decreed: true,
      holidays,
      working: [saturday],
      changedBy: operator.email,
      workingDays: undecreed.workingDays - off.length + 1,
    });
    expect(saved.json().changedAt).toEqual(expect.any(String));
    expect((await get(operator.session, nextYear)).json()).toMatchObject({ holidays, working: [saturday] });

    const after = await dueOn();
    expect(after > before).toBe(true);
    expect(off).not.toContain(after);

    // Empty lists return the year to the Labour Code's rules.
    const cleared = await put(operator.session, nextYear, { holidays: [], working: [] });
    expect(cleared.json()).toMatchObject({ decreed: false, workingDays: undecreed.workingDays, holidays: undecreed.holidays });
    expect(await dueOn()).toBe(before);
  });

  it('refuses each bad entry with its Russian reason and keeps what was there', async () => {
    const operator = await createOperator(ctx.app);
    const weekday = weekdaysFrom(`${nextYear}-04-01`, 1).join('');
    const saturday = firstWeekendFrom(`${nextYear}-04-01`);
    const ddmmyyyy = (day: string) => day.split('-').reverse().join('.');
    const cases: Array<[unknown, string]> = [
      [{ holidays: [`${thisYear}-12-30`], working: [] }, CALENDAR_TEXTS.outsideYear(ddmmyyyy(`${thisYear}-12-30`), nextYear)],
      [{ holidays: [saturday], working: [] }, CALENDAR_TEXTS.holidayOnWeekend(ddmmyyyy(saturday))],
      [{ holidays: [], working: [weekday] }, CALENDAR_TEXTS.workingOnWeekday(ddmmyyyy(weekday))],
      [{ holidays: [weekday], working: [weekday] }, CALENDAR_TEXTS.inBothLists(ddmmyyyy(weekday))],
      [{ holidays: [`${nextYear}-02-30`], working: [] }, CALENDAR_TEXTS.notADate(`${nextYear}-02-30`)],
    ];
    for (const [body, message] of cases) {
      const response = await put(operator.session, nextYear, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(message) });
    }
    expect((await put(operator.session, nextYear, { holidays: 'все' })).statusCode).toBe(400);
    expect((await get(operator.session, nextYear)).json()).toMatchObject({ decreed: false });
  });

  it('keeps a year that has ended', async () => {
    const operator = await createOperator(ctx.app);
    const past = thisYear - 1;
    const response = await put(operator.session, past, { holidays: [], working: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(CALENDAR_TEXTS.pastYear);
    expect((await get(operator.session, past)).json()).toMatchObject({ editable: false, decreed: true });
  });
});
