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

export const SITE_FORM_MESSAGES = {
  productsRequired: 'Выберите хотя бы одну конфигурацию',
  productsTooMany: 'Не более 30 конфигураций',
  productsRepeated: 'Конфигурация выбрана дважды',
  productUnknown: 'Конфигурация недоступна для заказа',
  strictChoiceNeedsOne: 'Строгий выбор доступен, только когда выбрана ровно одна конфигурация',
  nameAlwaysRequired: 'Название организации всегда показывается и обязательно',
  requiredNeedsShown: 'Обязательное поле должно быть показано',
  contactRequired: 'Сделайте обязательным хотя бы один способ связи: E-mail или телефон',
  color: 'Цвет в формате #RRGGBB',
  saved: 'Форма сохранена',
  saveFailed: 'Не удалось сохранить форму',
  notFound: 'Форма заказа не найдена',
  unavailable: 'Форма заказа сейчас не принимает заявки',
  phone: 'Телефон: от 10 до 15 цифр, допустимы +, пробелы, скобки и дефисы',
  productNotOffered: 'Эта конфигурация не предлагается в форме',
  strictProduct: 'В этой форме можно заказать только предложенную конфигурацию',
  consentRequired: 'Необходимо согласие на обработку персональных данных',
  honeypot: 'Заявка похожа на автоматическую и не принята',
  challengeInvalid: 'Проверка формы не пройдена: обновите страницу и отправьте заявку еще раз',
  challengeExpired: 'Форма открыта слишком давно: обновите страницу и отправьте заявку еще раз',
  challengeReused: 'Эта заявка уже отправлена',
  tooFast: 'Форма заполнена слишком быстро. Проверьте данные и отправьте заявку еще раз',
  proofInvalid: 'Проверка браузера не пройдена: обновите страницу и отправьте заявку еще раз',
  tooManyFromAddress: 'Слишком много заявок с вашего адреса. Повторите позже',
  tooManyForForm: 'Форма получила слишком много заявок. Повторите позже',
  sent: 'Заявка отправлена',
} as const;

export const SITE_FORM_CODES = {
  notFound: 'SITE_FORM_NOT_FOUND',
  unavailable: 'SITE_FORM_UNAVAILABLE',
  honeypot: 'SITE_FORM_SPAM',
  challengeInvalid: 'SITE_FORM_CHALLENGE_INVALID',
  challengeExpired: 'SITE_FORM_CHALLENGE_EXPIRED',
  challengeReused: 'SITE_FORM_CHALLENGE_REUSED',
  tooFast: 'SITE_FORM_TOO_FAST',
  proofInvalid: 'SITE_FORM_PROOF_INVALID',
  tooManyFromAddress: 'SITE_FORM_ADDRESS_LIMIT',
  tooManyForForm: 'SITE_FORM_FORM_LIMIT',
} as const;

/** Texts of the builder page («Мой сайт»). */
export const SITE_FORM_TEXTS = {
  intro:
    'Настройте форму заказа, сохраните ее и разместите HTML-код на своем сайте. Заявки с формы сразу попадают в «Мои лиды», а вам приходит письмо.',
  products: 'Конфигурации',
  productsHint: 'Что посетитель сможет заказать',
  noProducts: 'Нет конфигураций',
  strictChoice: 'Строгий выбор',
  strictChoiceHint: 'Посетитель заказывает только выбранную конфигурацию. Доступно, когда выбрана ровно одна конфигурация',
  fields: 'Поля формы',
  field: 'Поле',
  shown: 'Показывать',
  required: 'Обязательное',
  colors: 'Цвета',
  accent: 'Цвет кнопки',
  background: 'Цвет фона',
  text: 'Цвет текста',
  texts: 'Тексты',
  title: 'Заголовок',
  buttonText: 'Текст кнопки',
  successText: 'Текст после отправки',
  save: 'Сохранить',
  preview: 'Предпросмотр',
  previewNote: 'Так форма выглядит на вашем сайте. Из предпросмотра заявки не отправляются.',
  code: 'HTML-код для сайта',
  codeHint: 'Вставьте код в страницу сайта там, где должна быть форма.',
  codeNeedsSave: 'Сохраните форму, чтобы получить HTML-код для сайта.',
  codeUnsaved: 'Есть несохраненные изменения: на сайте они появятся после сохранения.',
  copy: 'Скопировать HTML-код',
} as const;
