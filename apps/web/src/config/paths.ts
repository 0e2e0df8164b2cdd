/**
 * Every route of the spec once: its name (as the spec calls it), hash path, page title, who may open it and the right
 * of a partner's (or distributor's) person it needs. href() builds a link; the router, its guards and the menus read
 * from here only.
 */
import type { Right } from '@portal/domain';

type Params = Record<string, string | number>;

/**
 * Who acts in the office (lib/route-access.ts derives it from the authorities): a partner, a partner holding
 * ROLE_IAS_USER (the infrastructure's pages), a distributor, the vendor's operator.
 */
export type RouteRole = 'partner' | 'iasPartner' | 'distributor' | 'vendor';
/** 'public': anyone, a visitor too; otherwise the roles that may open the route (every other one is sent away). */
export type RouteAccess = 'public' | readonly RouteRole[];

const anyone: RouteAccess = 'public';
const partner: RouteAccess = ['partner'];
const distributor: RouteAccess = ['distributor'];
const partnerOrDistributor: RouteAccess = ['partner', 'distributor'];
const iasPartner: RouteAccess = ['iasPartner'];
const vendor: RouteAccess = ['vendor'];

/**
 * `right`: what the person's role must allow (issue 32) for the page to be of use, beyond reading ('view', which every
 * role holds): the right of the calls the page makes first or exists for. The operator is not subject to rights.
 */
function route<const P extends string>(path: P, title: string, access: RouteAccess, right?: Right) {
  return {
    path,
    title,
    access,
    right,
    href(params: Params = {}, query?: Record<string, string | number | undefined>): string {
      const filled =
        path
          .replace(/:(\w+)\??/g, (_, key: string) => (params[key] === undefined ? '' : encodeURIComponent(String(params[key]))))
          .replace(/\/+$/, '') || '/';
      const search = query
        ? new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString()
        : '';
      return `#${filled}${search ? `?${search}` : ''}`;
    },
  } as const;
}

