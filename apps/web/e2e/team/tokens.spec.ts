/**
 * The token page of a company (issue 32): the administrator issues a token carrying a lesser role, finds it in the
 * organisation's list with its owner and role, a program with it reads but is refused a change, and a revocation
 * stops it at once.
 */
import { request as playwrightRequest } from '@playwright/test';
import { API_TOKEN_ERRORS, API_TOKEN_LIST_TEXTS, API_TOKEN_TEXTS, MEMBER_ROLE_LABELS, TEAM_ERRORS, type Me } from '@portal/domain';
import { expect, getJson, signUpApprovedPartner, test, uniqueEmail } from '../fixtures';

test('a read-only token is listed with its owner and role, reads but changes nothing, and is revoked', async ({
  page,
  request,
  baseURL,
}) => {
  await signUpApprovedPartner(page, request);
  const admin = await getJson<Me>(page.request, '/api/me');
  await page.getByRole('button', { name: 'Профиль пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Токен API' }).click();
  await expect(page).toHaveURL(/#\/office\/token$/);
  await expect(page.getByText(API_TOKEN_LIST_TEXTS.empty)).toBeVisible();

  // The role offered first is the administrator's own; a lesser one is chosen.
  const role = page.getByLabel(API_TOKEN_LIST_TEXTS.role);
  await expect(role).toHaveValue('ADMIN');
  await role.selectOption({ label: MEMBER_ROLE_LABELS.VIEWER });
  await page.getByRole('button', { name: API_TOKEN_TEXTS.getToken }).click();
  const field = page.getByLabel(API_TOKEN_TEXTS.tokenField, { exact: true });
  await expect(field).toHaveValue(/^ppt_/);
  const token = await field.inputValue();

  const list = page.getByRole('table', { name: API_TOKEN_LIST_TEXTS.listTitle });
  const row = list.getByRole('row', { name: admin.email });
  await expect(row).toContainText(MEMBER_ROLE_LABELS.VIEWER);
  await expect(row).toContainText(API_TOKEN_LIST_TEXTS.own);
  await expect(row).toContainText(API_TOKEN_LIST_TEXTS.neverUsed);

  // A program: it reads, and is refused what a read-only role may not do.
  const program = await playwrightRequest.newContext({ baseURL });
  const headers = { authorization: `Bearer ${token}` };
  expect((await program.get('/api/orders', { headers })).status()).toBe(200);
  const change = await program.post('/api/customers', {
    headers,
    data: { email: uniqueEmail('client'), phone: '+7 343 200-00-99', responsible: 'Программа' },
  });
  expect(change.status()).toBe(403);
  expect(((await change.json()) as { message: string }).message).toBe(TEAM_ERRORS.noRight);
  await page.reload();
  await expect(row).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d.*\d\d\.\d\d\.\d{4} \d\d:\d\d/);

  // Revoked after a confirmation: the program is refused at once.
  await row.getByRole('button', { name: API_TOKEN_LIST_TEXTS.revoke }).click();
  const dialog = page.getByRole('dialog', { name: API_TOKEN_LIST_TEXTS.revokeConfirmTitle });
  await dialog.getByRole('button', { name: API_TOKEN_LIST_TEXTS.revoke }).click();
  await expect(page.getByText(API_TOKEN_LIST_TEXTS.revoked)).toBeVisible();
  await expect(page.getByText(API_TOKEN_LIST_TEXTS.empty)).toBeVisible();
  const refused = await program.get('/api/orders', { headers });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe(API_TOKEN_ERRORS.invalid);
  await program.dispose();
});
