import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, loginAs, signUpApprovedPartner, test } from '../fixtures';

test('the certificate downloads as a PDF whose text reads back, and its QR page says it is valid', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/profile/cert');
  await expect(page.getByText('АЛЬФА СОФТ, Екатеринбург')).toBeVisible();
  const numberText = (await page.getByText(/Сертификат № /).textContent()) ?? '';
  const certificateNumber = numberText.replace('Сертификат № ', '').trim();
  expect(certificateNumber).toMatch(/^ГРМ-\d{4}-\d{5}$/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Скачать' }).click()]);
  const file = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
  expect(pdf.numPages).toBe(1);
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain('СЕРТИФИКАТ');
  expect(text).toContain('АЛЬФА СОФТ, Екатеринбург');
  expect(text).toContain(`№ ${certificateNumber}`);
  expect(text).toContain(`/#/cert/${encodeURIComponent(certificateNumber)}`);

  // The QR code's page, opened by anyone.
  const visitor = await page.context().browser()?.newContext();
  const check = await visitor?.newPage();
  await check?.goto(`/#/cert/${encodeURIComponent(certificateNumber)}`);
  await expect(check?.getByText('Сертификат действителен') ?? page.getByText('—')).toBeVisible();
  await expect(check?.getByText('АЛЬФА СОФТ, Екатеринбург') ?? page.getByText('—')).toBeVisible();
  await check?.goto('/#/cert/NOPE-1');
  await expect(check?.getByText('Сертификат не найден') ?? page.getByText('—')).toBeVisible();
  await visitor?.close();
});

test('without an advertising name the certificate page asks to fill the profile', async ({ page, request }) => {
  await signUpApprovedPartner(page, request);
  await page.goto('/#/profile/cert');
  await expect(page.getByText('Чтобы получить сертификат, заполните рекламное название компании в профиле')).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в профиль' }).click();
  await expect(page.getByRole('heading', { name: 'Публичные контакты' })).toBeVisible();
});

test('a partner with an advertising name but no certificate number reads that the certificate is being prepared', async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  // The number is the operator's to give; until then the name the partner filled is not asked for again.
  await page.route('**/api/certificate-number', (route) =>
    route.fulfill({ json: { certificateNumber: null, certificateEndDate: null, publicName: 'Альфа Софт', publicCity: 'Екатеринбург' } }),
  );
  await page.goto('/#/profile/cert');
  await expect(page.getByText('Ваш сертификат готовится. Когда ему присвоят номер, сертификат появится на этой странице')).toBeVisible();
  await expect(page.getByText('заполните рекламное название компании')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Скачать' })).toHaveCount(0);
});