export const paths = {
  root: route('/', 'Портал партнеров', anyone),
  promo: route('/promo', 'Станьте партнером 1С:ГРМ', anyone),
  login: route('/login', 'Вход в личный кабинет', anyone),
  signup: route('/signup', 'Регистрация', anyone),
  logout: route('/logout', 'Выход из личного кабинета', anyone),
  'client.confirm': route('/client-confirm', 'Подтверждение регистрации', anyone),
  'ias.password': route('/ias/password', 'Пароль для 1С:Облачной инфраструктуры', anyone),
  'password.forgot': route('/password/forgot', 'Восстановление пароля', anyone),
  'password.reset': route('/password/reset', 'Новый пароль', anyone),
  'cert.check': route('/cert/:certificateNumber', 'Проверка сертификата партнера', anyone),
  invitation: route('/invitation/:token', 'Приглашение в организацию', anyone),
  // Its spend charts read the billing history.
  home: route('/home', 'Главная', partner, 'billing'),
  profile: route('/profile', 'Профиль', partnerOrDistributor),
  'profile.cert': route('/profile/cert', 'Сертификат партнера', partner),
  'profile.security': route('/profile/security', 'Безопасность', partnerOrDistributor),
  token: route('/office/token', 'Токен API', partner, 'tokens'),
  members: route('/office/members', 'Сотрудники', partnerOrDistributor, 'people'),
  journal: route('/office/journal', 'Журнал действий', partner, 'journal'),
  client: route('/client', 'Клиенты', partner),
  'client.subscriptions.all': route('/client/all', 'Клиенты', partner),
  'client.subscriptions.payed': route('/client/payed', 'Платные подписки', partner),
  'client.subscriptions.trial': route('/client/trial', 'Подписки с пробным периодом', partner),
  'client.subscriptions.reg': route('/client/reg', 'Новый клиент', partner, 'clients'),
  'client.detail.item': route('/client/detail/:customerId', 'Карточка клиента', partner),
  service: route('/service', 'Маркет', partner, 'orders'),
  'service.list': route('/service/list', 'Маркет', partner, 'orders'),
  'service.biz': route('/service/biz/:offerDeskId', 'Форма заказа', partner, 'orders'),
  'service.1c_ecw_support': route('/service/1c_ecw_support/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  'service.1c_ecw_application': route('/service/1c_ecw_application/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  'service.1c_grm_conf_manager': route('/service/1c_grm_conf_manager/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  'service.1c-ecw-terminal': route('/service/1c-ecw-terminal/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  'service.kaspersky': route('/service/kaspersky/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  'service.ms_products': route('/service/ms_products/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  'service.product': route('/service/product/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  '1c_paysleep_application': route('/service/1c_paysleep_application/:offerDeskId/:serviceId', 'Форма заказа', partner, 'orders'),
  'subscription.all': route('/subscription/all', 'Все подписки', partner),
  'partners.list': route('/partners', 'Партнеры', distributor),
  'partners.score': route('/partners/score', 'Детализация счета', distributor),
  'partners.list.details': route('/partners/:partnerCode', 'Детализация по партнеру', distributor),
  feedback: route('/feedback', 'Техническая поддержка', partnerOrDistributor, 'support'),
  admin: route('/admin', 'Администрирование приложений', partner),
  enrollment: route('/enrollment', '1С:Облачная инфраструктура', partner, 'orders'),
  cloud: route('/cloud', '1С:Облачная инфраструктура', iasPartner, 'orders'),
  'cloud.calc': route('/cloud/calc', 'Калькулятор стоимости виртуальной машины', iasPartner, 'orders'),
  'cloud.list': route('/cloud/list', 'Активные лицензии', iasPartner),
  details: route('/details', 'Детализация счета', partner, 'billing'),
  invoices: route('/invoices', 'Счета и акты', partner, 'billing'),
  'rates.grm': route('/rates/grm/:date', 'Тарифы 1С:ГРМ', partnerOrDistributor),
  'rates.oi': route('/rates/oi/:date', 'Тарифы 1С:ОИ', partnerOrDistributor),
  calc: route('/calc', 'Калькуляторы', partner, 'orders'),
  'calc.typical': route('/calc/typical/:tariff?', 'Типовые конфигурации', partner, 'orders'),
  'calc.industry': route('/calc/industry', 'Отраслевые конфигурации', partner, 'orders'),
  'calc.modified': route('/calc/modified', 'Доработанные конфигурации', partner, 'orders'),
  'calc.private': route('/calc/private', 'Собственные разработки', partner, 'orders'),
  'calc.other': route('/calc/other', 'Продукты сторонних вендоров', partner, 'orders'),
  'calc.services': route('/calc/services/:tab?', 'Сервисы ИТС', partner, 'orders'),
  'calc.quotes': route('/calc/quotes', 'Предложения клиентам', partner, 'orders'),
  lead: route('/lead', 'Лидогенерация', partner),
  'lead.tabs.new': route('/lead/new', 'Общие лиды', partner),
  'lead.tabs.my': route('/lead/my', 'Мои лиды', partner),
  'lead.tabs.site': route('/lead/site', 'Мой сайт', partner),
  'order.list': route('/order/list', 'Заказы', partner),
  'order.detail': route('/order/:id', 'Заказ', partner),
  'content.info': route('/content/info', 'База знаний', partnerOrDistributor),
  'content.news': route('/content/news/:id?', 'Новости', partnerOrDistributor),
  'content.videos': route('/content/videos/:id?', 'Видео', partnerOrDistributor),
  'content.presentations': route('/content/presentations/:id?', 'Презентации', partnerOrDistributor),
  'content.marketing': route('/content/marketing', 'Материалы', partnerOrDistributor),
  'backoffice.applications': route('/backoffice/applications', 'Заявки партнеров', vendor),
  'backoffice.partner-journal': route('/backoffice/partners/:partnerId/journal', 'Журнал действий партнера', vendor),
  'backoffice.mail': route('/backoffice/mail', 'Исходящие письма', vendor),
  'backoffice.customers': route('/backoffice/customers', 'Клиенты партнеров', vendor),
  'backoffice.errors': route('/backoffice/errors', 'Отчеты об ошибках', vendor),
  'backoffice.feedback': route('/backoffice/feedback', 'Обращения партнеров', vendor),
  'backoffice.invoices': route('/backoffice/invoices', 'Счета партнеров', vendor),
  'backoffice.documents': route('/backoffice/documents', 'Выгрузка документов', vendor),
  'backoffice.payments': route('/backoffice/payments', 'Платежи', vendor),
  'backoffice.overdue': route('/backoffice/overdue', 'Просроченная задолженность', vendor),
  'backoffice.calendar': route('/backoffice/calendar', 'Производственный календарь', vendor),
  'backoffice.distributors': route('/backoffice/distributors', 'Дистрибьюторы', vendor),
  'backoffice.infrastructure': route('/backoffice/infrastructure', 'Доступ к 1С:ОИ', vendor),
  'backoffice.cloud-prices': route('/backoffice/cloud-prices', 'Цены 1С:ОИ', vendor),
  'backoffice.rate-texts': route('/backoffice/rate-texts', 'Тексты тарифов', vendor),
  'backoffice.vm-requests': route('/backoffice/vm-requests', 'Нестандартные ВМ', vendor),
  'backoffice.leads': route('/backoffice/leads', 'Лиды', vendor),
  'backoffice.content': route('/backoffice/content', 'Контент', vendor),
  'backoffice.security': route('/backoffice/security', 'Безопасность', vendor),
} as const;

export type RouteName = keyof typeof paths;

/**
 * The profile's «Реквизиты для счетов и актов» block (issue 33) as a link's target: the profile page, scrolled to the
 * block with its first empty field focused. The invoices page links here when the XML УПД lacks the partner's requisites.
 */
export const PROFILE_REQUISITES_ANCHOR = 'requisites';
export function profileRequisitesHref(): string {
  return `${paths.profile.href()}#${PROFILE_REQUISITES_ANCHOR}`;
}
