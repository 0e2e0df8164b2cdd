import AxeBuilder from '@axe-core/playwright';
import {
  ADMIN_APPLICATIONS_TEXTS,
  CHANGE_MESSAGES,
  DELETION_FLOW_MESSAGES,
  DEPLOY_STATUS_LABELS,
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  SUBSCRIPTION_LOAD_FAILED,
  SUBSCRIPTION_LOAD_FAILED_HINT,
} from '@portal/domain';
import { expect, loginAs, test } from '../fixtures';
import { openDetail, orderApplication, patchDetail } from './management-steps';

// Each journey orders a product of its own for «ТехноСтрой», so other journeys' rows never meet it.
const CLIENT = 'ООО «ТехноСтрой»';

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'partner@demo.ru');
  await expect(page).toHaveURL(/#\/service\/list/);
});

// The page keeps polling while a journey ends: a patched answer still in flight then must not fail the journey.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the detail page: opened from the paid list, its blocks, and the option dialog kept by a reload', async ({ page }) => {
  await orderApplication(page, { client: CLIENT, service: '1С:Колледж', seats: 2 });
  await page.goto('/#/client/payed');
  await page.getByLabel('Поиск подписок').fill('Колледж');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('row').filter({ hasText: CLIENT }).getByRole('link', { name: '1С:Колледж' }).click();

  await expect(page).toHaveURL(/#\/client\/detail\/[\w-]+\?subscriptionId=/);
  await expect(page.getByRole('heading', { level: 1, name: '1С:Колледж' })).toBeVisible();
  await expect(page.getByText('Файловый').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Статус подписки' })).toContainText(DEPLOY_STATUS_LABELS.DEPLOYED);
  await expect(page.getByRole('table', { name: 'Подписка' })).toContainText('Дата удаления');

  // The client block opens and closes.
  await page.getByRole('button', { name: `Клиент: ${CLIENT}` }).click();
  await expect(page.getByRole('table', { name: 'Данные клиента' })).toContainText('Федоров Олег');

  const options = page.getByRole('table', { name: 'Опции подписки' });
  const seats = options.getByRole('row').filter({ hasText: 'Рабочее место' });
  await expect(seats.getByRole('cell').nth(1)).toHaveText('2');
  await expect(seats.getByRole('cell').nth(3)).toHaveText(/^\d[\d ]* ₽$/);
  // Each option's own status: the seats work; the extra disk the order left at zero has none.
  await expect(seats.getByRole('cell').nth(4)).toHaveText(DEPLOY_STATUS_LABELS.DEPLOYED);
  await expect(options.getByRole('row').filter({ hasText: 'Дополнительный диск 10 ГБ' }).getByRole('cell').nth(4)).toHaveText('—');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await seats.getByRole('button', { name: 'Изменить: Рабочее место' }).click();
  await expect(page).toHaveURL(/serviceOptionId=/);
  // The page's own data comes in two requests: the subscription and its comment.
  const subscriptionId = new URL(page.url().replace('#', '')).searchParams.get('subscriptionId') ?? '';
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/subscriptions/${subscriptionId}`)) requested.push(new URL(request.url()).pathname);
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Изменение опции' });
  await expect(dialog).toContainText('Рабочее место');
  await expect(dialog.getByRole('textbox', { name: 'Рабочее место' })).toHaveValue('2');
  await expect(page.getByTestId('comment-text')).toBeVisible();
  expect(requested.sort()).toEqual([`/api/subscriptions/${subscriptionId}`, `/api/subscriptions/${subscriptionId}/comment`]);
  const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(dialogAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(page).not.toHaveURL(/serviceOptionId=/);
  await expect(page.getByRole('heading', { level: 1, name: '1С:Колледж' })).toBeVisible();
});

test('a seat increase, a decrease with the restart warning, and the change’s order', async ({ page }) => {
  const ids = await orderApplication(page, { client: CLIENT, service: '1С:Отель', seats: 2 });
  await openDetail(page, ids);
  const seats = page.getByRole('table', { name: 'Опции подписки' }).getByRole('row').filter({ hasText: 'Рабочее место' });

  // Increase: the row's «Изменить» opens the dialog ready to edit, with no second «Изменить» behind it.
  await seats.getByRole('button', { name: 'Изменить: Рабочее место' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение опции' });
  await expect(dialog.getByRole('button', { name: 'Изменить', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Рабочее место' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Уменьшить: Рабочее место' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Увеличить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText(CHANGE_MESSAGES.changed)).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(seats.getByRole('cell').nth(1)).toHaveText('3');

  // Decrease: the database restart is announced first.
  await seats.getByRole('button', { name: 'Изменить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Уменьшить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Уменьшить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText(CHANGE_MESSAGES.seatDecreaseRestart)).toBeVisible();
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog.getByText(CHANGE_MESSAGES.changed)).toBeVisible({ timeout: 20_000 });

  // The change is an order with its lines.
  await dialog.getByRole('link', { name: 'Открыть заказ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Заказ № / })).toBeVisible();
  const facts = page.getByRole('table', { name: 'Данные заказа' });
  await expect(facts).toContainText(ORDER_KIND_LABELS.change);
  await expect(facts).toContainText(ORDER_STATUS_LABELS.APPLIED);
  await expect(facts).toContainText(CLIENT);
  // The status of the subscription the order changed.
  await expect(facts.getByRole('row').filter({ hasText: 'Статус подписки' })).toContainText(DEPLOY_STATUS_LABELS.DEPLOYED);
  await expect(page.getByRole('table', { name: 'Состав заказа' }).getByRole('row').filter({ hasText: 'Рабочее место' })).toContainText(
    '3 → 1',
  );
  // And the subscription's orders list it with the creating order.
  await page.getByRole('link', { name: 'Все заказы подписки' }).click();
  const orders = page.getByRole('table', { name: 'Заказы' });
  await expect(orders.getByRole('row').filter({ hasText: ORDER_KIND_LABELS.change })).toHaveCount(2);
  await expect(orders.getByRole('row').filter({ hasText: ORDER_KIND_LABELS.create })).toHaveCount(1);
  await orders
    .getByRole('row')
    .filter({ hasText: ORDER_KIND_LABELS.create })
    .getByRole('link', { name: /1С:Отель/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '1С:Отель' })).toBeVisible();
});

test('deletion from the detail page: plan, cancel, then delete at once and go back to the client', async ({ page }) => {
  const ids = await orderApplication(page, { client: CLIENT, service: '1С:Автосервис', seats: 1 });
  await openDetail(page, ids);
  await page.getByRole('button', { name: 'Запланировать удаление' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удаление подписки' });
  await dialog.getByLabel('Причина удаления').fill('Клиент закрывает автосервис');
  await dialog.getByRole('combobox', { name: /Удалить через, дней/ }).click();
  await page.getByRole('option', { name: '2', exact: true }).click();
  await dialog.getByRole('button', { name: 'Запланировать удаление' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Установлена дата удаления подписки' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Статус подписки' })).toContainText('Удаление запланировано на');
  await expect(page.getByRole('table', { name: 'Подписка' })).toContainText('Клиент закрывает автосервис');

  await page.getByRole('button', { name: 'Отменить удаление' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Удаление подписки отменено' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Запланировать удаление' })).toBeVisible();

  await page.getByRole('button', { name: 'Удалить сразу' }).click();
  await dialog.getByLabel('Причина удаления').fill('Клиент закрывает автосервис');
  await expect(dialog.getByRole('combobox', { name: /Удалить через, дней/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Удалить сразу' }).click();
  await page.getByRole('dialog', { name: 'Удалить подписку сразу?' }).getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Статус подписки' })).toContainText(DEPLOY_STATUS_LABELS.DELETING);
  await expect(page.getByRole('alert').filter({ hasText: 'Подписка удалена' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Карточка клиента' })).toBeVisible();
});

test('a direct subscription says so and changes only its disk, which is lowered but not raised here', async ({ page }) => {
  const ids = await orderApplication(page, { client: CLIENT, service: '1С:Медицина. Больничная аптека', seats: 2, disks: 2 });
  await patchDetail(page, ids.subscriptionId, (detail) => ({ ...detail, isDirectSubscription: true }));
  await openDetail(page, ids);
  await expect(page.getByRole('alert').filter({ hasText: CHANGE_MESSAGES.directSubscription })).toBeVisible();

  const options = page.getByRole('table', { name: 'Опции подписки' });
  await options.getByRole('button', { name: 'Изменить: Рабочее место' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение опции' });
  await expect(dialog.getByRole('alert')).toHaveText(CHANGE_MESSAGES.directSubscription);
  // Read-only: the counter is disabled and the dialog only closes.
  await expect(dialog.getByRole('button', { name: 'Увеличить: Рабочее место' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  await options.getByRole('button', { name: 'Изменить: Дополнительный диск 10 ГБ' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CHANGE_MESSAGES.disk10GbNoIncrease);
  await expect(dialog.getByRole('button', { name: 'Увеличить: Дополнительный диск 10 ГБ' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Уменьшить: Дополнительный диск 10 ГБ' }).click();
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  // The disk is no workplace: no restart warning.
  await expect(dialog.getByText(CHANGE_MESSAGES.changed)).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(CHANGE_MESSAGES.seatDecreaseRestart)).toHaveCount(0);
});

test('lowering a prepaid option asks the prepay availability first and stops when it says no', async ({ page }) => {
  const ids = await orderApplication(page, { client: CLIENT, service: '1С:Управление автотранспортом', seats: 3 });
  const today = new Date().toISOString().slice(0, 10);
  await patchDetail(page, ids.subscriptionId, (detail) => ({
    ...detail,
    serviceOptions: detail.serviceOptions.map((option) =>
      option.resourceCategory === '1c_ecw_application' ? { ...option, prepaid: { from: today, months: 12 } } : option,
    ),
  }));
  const asked: string[] = [];
  await page.route('**/api/subscriptions/*/prepay-availability', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ json: { available: false, message: CHANGE_MESSAGES.prepayUnavailable } });
  });
  await openDetail(page, ids);
  await page.getByRole('table', { name: 'Опции подписки' }).getByRole('button', { name: 'Изменить: Рабочее место' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение опции' });
  await expect(dialog).toContainText('Предоплачено: 12 мес.');
  await dialog.getByRole('button', { name: 'Уменьшить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CHANGE_MESSAGES.prepayUnavailable);
  expect(asked).toHaveLength(1);
  // Nothing was sent: no restart warning, the count stays, the dialog still edits.
  await expect(dialog.getByText(CHANGE_MESSAGES.seatDecreaseRestart)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(
    page.getByRole('table', { name: 'Опции подписки' }).getByRole('row').filter({ hasText: 'Рабочее место' }).getByRole('cell').nth(1),
  ).toHaveText('3');

  // Raising it needs no question.
  await page.getByRole('table', { name: 'Опции подписки' }).getByRole('button', { name: 'Изменить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Увеличить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByText(CHANGE_MESSAGES.changed)).toBeVisible({ timeout: 20_000 });
  expect(asked).toHaveLength(1);
});

test('a failed load of the subscription says so with its status and asks again on «повторить запрос»', async ({ page }) => {
  const ids = await orderApplication(page, { client: CLIENT, service: '1С:Управление сельскохозяйственным предприятием', seats: 1 });
  let failing = true;
  await page.route(`**/api/subscriptions/${ids.subscriptionId}`, (route) =>
    failing && route.request().method() === 'GET' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await openDetail(page, ids);
  const failure = page.getByRole('alert').filter({ hasText: SUBSCRIPTION_LOAD_FAILED });
  await expect(failure).toContainText(SUBSCRIPTION_LOAD_FAILED_HINT);
  await expect(failure).toContainText('Статус: 503 Service Unavailable');
  failing = false;
  await failure.getByRole('button', { name: 'повторить запрос' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1С:Управление сельскохозяйственным предприятием' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('a product removed only in the administration area links to its own page there, in a new tab', async ({ page }) => {
  const ids = await orderApplication(page, { client: CLIENT, service: '1С:Подрядчик строительства. Управление финансами', seats: 1 });
  // A product the catalogue no longer has, and an administration area configured.
  await patchDetail(page, ids.subscriptionId, (detail) => ({ ...detail, resourceCategory: null }));
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), adminAreaUrl: 'https://admin.example.invalid/#/office/list' } });
  });
  await openDetail(page, ids);
  // The configuration is read once per load.
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: DELETION_FLOW_MESSAGES.adminArea });
  const link = notice.getByRole('link', { name: DELETION_FLOW_MESSAGES.openAdminArea });
  await expect(link).toHaveAttribute('href', `https://admin.example.invalid/#/app/${ids.subscriptionId}`);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('without an administration area, such a product leads to the portal’s applications table narrowed to it', async ({ page }) => {
  const service = '1С:Подрядчик строительства. Управление финансами';
  const ids = await orderApplication(page, { client: CLIENT, service, seats: 1 });
  await patchDetail(page, ids.subscriptionId, (detail) => ({ ...detail, resourceCategory: null }));
  await openDetail(page, ids);
  const notice = page.getByRole('alert').filter({ hasText: DELETION_FLOW_MESSAGES.adminArea });
  const link = notice.getByRole('link', { name: DELETION_FLOW_MESSAGES.openAdminArea });
  await expect(link).toHaveAttribute('href', `#/admin?subscriptionId=${ids.subscriptionId}`);
  await expect(link).not.toHaveAttribute('target');
  await link.click();

  await expect(page).toHaveURL(new RegExp(`#/admin\\?subscriptionId=${ids.subscriptionId}$`));
  await expect(page.getByRole('heading', { name: 'Администрирование приложений', level: 1 })).toBeVisible();
  const narrowed = page.getByRole('alert').filter({ hasText: ADMIN_APPLICATIONS_TEXTS.oneSubscription });
  await expect(narrowed).toBeVisible();
  const table = page.getByRole('table', { name: 'Приложения' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  // The header and the one subscription's row: its client and product.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(CLIENT);
  await expect(table.getByRole('row').nth(1)).toContainText(service);

  // Every application again, on the table's first page.
  await narrowed.getByRole('link', { name: ADMIN_APPLICATIONS_TEXTS.showAll }).click();
  await expect(page).toHaveURL(/#\/admin$/);
  await expect(narrowed).toHaveCount(0);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
});
