/**
 * Journeys of the calculators (document 3 "Calculators"): the home with its tiles and the client-prices workbook read
 * back; the typical calculator from the tariff to the prefilled order form with the same total; and the other
 * calculators walked quickly (the count bounds, the disk message, 'Не найдено', the ITS tabs).
 */
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { formatRubles as rubles, markupPrice } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';

/** An amount as the page writes it ('6 649,50 ₽') in kopecks. */
const kopecks = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the calculator home: six tiles, the client price table and client-prices.xlsx read back', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Калькуляторы' }).click();
  await expect(page).toHaveTitle(/^Калькуляторы — /);
  await expect(page.getByRole('link', { name: 'Предложения клиентам' })).toHaveAttribute('href', '#/calc/quotes');
  const tiles = page.getByRole('navigation', { name: 'Калькуляторы' });
  for (const title of [
    'Типовые конфигурации',
    'Отраслевые конфигурации',
    'Доработанные конфигурации',
    'Собственные разработки',
    'Продукты сторонних вендоров',
    'Сервисы ИТС',
  ]) {
    await expect(tiles.getByRole('heading', { name: title })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Рекомендованные цены для клиентов' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать в Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('client-prices.xlsx');
  const bytes = await fs.readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(['Наименование', 'Цена для клиента, ₽', 'Период оплаты']);
  const rows: unknown[][] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  expect(rows).toContainEqual(['1С:Бухгалтерия предприятия, Файловый: Рабочее место', 55, 'день']);
  expect(rows).toContainEqual(['Комплект «Бизнес», Бизнес (файловый): Комплект «Бизнес», 2 рабочих места', 1110, 'месяц']);
});

