import { SITE_FORM_DEFAULTS, type SiteFormView } from '@portal/domain/site-form-embed';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteFormMarkup } from './site-form-markup';

const view = (overrides: Partial<SiteFormView> = {}): SiteFormView => ({
  publicId: 'demoSiteFormPartner001',
  title: SITE_FORM_DEFAULTS.title,
  buttonText: SITE_FORM_DEFAULTS.buttonText,
  successText: SITE_FORM_DEFAULTS.successText,
  colors: { ...SITE_FORM_DEFAULTS.colors },
  fields: { ...SITE_FORM_DEFAULTS.fields },
  products: [
    { id: 'a', name: '1С:Бухгалтерия предприятия' },
    { id: 'b', name: '1С:Управление торговлей' },
  ],
  strictChoice: false,
  consentText: 'Я даю согласие',
  ...overrides,
});

function render(markup: string): ShadowRoot {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = markup;
  return root;
}

describe('the site form markup shared by the preview and the embed script', () => {
  it('shows only the shown fields, marks the required ones, and an unticked consent and a hidden honeypot', () => {
    const root = render(siteFormMarkup(view()));
    const names = [...root.querySelectorAll('input, textarea')].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['products', 'products', 'name', 'responsible', 'email', 'phone', 'comment', 'workplaces', 'website', 'consent']);
    expect(root.querySelector<HTMLInputElement>('[name="email"]')?.required).toBe(true);
    expect(root.querySelector<HTMLInputElement>('[name="phone"]')?.required).toBe(false);
    expect(root.querySelector<HTMLInputElement>('[name="consent"]')?.checked).toBe(false);
    expect(root.querySelector('.psf-hp')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('with strict choice names the one configuration instead of offering a choice', () => {
    const root = render(siteFormMarkup(view({ strictChoice: true, products: [{ id: 'a', name: '1С:Бухгалтерия предприятия' }] })));
    expect(root.querySelector('input[name="products"]')).toBeNull();
    expect(root.querySelector('.psf-product')?.textContent).toBe('Конфигурация: 1С:Бухгалтерия предприятия');
  });

  it('never lets a text become markup, and a colour that is not #RRGGBB is not used', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, name) => {
        const root = render(
          siteFormMarkup(
            view({ title, products: [{ id: name, name }], colors: { accent: `${name};}`, background: '#ffffff', text: '#000000' } }),
          ),
        );
        expect(root.querySelector('.psf-title')?.textContent).toBe(title);
        expect(root.querySelectorAll('script, img, iframe')).toHaveLength(0);
        expect(root.querySelector('style')?.textContent).toContain(`background:${SITE_FORM_DEFAULTS.colors.accent}`);
      }),
      { numRuns: 200 },
    );
  });
});
