import { expect, test } from '../fixtures';
import { ABOUT_FACTS } from '../../src/features/promo/content';

test('the application form loads as the visitor scrolls down to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/promo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app has taken over from the page's build-time copy.
  await expect(page.locator('[id="/promo"]')).toHaveCount(0);
  // A fact's explanation in the theme's secondary text colour, under its figure in the primary one.
  const [fact] = ABOUT_FACTS;
  if (!fact) throw new Error('the landing has its facts');
  await expect(page.getByText(fact.text, { exact: true })).toHaveCSS('color', 'rgba(0, 0, 0, 0.6)');
  await expect(page.getByText(fact.value, { exact: true })).toHaveCSS('color', 'rgba(0, 0, 0, 0.87)');
  const section = page.locator('#application');
  await expect(section.getByRole('status', { name: 'Загрузка' })).toBeAttached();
  await expect(section.getByRole('form', { name: 'Заявка на участие в партнерской программе' })).toHaveCount(0);

  await page.mouse.wheel(0, 20_000);
  const form = section.getByRole('form', { name: 'Заявка на участие в партнерской программе' });
  await expect(form.getByLabel('Название компании')).toBeVisible();
  await expect(form).toContainText('Отправить заявку может только зарегистрированный пользователь');
});

test('on a phone the landing menu opens, leads to a section and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/#/promo');
  await expect(page.locator('[id="/promo"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Разделы страницы' });
  await expect(menu.getByRole('link', { name: 'Заявка' })).toBeVisible();
  await menu.getByRole('link', { name: 'Заявка' }).click();
  await expect(page).toHaveURL(/#\/promo\?action=order/);
  await expect(menu).toBeHidden();
  await expect(
    page.getByRole('form', { name: 'Заявка на участие в партнерской программе' }).getByLabel('Название компании'),
  ).toBeInViewport();
});

test("the landing's build-time copy shows before the app's code has loaded, and on no other page", async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/#/promo');
  await expect(page.getByRole('heading', { level: 1, name: '1С:ГРМ — готовое рабочее место в облаке для ваших клиентов' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заявка на участие в партнерской программе' })).toBeAttached();

  await page.goto('/#/client/all');
  await page.reload();
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.locator('[id="/promo"]')).toHaveCount(0);
});

test('a keyboard user gets the application form at the first key, and the hero button scrolls to it once shown', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/promo');
  await expect(page.locator('[id="/promo"]')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Заявка на участие в партнерской программе' });
  await expect(form).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Название компании')).toBeAttached();

  await page.goto('/#/promo');
  await page.reload();
  await expect(page.locator('[id="/promo"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Стать партнером' }).click();
  await expect(page).toHaveURL(/#\/promo\?action=order/);
  await expect(form.getByLabel('Название компании')).toBeInViewport();
});

test('without IntersectionObserver the application form loads with the page', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.goto('/#/promo');
  await expect(
    page.getByRole('form', { name: 'Заявка на участие в партнерской программе' }).getByLabel('Название компании'),
  ).toBeAttached();
});