test('the typical calculator: tariff, configuration, deployment type, workplaces, then the prefilled order form with the same total', async ({
  page,
}) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/calc');
  await page.getByRole('link', { name: /Типовые конфигурации/ }).click();
  await expect(page.getByRole('heading', { name: 'Типовые конфигурации', level: 1 })).toBeVisible();
  await expect(page.getByText('Выберите тариф')).toBeVisible();

  await page.getByRole('radio', { name: 'Стандарт' }).check();
  // calc.typical keeps the tariff in its address.
  await expect(page).toHaveURL(/#\/calc\/typical\/usual$/);
  const configuration = page.getByRole('combobox', { name: 'Конфигурация' });
  await configuration.fill('несуществующая');
  await expect(page.getByText('Не найдено: «несуществующая»')).toBeVisible();
  await configuration.fill('Бухгалтерия');
  await page.getByRole('option', { name: '1С:Бухгалтерия предприятия' }).click();
  await page.getByRole('radio', { name: 'Файловый' }).check();

  const table = page.getByRole('table', { name: 'Рабочие места' });
  await expect(table.getByRole('textbox', { name: 'Рабочее место' })).toHaveValue('1');
  await table.getByRole('button', { name: 'Увеличить: Рабочее место' }).click();
  await table.getByRole('button', { name: 'Увеличить: Рабочее место' }).click();
  await expect(table.getByRole('textbox', { name: 'Рабочее место' })).toHaveValue('3');
  // A typical configuration's client price is the catalogue's: no field to change it.
  await expect(table.getByRole('textbox', { name: /Ваша цена для клиента/ })).toHaveCount(0);
  // The 10 GB disk is not raised here: a message stands in place of its count.
  await expect(table.getByRole('note')).toContainText('Дополнительный диск 10 ГБ в калькуляторе не увеличивается');
  const partnerTotal = (await table.getByTestId('total-partner').textContent()) ?? '';
  const clientTotal = (await table.getByTestId('total-client').textContent()) ?? '';
  // Every amount in kopecks, to the last formatting call: two decimals.
  expect(partnerTotal).toMatch(/\d,\d\d ₽$/);
  expect(clientTotal).toMatch(/\d,\d\d ₽$/);
  const result = page.getByRole('region', { name: 'Итог: 1С:Бухгалтерия предприятия, Файловый' });
  await expect(result).toContainText(`Стоимость для партнера: ${partnerTotal}`);
  await expect(result).toContainText(`Рекомендованная цена для клиента: ${clientTotal}`);
  await expect(result).toContainText(`Маржа: ${rubles(kopecks(clientTotal) - kopecks(partnerTotal))}`);
  // The client quote of the same lines shows the same figures, at the recommended price until the partner sets a markup.
  await expect(result.getByTestId('quote-total-cost')).toHaveText(partnerTotal);
  await expect(result.getByTestId('quote-total-price')).toHaveText(clientTotal);
  await result.getByLabel('Наценка на вашу стоимость, %').fill('10');
  await result.getByLabel('Наценка на вашу стоимость, %').blur();
  await expect(result.getByTestId('quote-total-price')).toHaveText(rubles(markupPrice(kopecks(partnerTotal), 10)));
  await expect(result.getByRole('button', { name: 'Сохранить для клиента' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  await result.getByRole('link', { name: 'Перейти к заказу' }).click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await expect(page.getByText('1С:Бухгалтерия предприятия', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Файловый' })).toBeChecked();
  const order = page.getByRole('table', { name: 'Стоимость заказа' });
  await expect(order.getByRole('textbox', { name: 'Рабочее место' })).toHaveValue('3');
  const totalRow = order.getByRole('row').last();
  await expect(totalRow).toContainText(partnerTotal);
  await expect(totalRow).toContainText(clientTotal);
});

test('1С:Бухгалтерия предприятия, client-server, 3 workplaces: 71,50 ₽ a day × 31 × 3 is 6 649,50 ₽ to the kopeck', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/calc/typical/usual');
  await page.getByRole('combobox', { name: 'Конфигурация' }).fill('Бухгалтерия');
  await page.getByRole('option', { name: '1С:Бухгалтерия предприятия' }).click();
  await page.getByRole('radio', { name: 'Клиент-серверный' }).check();
  const table = page.getByRole('table', { name: 'Рабочие места' });
  await expect(table.getByRole('row').filter({ hasText: 'Рабочее место' })).toContainText('57,20 ₽ / день');
  await table.getByRole('textbox', { name: 'Рабочее место' }).fill('3');
  await expect(table.getByTestId('total-client')).toHaveText('6 649,50 ₽');
  // 57,20 ₽ a day over this month's days for the partner; the margin is the exact difference.
  const partnerCost = kopecks((await table.getByTestId('total-partner').textContent()) ?? '');
  expect(partnerCost % (5720 * 3)).toBe(0);
  const result = page.getByRole('region', { name: 'Итог: 1С:Бухгалтерия предприятия, Клиент-серверный' });
  await expect(result).toContainText('Рекомендованная цена для клиента: 6 649,50 ₽');
  await expect(result).toContainText(`Маржа: ${rubles(664_950 - partnerCost)}`);
  await expect(result.getByTestId('quote-total-price')).toHaveText('6 649,50 ₽');
});

test('the modified calculator with and without the configuration manager, and own developments', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);

  // Modified: group, base configuration, deployment type, the configuration manager, workplaces.
  await page.goto('/#/calc/modified');
  await page.getByRole('radio', { name: 'Типовые конфигурации' }).check();
  await page.getByRole('combobox', { name: 'Базовая конфигурация' }).fill('Торговлей');
  await page.getByRole('option', { name: '1С:Управление торговлей' }).click();
  await page.getByRole('radio', { name: 'Клиент-серверный' }).check();
  await page.getByRole('switch', { name: 'Использовать конфигуратор для доработки' }).check();
  await expect(page.getByRole('table', { name: 'Конфигуратор' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Итог: Конфигуратор 1С:ГРМ для партнеров/ })).toContainText(
    'Конфигуратор предназначен только для партнера',
  );
  await expect(page.getByRole('link', { name: 'Заказать конфигуратор' })).toHaveAttribute(
    'href',
    /#\/service\/1c_grm_conf_manager\/special\//,
  );
  // The Business group has no configuration manager step.
  await page.getByRole('radio', { name: 'Комплект «Бизнес»' }).check();
  await page.getByRole('combobox', { name: 'Базовая конфигурация' }).fill('Бухгалтерия');
  await page.getByRole('option', { name: '1С:Бухгалтерия предприятия' }).click();
  await page.getByRole('radio', { name: 'Бизнес (файловый)' }).check();
  await expect(page.getByRole('heading', { name: 'Шаг 4. Рабочие места' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', /^#\/service\/biz\/biz\?.*application=bp/);
  await page.getByRole('link', { name: 'Перейти к заказу' }).click();
  await expect(page.getByRole('heading', { name: 'Форма заказа' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Приложение' })).toContainText('1С:Бухгалтерия предприятия');

  // Own developments: the partner's configuration on the platform.
  await page.goto('/#/calc/private');
  await page.getByRole('combobox', { name: 'Базовая конфигурация' }).click();
  await page.getByRole('option', { name: /Доработанная 1С:Бухгалтерия предприятия/ }).click();
  await page.getByRole('radio', { name: 'Файловый' }).check();
  // Its client price is the partner's to set (clientTariff.editable): typed per day, the line's price and margin follow.
  const seats = page.getByRole('table', { name: 'Количество мест' });
  const clientPrice = seats.getByRole('textbox', { name: 'Ваша цена для клиента, ₽ / день' });
  await expect(clientPrice).toHaveValue('70,00');
  await expect(seats).toContainText('Рекомендованная: 70,00 ₽');
  const ownCost = kopecks((await seats.getByTestId('total-partner').textContent()) ?? '');
  await expect(seats.getByTestId('total-client')).toHaveText(rubles(7000 * 31));
  await clientPrice.fill('100');
  await expect(seats.getByTestId('total-client')).toHaveText(rubles(10_000 * 31));
  const own = page.getByRole('region', { name: /^Итог: Доработанная 1С:Бухгалтерия предприятия/ });
  await expect(own).toContainText(`Рекомендованная цена для клиента: ${rubles(10_000 * 31)}`);
  await expect(own).toContainText(`Маржа: ${rubles(10_000 * 31 - ownCost)}`);
  await expect(seats.getByTestId('total-partner')).toHaveText(rubles(ownCost));
  // A text that is no price says why and prices nothing new.
  await clientPrice.fill('сто');
  await expect(seats.getByText('Введите цену в рублях, не больше двух знаков после запятой')).toBeVisible();
  await expect(seats.getByTestId('total-client')).toHaveText(rubles(10_000 * 31));
  await expect(page.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute(
    'href',
    /#\/service\/1c_ecw_application\/other\/.*kitId=/,
  );
});

test('third-party seats bounded by their tiers with sortable rate tables, the ITS tabs, and an empty list said so', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);

  // Third-party products: seats bounded by the tiers (5 to 24), the partner's rate tables sortable.
  await page.goto('/#/calc/other');
  await page.getByRole('combobox', { name: 'Продукт' }).fill('Каспер');
  await page.getByRole('option', { name: 'Антивирус Касперского' }).click();
  const seats = page.getByRole('table', { name: 'Количество мест' });
  const input = seats.getByRole('textbox');
  await expect(input).toHaveValue('5');
  await expect(seats.getByRole('button', { name: /^Уменьшить/ })).toBeDisabled();
  await input.fill('99');
  await expect(input).toHaveValue('24');
  await expect(seats.getByRole('button', { name: /^Увеличить/ })).toBeDisabled();
  const rates = page.getByRole('table', { name: 'Тарифы: Антивирус Касперского' });
  await expect(rates.getByRole('row')).toHaveCount(5);
  await rates.getByRole('button', { name: 'Цена для партнера' }).click();
  await expect(rates.getByRole('row').nth(1)).toContainText('20–24 мест');
  await expect(page.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', /#\/service\/kaspersky\/other\//);
  await page.getByRole('link', { name: 'Перейти к заказу' }).click();
  await expect(page.getByRole('textbox', { name: 'Количество мест' })).toHaveValue('24');

  // ITS services: the support kit by default, the Business tab's links, the ITS texts.
  await page.goto('/#/calc/services');
  const tabs = page.getByRole('navigation', { name: 'Сервисы ИТС' });
  await expect(tabs.getByRole('link', { name: 'Базовый комплект поддержки' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('combobox', { name: 'Комплект поддержки' }).click();
  await page.getByRole('option', { name: 'Базовый комплект поддержки' }).click();
  await expect(page.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', /#\/service\/1c_ecw_support\/other\//);
  await tabs.getByRole('link', { name: 'Тариф «Бизнес»' }).click();
  await expect(page.getByRole('link', { name: 'Типовые конфигурации на тарифе «Бизнес»' })).toHaveAttribute('href', '#/calc/typical/biz');
  await expect(page.getByRole('table', { name: 'Тарифы: Комплект «Бизнес»' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Договор ИТС' }).click();
  await expect(page.getByText(/Договор 1С:ИТС дает клиенту/)).toBeVisible();

  // A partner without own developments is told so.
  await page.route('**/api/desks/other/services', (route) =>
    route.fulfill({ json: { offerDeskId: 'other', name: 'Сервисы и лицензии', clientFixed: false, services: [] } }),
  );
  await page.goto('/#/calc/private');
  await page.reload();
  await expect(page.getByText('Нет конфигураций')).toBeVisible();
});
