/**
 * Client quotes (decision 021) until the calculators host the panel: a quote saved through the API is listed with its
 * client and total, its PDF reads back with the client prices and without the partner's cost, «Пересчитать» saves a
 * new quote from it with another markup, and «Оформить заказ» lands on the order form kept with it.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { csrfHeader, expect, getJson, loginAs, registerClientWithoutInn, test } from '../fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Money as the portal writes it, with a plain space for the thousand separator. */
const shown = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('a saved quote is listed, downloaded, recalculated and ordered from', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  const client = `Покупателев ${Date.now() % 100000}`;
  const customerId = await registerClientWithoutInn(page, client);
  const { services } = await getJson<{ services: Array<{ serviceId: string; name: string }> }>(page.request, '/api/desks/grm/services');
  const service = services.find((s) => s.name === '1С:Бухгалтерия предприятия');
  expect(service).toBeTruthy();
  const orderHref = `#/service/1c_ecw_application/grm/${service?.serviceId ?? ''}?customerId=${customerId}`;

  // As the calculator's panel saves it: partner costs 1 234,57 and 99,99 ₽; a 20 % markup → 1 481,49 and 119,99.
  const saved = await page.request.post('/api/quotes', {
    headers: await csrfHeader(page),
    data: {
      title: 'Типовые конфигурации: 1С:Бухгалтерия предприятия',
      customerId,
      lines: [
        { name: 'Рабочее место', count: 3, partnerCost: 123_457, recommendedPrice: 150_000 },
        { name: 'Дополнительный диск 10 ГБ', count: 1, partnerCost: 9_999, recommendedPrice: null },
      ],
      pricing: { mode: 'markup', markupPercent: 20 },
      orderHref,
    },
  });
  expect(saved.status()).toBe(201);

  // The demo world's quotes, then this client's only.
  await page.goto('/#/calc/quotes');
  await expect(page.getByRole('heading', { name: 'Предложения клиентам' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ООО «Ромашка»' }).first()).toContainText('1С:Бухгалтерия предприятия');
  await page.goto(`/#/calc/quotes?customerId=${customerId}`);
  const row = page.getByRole('row').filter({ hasText: 'Типовые конфигурации: 1С:Бухгалтерия предприятия' });
  await expect(row).toHaveCount(1);
  // The registered client's name is its responsible person's.
  await expect(row).toContainText(client);
  expect(shown((await row.textContent()) ?? '')).toContain('1 601,48 ₽');
  await expect(page.getByRole('combobox', { name: 'Клиент' })).toHaveValue(client);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'PDF' }).click()]);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  const text = shown((await extractText(pdf, { mergePages: true })).text);
  for (const expected of ['Коммерческое предложение', client, '1 481,49', '119,99', '1 601,48', 'без учета НДС']) {
    expect(text, expected).toContain(expected);
  }
  for (const secret of ['1 234,57', '99,99']) expect(text, secret).not.toContain(secret);

  // A new quote from the saved one, with another markup.
  await row.getByRole('button', { name: 'Пересчитать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое предложение на основе сохраненного' });
  await dialog.getByLabel('Наценка на вашу стоимость, %').fill('30');
  await expect(dialog.getByTestId('quote-total-price')).toHaveText(/1\s734,94 ₽/);
  await dialog.getByLabel('Наценка на вашу стоимость, %').blur();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Сохранить для клиента' }).click();
  const save = page.getByRole('dialog', { name: 'Сохранить предложение для клиента' });
  await expect(save.getByLabel('Клиент')).toHaveValue(client);
  await save.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Предложение сохранено')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Типовые конфигурации' })).toHaveCount(2);

  // The client card lists both.
  await page.goto(`/#/client/detail/${customerId}`);
  const onCard = page.getByRole('region', { name: 'Предложения' }).getByRole('row').filter({ hasText: 'Типовые конфигурации' });
  await expect(onCard).toHaveCount(2);
  await expect(onCard.first()).toContainText(/1\s734,94 ₽/);

  await onCard.last().getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(new RegExp(`#/service/1c_ecw_application/grm/${service?.serviceId ?? ''}\\?customerId=${customerId}$`));
});
