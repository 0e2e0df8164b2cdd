/**
 * The operator's production calendar (issue 24): next year, which nobody has decreed, starts from the Labour Code's
 * days off; a weekday entered as a holiday takes a working day from its month as it is typed; a date that does not
 * exist is refused in Russian; the saved decree says who entered it. A year that has ended cannot be changed.
 * The day added (a weekday in late June next year) moves no demo invoice's dates.
 */
import { addCalendarDays, CALENDAR_TEXTS, dayKeyOf } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

const thisYear = Number(dayKeyOf(new Date()).slice(0, 4));
const nextYear = thisYear + 1;

function firstWeekdayFrom(day: string): string {
  let current = day;
  while ([0, 6].includes(new Date(`${current}T00:00:00Z`).getUTCDay())) current = addCalendarDays(current, 1);
  return current;
}

test('the operator enters next year’s decree and sees its working days counted', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: CALENDAR_TEXTS.title }).click();
  await expect(page.getByRole('heading', { name: CALENDAR_TEXTS.title, level: 1 })).toBeVisible();

  await page.getByLabel(CALENDAR_TEXTS.year).selectOption(String(nextYear));
  const table = page.getByRole('table', { name: `${CALENDAR_TEXTS.title} ${nextYear}` });
  await expect(table).toBeVisible();
  const holidays = page.getByRole('textbox', { name: CALENDAR_TEXTS.holidays });
  const total = table
    .getByRole('row', { name: new RegExp(CALENDAR_TEXTS.total) })
    .getByRole('cell')
    .nth(1);
  const june = table.getByRole('row', { name: /июнь/ }).getByRole('cell').nth(1);
  const before = Number(await total.textContent());
  const juneBefore = Number(await june.textContent());
  await expect(holidays).toHaveValue(new RegExp(`01\\.01\\.${nextYear}`));

  const extra = firstWeekdayFrom(`${nextYear}-06-22`);
  const typed = extra.split('-').reverse().join('.');
  await holidays.fill(`${await holidays.inputValue()}, 31.02.${nextYear}`);
  await expect(page.getByText(CALENDAR_TEXTS.notADate(`31.02.${nextYear}`))).toBeVisible();
  await expect(page.getByRole('button', { name: CALENDAR_TEXTS.save })).toBeDisabled();

  await holidays.fill((await holidays.inputValue()).replace(`31.02.${nextYear}`, typed));
  await expect(june).toHaveText(String(juneBefore - 1));
  await expect(total).toHaveText(String(before - 1));
  await page.getByRole('button', { name: CALENDAR_TEXTS.save }).click();
  await expect(page.getByText(CALENDAR_TEXTS.saved(nextYear))).toBeVisible();
  await expect(page.getByText(CALENDAR_TEXTS.decreed(before - 1))).toBeVisible();
  await expect(page.getByText(/Изменен: operator@demo\.ru/)).toBeVisible();

  // Taken out again: the decree then counts as the Labour Code does.
  await holidays.fill((await holidays.inputValue()).replace(`, ${typed}`, ''));
  await expect(total).toHaveText(String(before));
  await page.getByRole('button', { name: CALENDAR_TEXTS.save }).click();
  await expect(page.getByText(CALENDAR_TEXTS.decreed(before))).toBeVisible();
});

test('a year that has ended is shown but not changed', async ({ page }) => {
  await loginAs(page, 'operator@demo.ru');
  await page.getByRole('tab', { name: CALENDAR_TEXTS.title }).click();
  await page.getByLabel(CALENDAR_TEXTS.year).selectOption(String(thisYear - 1));
  await expect(page.getByText(CALENDAR_TEXTS.pastYear)).toBeVisible();
  await expect(page.getByRole('textbox', { name: CALENDAR_TEXTS.holidays })).toBeDisabled();
  await expect(page.getByRole('button', { name: CALENDAR_TEXTS.save })).toHaveCount(0);
});
