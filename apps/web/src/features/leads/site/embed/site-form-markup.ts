/**
 * The one implementation of the site order form's HTML and CSS (decision 024): the embed script renders it into a
 * shadow root on the partner's site, and the builder's preview renders the very same string into its own shadow root.
 * Every text is escaped; colours are used only when they are #RRGGBB.
 */
import {
  SITE_FORM_COLOR_PATTERN,
  SITE_FORM_DEFAULTS,
  SITE_FORM_EMBED_TEXTS,
  SITE_FORM_FIELD_LABELS,
  SITE_FORM_FIELD_MAX,
  SITE_FORM_FIELDS,
  SITE_FORM_WORKPLACES,
  type SiteFormField,
  type SiteFormView,
} from '@portal/domain/site-form-embed';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const colour = (value: string, fallback: string) => (SITE_FORM_COLOR_PATTERN.test(value) ? value : fallback);

/** The form's stylesheet: scoped by the shadow root, so the host page's CSS neither leaks in nor out. */
function css(view: SiteFormView): string {
  const accent = colour(view.colors.accent, SITE_FORM_DEFAULTS.colors.accent);
  const background = colour(view.colors.background, SITE_FORM_DEFAULTS.colors.background);
  const text = colour(view.colors.text, SITE_FORM_DEFAULTS.colors.text);
  return `:host{all:initial;display:block}
.psf{box-sizing:border-box;max-width:480px;padding:24px;border-radius:8px;border:1px solid rgba(0,0,0,.12);background:${background};color:${text};font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.psf *{box-sizing:border-box}
.psf-title{margin:0 0 16px;font-size:22px;font-weight:600;color:${text}}
.psf-field,.psf-group{display:block;margin:0 0 12px;padding:0;border:0}
.psf-label{display:block;margin:0 0 4px;font-size:14px}
.psf-input{display:block;width:100%;padding:8px 10px;border:1px solid rgba(0,0,0,.3);border-radius:4px;background:#fff;color:#212121;font:inherit}
.psf-input:focus{outline:2px solid ${accent};outline-offset:1px}
textarea.psf-input{min-height:72px;resize:vertical}
.psf-option,.psf-consent{display:flex;gap:8px;align-items:flex-start;margin:4px 0;font-size:14px}
.psf-option input,.psf-consent input{margin:3px 0 0;accent-color:${accent}}
.psf-consent{margin:12px 0;font-size:12px}
.psf-product{margin:0 0 12px;font-size:14px}
.psf-hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.psf-button{display:inline-block;padding:10px 20px;border:0;border-radius:4px;background:${accent};color:#fff;font:inherit;font-weight:600;cursor:pointer}
.psf-button:disabled{opacity:.6;cursor:default}
.psf-error{margin:0 0 12px;color:#c62828;font-size:14px}
.psf-success{margin:0;font-size:16px}
.psf-done .psf-body{display:none}`;
}

function fieldMarkup(field: SiteFormField, required: boolean): string {
  const label = `${escapeHtml(SITE_FORM_FIELD_LABELS[field])}${required ? ` ${SITE_FORM_EMBED_TEXTS.requiredMark}` : ''}`;
  const common = `class="psf-input" name="${field}" maxlength="${SITE_FORM_FIELD_MAX[field]}"${required ? ' required' : ''}`;
  const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
  const autocomplete: Record<SiteFormField, string> = {
    name: 'organization',
    responsible: 'name',
    email: 'email',
    phone: 'tel',
    inn: 'off',
    comment: 'off',
  };
  const control =
    field === 'comment'
      ? `<textarea ${common}></textarea>`
      : `<input ${common} type="${type}" autocomplete="${autocomplete[field]}"${field === 'inn' ? ' inputmode="numeric"' : ''}>`;
  return `<label class="psf-field"><span class="psf-label">${label}</span>${control}</label>`;
}

function productsMarkup(view: SiteFormView): string {
  if (view.products.length === 0) return '';
  const [only] = view.products;
  if (view.strictChoice && only) {
    return `<p class="psf-product">${SITE_FORM_EMBED_TEXTS.product}: <b>${escapeHtml(only.name)}</b></p>`;
  }
  const options = view.products
    .map(
      (product) =>
        `<label class="psf-option"><input type="checkbox" name="products" value="${escapeHtml(product.id)}"><span>${escapeHtml(product.name)}</span></label>`,
    )
    .join('');
  return `<fieldset class="psf-group"><legend class="psf-label">${SITE_FORM_EMBED_TEXTS.products}</legend>${options}</fieldset>`;
}

/** The whole form: a <style> and a <form>, ready to be the content of a shadow root. */
export function siteFormMarkup(view: SiteFormView): string {
  const fields = SITE_FORM_FIELDS.filter((field) => view.fields[field].shown)
    .map((field) => fieldMarkup(field, view.fields[field].required))
    .join('');
  const workplaces =
    `<label class="psf-field"><span class="psf-label">${SITE_FORM_EMBED_TEXTS.workplaces}</span>` +
    `<input class="psf-input" name="workplaces" type="number" min="${SITE_FORM_WORKPLACES.min}" max="${SITE_FORM_WORKPLACES.max}" value="1" required></label>`;
  const honeypot = `<div class="psf-hp" aria-hidden="true"><label>${SITE_FORM_EMBED_TEXTS.honeypot}<input name="website" type="text" tabindex="-1" autocomplete="off"></label></div>`;
  const consent = `<label class="psf-consent"><input type="checkbox" name="consent"><span>${escapeHtml(view.consentText)}</span></label>`;
  return (
    `<style>${css(view)}</style>` +
    `<form class="psf" novalidate>` +
    `<h2 class="psf-title">${escapeHtml(view.title)}</h2>` +
    `<div class="psf-body">${productsMarkup(view)}${fields}${workplaces}${honeypot}${consent}` +
    `<p class="psf-error" role="alert" hidden></p>` +
    `<button class="psf-button" type="submit">${escapeHtml(view.buttonText)}</button></div>` +
    `<p class="psf-success" role="status" hidden>${escapeHtml(view.successText)}</p>` +
    `</form>`
  );
}
