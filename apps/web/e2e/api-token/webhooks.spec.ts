/** The webhooks tab (issue 13, decision 019): register a receiver, send the test event, see it delivered and signed. */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, signUpApprovedPartner, test } from '../fixtures';

test('a partner registers a webhook endpoint, sends the test event and sees its delivery with the answer', async ({ page, request }) => {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('принято');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  try {
    await signUpApprovedPartner(page, request);
    await page.goto('/#/office/token');
    await page.getByRole('tab', { name: 'Вебхуки' }).click();
    await expect(page).toHaveURL(/tab=webhooks/);
    await expect(page.getByText('Адресов для вебхуков еще нет')).toBeVisible();

    await page.getByRole('button', { name: 'Добавить адрес' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить адрес' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Выберите хотя бы одно событие')).toBeVisible();
    await dialog.getByLabel('Подписка развернута (subscription.deployed)').check();
    await dialog.getByLabel('Адрес (HTTPS)').fill('http://hooks.example.ru/portal');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Адрес должен начинаться с https:// (http:// допускается только для localhost)')).toBeVisible();
    await dialog.getByLabel('Адрес (HTTPS)').fill(url);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Адрес сохранен')).toBeVisible();

    const card = page.getByRole('region', { name: url });
    await expect(card.getByText('Подписка развернута')).toBeVisible();
    await expect(card.getByText('Доставок еще не было')).toBeVisible();
    const secret = (await card.getByText(/^whsec_/).textContent()) ?? '';

    await card.getByRole('button', { name: 'Отправить тестовое событие' }).click();
    await expect(page.getByText('Тестовое событие поставлено в очередь')).toBeVisible();
    const row = card.getByRole('table', { name: 'Доставки' }).getByRole('row').nth(1);
    await expect(row).toContainText('Тестовое событие');
    await expect(row).toContainText('Доставлено');
    await expect(row).toContainText('200: принято');

    // The receiver checks the signature with the secret shown on the page, as the Standard Webhooks libraries do.
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const id = String(delivery?.headers['webhook-id']);
    const timestamp = String(delivery?.headers['webhook-timestamp']);
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = `v1,${createHmac('sha256', key)
      .update(`${id}.${timestamp}.${delivery?.body ?? ''}`)
      .digest('base64')}`;
    expect(delivery?.headers['webhook-signature']).toBe(expected);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
