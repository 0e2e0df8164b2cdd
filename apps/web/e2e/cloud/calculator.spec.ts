import { CLOUD_TEXTS, IAS_TEXTS } from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { monthDays, openCalculator, rub } from './cloud-steps';

test('a Windows VM with SQL Server and RDP is priced as it is typed, and its link reopens it', async ({ page }) => {
  await openCalculator(page);
  await page.getByRole('textbox', { name: CLOUD_TEXTS.cores }).fill('4');
  await page.getByRole('textbox', { name: CLOUD_TEXTS.ram }).fill('8');
  await expect(page.getByTestId('windows-licences')).toContainText('x 4 лицензии');
  await page.getByRole('checkbox', { name: CLOUD_TEXTS.sqlServer }).check();
  // SQL Server follows the cores: 2 licences cover 4 vCPU.
  await expect(page.getByRole('textbox', { name: 'Лицензии SQL Server, шт.' })).toHaveValue('2');
  await page.getByRole('checkbox', { name: CLOUD_TEXTS.rdp }).check();
  await page.getByRole('textbox', { name: 'Лицензии RDP, шт.' }).fill('3');

  // 4 × 17,85 + 8 × 4,66 + 20 × 0,10 + 10 × 0,27 a day over the month, 4 Windows cores at 509,25 a month; licences monthly.
  const vm = (1785 * 4 + 466 * 8 + 10 * 20 + 27 * 10) * monthDays() + 50_925 * 4;
  const licences = 3_325_770 * 2 + 147_105 * 3;
  await expect(page.getByTestId('vm-total')).toHaveText(`${CLOUD_TEXTS.baseTotal}: ${rub(vm)}`);
  await expect(page.getByTestId('licence-total')).toHaveText(`${CLOUD_TEXTS.licenceTotal}: ${rub(licences)}`);
  await expect(page.getByTestId('summary-total')).toHaveText(`${CLOUD_TEXTS.summaryTotal}: ${rub(vm + licences)}`);
  const summary = page.getByRole('region', { name: CLOUD_TEXTS.summary });
  await expect(summary).toContainText('4 / 8 ГБ');
  await expect(summary).toContainText('HDD 20 ГБ, SSD 10 ГБ');
  // 4 vCPU with 8 GB is a standard flavour: created in the console.
  await expect(page.getByRole('link', { name: CLOUD_TEXTS.create })).toHaveAttribute('href', /^https:\/\//);

  // The address holds the whole configuration.
  const link = page.url();
  await page.goto('/#/cloud/list');
  await page.goto(link);
  await expect(page.getByTestId('summary-total')).toHaveText(`${CLOUD_TEXTS.summaryTotal}: ${rub(vm + licences)}`);
  await expect(page.getByRole('textbox', { name: 'Лицензии RDP, шт.' })).toHaveValue('3');

  // A count out of its bounds goes back to the minimum 500 ms later.
  await page.getByRole('textbox', { name: 'Лицензии SQL Server, шт.' }).fill('1');
  await expect(page.getByRole('textbox', { name: 'Лицензии SQL Server, шт.' })).toHaveValue('2');
  // RAM below the cores lowers them; more cores raise RAM; an odd count is refused.
  await page.getByRole('textbox', { name: CLOUD_TEXTS.ram }).fill('2');
  await expect(page.getByRole('textbox', { name: CLOUD_TEXTS.cores })).toHaveValue('2');
  await page.getByRole('textbox', { name: CLOUD_TEXTS.cores }).fill('5');
  await expect(page.getByRole('textbox', { name: CLOUD_TEXTS.ram })).toHaveValue('5');
  // The field says it, and so does the line under the disabled button.
  await expect(page.getByRole('textbox', { name: CLOUD_TEXTS.cores })).toHaveAccessibleDescription(CLOUD_TEXTS.vcpuEven);
  await expect(page.getByRole('alert').filter({ hasText: CLOUD_TEXTS.vcpuEven })).toBeVisible();
  await expect(page.getByRole('button', { name: CLOUD_TEXTS.order, exact: true })).toBeDisabled();

  // Linux turns RDP off.
  await page.getByRole('combobox', { name: CLOUD_TEXTS.os }).selectOption('orcaOS_LINUX_ALT');
  await expect(page.getByRole('checkbox', { name: CLOUD_TEXTS.rdp })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: CLOUD_TEXTS.rdp })).toBeDisabled();
  await expect(page.getByText(CLOUD_TEXTS.rdpLinux)).toBeVisible();
  await expect(page.getByTestId('windows-licences')).toHaveCount(0);
});

