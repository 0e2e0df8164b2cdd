/**
 * «Мой сайт» (issue 15 item 3, decision 024): the partner builds its site order form, copies the HTML code, the code
 * runs on a page of another origin, a visitor sends it, and the lead reaches the partner (its letter in the outbox).
 */
import { createServer } from 'node:http';
import { expect, loginAs, signUpApprovedPartner, test } from '../fixtures';

const FOREIGN_PORT = Number(process.env.E2E_FOREIGN_PORT ?? 8197);

test('a partner builds a site form, embeds the copied code on another site, and a visitor’s order becomes its lead', async ({
  page,
  request,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const company = await signUpApprovedPartner(page, request);
  await page.goto('/#/lead/site');
  await expect(page.getByRole('heading', { name: 'Мой сайт' })).toBeVisible();
  await expect(page.getByText('Сохраните форму, чтобы получить HTML-код для сайта.')).toBeVisible();

  // Strict choice is available only with exactly one configuration.
  const builder = page.getByRole('form', { name: 'Мой сайт' });
  const strict = builder.getByRole('checkbox', { name: 'Строгий выбор' });
  await expect(strict).toBeDisabled();
  await builder.getByRole('checkbox', { name: '1С:Бухгалтерия предприятия', exact: true }).check();
  await builder.getByRole('checkbox', { name: '1С:Управление торговлей', exact: true }).check();
  await expect(strict).toBeDisabled();
  await builder.getByRole('checkbox', { name: '1С:Управление торговлей', exact: true }).uncheck();
  await expect(strict).toBeEnabled();
  await strict.check();
  await builder.getByLabel('Цвет кнопки').fill('#1565c0');
  await builder.getByLabel('Заголовок').fill('Закажите 1С у нас');

  // The preview is the embedded form's own markup.
  const preview = page.getByTestId('site-form-preview');
  await expect(preview.getByRole('heading', { name: 'Закажите 1С у нас' })).toBeVisible();
  await expect(preview.getByText('Конфигурация: 1С:Бухгалтерия предприятия')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Отправить заявку' })).toHaveCSS('background-color', 'rgb(21, 101, 192)');

  await builder.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Форма сохранена')).toBeVisible();
  await page.getByRole('button', { name: 'Скопировать HTML-код' }).click();
  await expect(page.getByText('Скопировано в буфер обмена')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(
    /^<div data-site-form="[\w-]{22}"><\/div>\n<script src="http:\/\/localhost:\d+\/embed\/site-form\.js" async><\/script>$/,
  );

  // Another site, on another origin, with nothing but the copied code.
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="ru"><head><title>Сайт партнера</title></head><body><h1>ООО «Внедренец»</h1>${code}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(FOREIGN_PORT, '127.0.0.1', resolve));
  try {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`http://localhost:${FOREIGN_PORT}/`);
    await expect(visitor.getByRole('heading', { name: 'Закажите 1С у нас' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Отправить заявку' })).toHaveCSS('background-color', 'rgb(21, 101, 192)');
    await visitor.getByLabel('Название организации').fill('ООО «Северный ветер»');
    await visitor.getByLabel('Контактное лицо').fill('Петров Илья');
    await visitor.getByLabel('E-mail').fill('ilya@veter.ru');
    await visitor.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(visitor.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    const consent = visitor.getByRole('checkbox', { name: /согласие/ });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await visitor.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(visitor.getByText('Спасибо! Заявка отправлена, мы свяжемся с вами в ближайшее время.')).toBeVisible({ timeout: 20_000 });
    await visitorContext.close();
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }

  // The partner's letter, in the operator's outbox.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'operator@demo.ru');
  await operator.getByRole('tab', { name: 'Исходящие письма' }).click();
  await operator.getByRole('row').filter({ hasText: 'Новая заявка с вашего сайта: ООО «Северный ветер»' }).first().click();
  const letter = operator.getByRole('dialog');
  await expect(letter).toContainText('Петров Илья');
  await expect(letter).toContainText('1С:Бухгалтерия предприятия');
  await operatorContext.close();
  expect(company).toBeTruthy();

  // The lead is the partner's at once: in «Мои лиды», with its contacts, ready to be processed.
  await page.goto('/#/lead/my');
  const lead = page.getByRole('row').filter({ hasText: 'ООО «Северный ветер»' });
  await expect(lead).toContainText('ilya@veter.ru');
  await expect(lead.getByRole('button', { name: 'Обработать: ООО «Северный ветер»' })).toBeEnabled();
});
