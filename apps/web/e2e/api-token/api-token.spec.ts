/** The token page (issue 13, decision 019): get a token, call the API with it, reissue it, see the old one refused. */
import { request as playwrightRequest } from '@playwright/test';
import { expect, signUpApprovedPartner, test } from '../fixtures';

test('a partner gets an API token, a program calls the API with it, and a reissue refuses the old one', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpApprovedPartner(page, request);
  await page.goto('/#/office/token');
  await expect(page.getByRole('heading', { name: 'Токен API', level: 1 })).toBeVisible();
  await expect(page.getByText('Authorization: Bearer <токен>', { exact: false })).toBeVisible();
  await expect(page.getByText('Токен еще не выпускался.')).toBeVisible();

  await page.getByRole('button', { name: 'Получить токен' }).click();
  await expect(page.getByText('Токен выпущен')).toBeVisible();
  const field = page.getByLabel('Токен', { exact: true });
  await expect(field).toHaveValue(/^ppt_/);
  const first = await field.inputValue();
  await expect(page.getByText(/^Выпущен: \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Последнее использование: еще не использовался')).toBeVisible();

  await page.getByRole('button', { name: 'Скопировать токен' }).click();
  await expect(page.getByText('Скопировано в буфер обмена')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // A program: no cookies, only the token.
  const program = await playwrightRequest.newContext({ baseURL });
  const call = (token: string) => program.get('/api/billing/sum', { headers: { authorization: `Bearer ${token}` } });
  expect((await call(first)).status()).toBe(200);
  const order = await program.get('/api/orders', { headers: { authorization: `Bearer ${first}` } });
  expect(order.status()).toBe(200);

  // Leaving the page forgets the token; the page shows its last use.
  await page.reload();
  await expect(field).toHaveValue('');
  await expect(page.getByText(/^Последнее использование: \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();

  await page.getByRole('button', { name: 'Выпустить новый токен' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выпустить новый токен?' });
  await expect(dialog).toContainText('получат ответ 401');
  await dialog.getByRole('button', { name: 'Выпустить новый токен' }).click();
  await expect(field).toHaveValue(/^ppt_/);
  const second = await field.inputValue();
  expect(second).not.toBe(first);

  const refused = await call(first);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe('Токен API недействителен: получите новый на странице «Токен API»');
  expect((await call(second)).status()).toBe(200);
  await program.dispose();
});