test('on a slow processor, fields filled one after another all keep their values', async ({ page }) => {
  await openCalculator(page);
  // Each change writes the address; on a slow device the address of one change arrives after the next change.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
  await page.getByRole('textbox', { name: CLOUD_TEXTS.cores }).fill('4');
  await page.getByRole('textbox', { name: CLOUD_TEXTS.ram }).fill('8');
  await page.getByRole('checkbox', { name: CLOUD_TEXTS.rdp }).check();
  await page.getByRole('textbox', { name: 'Лицензии RDP, шт.' }).fill('3');
  await expect(page.getByRole('textbox', { name: CLOUD_TEXTS.cores })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: CLOUD_TEXTS.ram })).toHaveValue('8');
  await expect(page.getByRole('textbox', { name: 'Лицензии RDP, шт.' })).toHaveValue('3');
  await expect(page).toHaveURL(/cores=4&ram=8/);
});

test('the processor models: «Создать» on Middle and High CPU, only «Заказать» on hicpu; a VM without a disk cannot be created; IPs up to 100', async ({
  page,
}) => {
  // 2 vCPU with 4 GB is a standard flavour.
  await openCalculator(page, '?cores=2&ram=4');
  const model = page.getByRole('combobox', { name: CLOUD_TEXTS.cpuModel });
  const create = page.getByRole('link', { name: CLOUD_TEXTS.create });
  await expect(create).toHaveAttribute('href', /^https:\/\//);
  // High CPU at 27,44 (the notes' higcpu) is created in the console like Middle CPU.
  await expect(model.locator('option[value="higcpu"]')).toHaveText('High CPU — 27,44 ₽ / день за vCPU');
  await model.selectOption('higcpu');
  await expect(create).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByText(CLOUD_TEXTS.createHint)).toBeVisible();
  // hicpu is request-only: the same pair offers «Заказать».
  await model.selectOption('hicpu');
  await expect(create).toHaveCount(0);
  await expect(page.getByRole('button', { name: CLOUD_TEXTS.order, exact: true })).toBeEnabled();
  await expect(page.getByText(CLOUD_TEXTS.orderHint)).toBeVisible();

  // Neither HDD nor SSD: no system disk, nothing to create, and the page says why.
  await model.selectOption('midcpu');
  await page.getByRole('checkbox', { name: /^HDD \(/ }).uncheck();
  await page.getByRole('checkbox', { name: /^SSD \(/ }).uncheck();
  await expect(create).toHaveCount(0);
  await expect(page.getByRole('button', { name: CLOUD_TEXTS.create, exact: true })).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: CLOUD_TEXTS.needsDisk })).toBeVisible();
  await expect(page.getByText(CLOUD_TEXTS.createHint)).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^SSD \(/ }).check();
  await expect(create).toHaveAttribute('href', /^https:\/\//);

  // Floating IP: from 1 to 100.
  await page.getByRole('checkbox', { name: CLOUD_TEXTS.floatIP, exact: true }).check();
  const count = page.getByRole('textbox', { name: `${CLOUD_TEXTS.floatIP}: ${CLOUD_TEXTS.ipCount}` });
  await count.fill('100');
  await expect(count).toHaveValue('100');
  await expect(page.getByRole('button', { name: `Увеличить: ${CLOUD_TEXTS.floatIP}: ${CLOUD_TEXTS.ipCount}` })).toBeDisabled();
  await page.getByRole('button', { name: `Уменьшить: ${CLOUD_TEXTS.floatIP}: ${CLOUD_TEXTS.ipCount}` }).click();
  await expect(count).toHaveValue('99');
});

test('a partner without infrastructure access who opens the calculator is taken to enrolment', async ({ page }) => {
  await loginAs(page, 'partner2@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
  await page.goto('/#/cloud/calc');
  await expect(page).toHaveURL(/#\/enrollment$/);
  await expect(page.getByText(IAS_TEXTS.offerAgree, { exact: true })).toBeVisible();
});
