/**
 * The site order form's rules that the embedded script needs too (issue 15, decision 024): its fields, texts, limits
 * and the proof-of-work check. No zod here: the script that runs on partners' sites imports this module alone
 * (`@portal/domain/site-form-embed`) and must stay small.
 */

/** The visitor's fields a partner can show; `name` (the lead's name) is always shown and required. */
export const SITE_FORM_FIELDS = ['name', 'responsible', 'email', 'phone', 'inn', 'comment'] as const;
export type SiteFormField = (typeof SITE_FORM_FIELDS)[number];

export type SiteFormFieldSetting = { shown: boolean; required: boolean };
export type SiteFormFieldSettings = Record<SiteFormField, SiteFormFieldSetting>;

export type SiteFormColors = { accent: string; background: string; text: string };

export const SITE_FORM_FIELD_LABELS: Record<SiteFormField, string> = {
  name: 'Название организации',
  responsible: 'Контактное лицо',
  email: 'E-mail',
  phone: 'Телефон',
  inn: 'ИНН',
  comment: 'Комментарий',
};

/** The longest value of each field, in characters: the script's maxlength and the server's schema alike. */
export const SITE_FORM_FIELD_MAX: Record<SiteFormField, number> = {
  name: 200,
  responsible: 200,
  email: 254,
  phone: 30,
  inn: 12,
  comment: 1000,
};

/** The number of workplaces a visitor asks for (the lead's products' qty). */
export const SITE_FORM_WORKPLACES = { min: 1, max: 1000 } as const;

export const SITE_FORM_TEXT_MAX = { title: 100, buttonText: 40, successText: 300 } as const;

/** Colours are #RRGGBB: the only form that goes into the form's CSS, so nothing else can be injected there. */
export const SITE_FORM_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const SITE_FORM_DEFAULTS = {
  fields: {
    name: { shown: true, required: true },
    responsible: { shown: true, required: false },
    email: { shown: true, required: true },
    phone: { shown: true, required: false },
    inn: { shown: false, required: false },
    comment: { shown: true, required: false },
  } satisfies SiteFormFieldSettings,
  colors: { accent: '#ffa000', background: '#ffffff', text: '#212121' } satisfies SiteFormColors,
  title: 'Заявка на подключение 1С:ГРМ',
  buttonText: 'Отправить заявку',
  successText: 'Спасибо! Заявка отправлена, мы свяжемся с вами в ближайшее время.',
} as const;

/**
 * The consent to personal data processing the visitor gives with a separate, unticked checkbox. Its version and the
 * SHA-256 of the exact text shown are recorded with each lead; a new wording needs a new version.
 */
export const SITE_FORM_CONSENT_VERSION = 'pd-consent-v1';

export function siteFormConsentText(partnerName: string): string {
  return (
    `Я даю согласие ${partnerName} на обработку моих персональных данных, указанных в этой форме (имя, контактные ` +
    'данные, ИНН, комментарий), с целью ответа на заявку и подключения к сервису 1С:ГРМ в соответствии с ' +
    'Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных». Согласие действует до его отзыва.'
  );
}

/** Texts of the embedded form that the partner does not configure. */
export const SITE_FORM_EMBED_TEXTS = {
  products: 'Конфигурация',
  product: 'Конфигурация',
  workplaces: 'Количество рабочих мест',
  requiredMark: '*',
  consentRequired: 'Необходимо согласие на обработку персональных данных',
  preparing: 'Подготовка формы…',
  sending: 'Отправка…',
  loadFailed: 'Форма заказа временно недоступна',
  sendFailed: 'Не удалось отправить заявку. Проверьте подключение к интернету и попробуйте еще раз',
  honeypot: 'Оставьте это поле пустым',
  preview: 'Предпросмотр: заявки из него не отправляются',
} as const;

/** The public description of a form that the script and the preview render (GET /api/public/site-forms/{publicId}). */
export type SiteFormView = {
  publicId: string;
  title: string;
  buttonText: string;
  successText: string;
  colors: SiteFormColors;
  fields: SiteFormFieldSettings;
  products: Array<{ id: string; name: string }>;
  strictChoice: boolean;
  consentText: string;
};

/** The strict-choose checkbox is available only when exactly one configuration is selected (document 3 §2). */
export function canChooseStrictly(productIds: readonly string[]): boolean {
  return productIds.length === 1;
}

/** Leading zero bits of a hash: the proof of work is a suffix whose SHA-256 has at least the challenge's number. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** What is hashed for the proof: the signed challenge and the suffix found by the visitor's browser. */
export function proofInput(challenge: string, suffix: string): string {
  return `${challenge}:${suffix}`;
}

/** The longest proof suffix accepted (a decimal counter). */
export const SITE_FORM_PROOF_MAX = 16;
