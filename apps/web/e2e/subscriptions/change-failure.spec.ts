import type { APIRequestContext, Page } from '@playwright/test';
import { CHANGE_MESSAGES, completeInn } from '@portal/domain';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from '../fixtures';
import { csrfHeader, getJson, openDetail, orderApplication } from './management-steps';

// An organisation of the built-in tax directory that no other client of the demo world or the journeys has.
const CLIENT = 'ООО «Кубанское зерно»';

/** The vendor operator's calls (approvals, the simulator's armed failure), in a context of their own. */
async function operator(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'operator@demo.ru', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return async (path: string, data?: unknown) => {
    const response = await request.post(path, { headers: { 'x-csrf-token': csrfToken }, data });
    expect(response.status(), path).toBeLessThan(300);
  };
}

/**
 * A partner of the journey's own with one confirmed client: the simulator's armed failure hits the partner's next
 * deployment or resize, so no other journey's work may take it.
 */
async function partnerWithClient(
  page: Page,
  request: APIRequestContext,
): Promise<{ partnerId: string; act: Awaited<ReturnType<typeof operator>> }> {
  const email = uniqueEmail('change');
  expect((await page.request.post('/api/auth/signup', { data: { name: 'Олег', email, password: 'password-123' } })).status()).toBe(201);
  const [distributor] = await getJson<unknown[]>(page, '/api/distributors/grm');
  const application = await page.request.post('/api/participation', {
    headers: await csrfHeader(page),
    data: {
      partnerName: `ООО «Изменения ${email.slice(7, 13)}»`,
      fullname: 'Олегов Олег',
      email,
      phone: '89123456780',
      distributor: distributor ?? null,
    },
  });
  expect(application.status()).toBe(201);
  const { partnerId } = (await application.json()) as { partnerId: string };
  const act = await operator(request);
  await act(`/api/backoffice/applications/${partnerId}/decision`, { decision: 'approve' });

  const client = await page.request.post('/api/customers', {
    headers: await csrfHeader(page),
    data: { inn: completeInn('231012345'), email: uniqueEmail('client'), phone: '+7 861 200-00-11', responsible: 'Зернов Петр' },
  });
  expect(client.status()).toBe(201);
  const { id } = (await client.json()) as { id: string };
  await act(`/api/backoffice/customers/${id}/decision`, { decision: 'confirm' });
  return { partnerId, act };
}

test('a change the platform failed shows the error; its retry applies it once', async ({ page, request }) => {
  const { partnerId, act } = await partnerWithClient(page, request);
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/service\/list/);
  const ids = await orderApplication(page, { client: CLIENT, service: '1С:Бухгалтерия предприятия', seats: 1 });
  await act(`/api/backoffice/partners/${partnerId}/provisioner-failure`);

  await openDetail(page, ids);
  const seats = page.getByRole('table', { name: 'Опции подписки' }).getByRole('row').filter({ hasText: 'Рабочее место' });
  await seats.getByRole('button', { name: 'Изменить: Рабочее место' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение опции' });
  await dialog.getByRole('button', { name: 'Увеличить: Рабочее место' }).click();
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog.getByRole('alert')).toContainText(CHANGE_MESSAGES.failed, { timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: CHANGE_MESSAGES.retry })).toBeVisible();

  // Closed, the page still shows the failed change with its retry; nothing changed meanwhile.
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(seats.getByRole('cell').nth(1)).toHaveText('1');
  const failure = page.getByRole('alert').filter({ hasText: CHANGE_MESSAGES.failed });
  await failure.getByRole('button', { name: CHANGE_MESSAGES.retry }).click();
  await expect(page.getByRole('alert').filter({ hasText: CHANGE_MESSAGES.changed })).toBeVisible({ timeout: 20_000 });
  await expect(seats.getByRole('cell').nth(1)).toHaveText('2');
});
