/**
 * Every route of the spec once: its name (as the spec calls it), hash path and page title.
 * href() builds a link; the router and the menus read from here only.
 */
type Params = Record<string, string | number>;

function route<const P extends string>(path: P, title: string) {
  return {
    path,
    title,
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
  root: route('/', 'Портал партнеров'),
  promo: route('/promo', 'Станьте партнером 1С:ГРМ'),
  login: route('/login', 'Вход в личный кабинет'),
  signup: route('/signup', 'Регистрация'),
  logout: route('/logout', 'Выход из личного кабинета'),
  'client.confirm': route('/client-confirm', 'Подтверждение регистрации'),
  'ias.password': route('/ias/password', 'Пароль для 1С:Облачной инфраструктуры'),
  'password.forgot': route('/password/forgot', 'Восстановление пароля'),
  'password.reset': route('/password/reset', 'Новый пароль'),
  'cert.check': route('/cert/:certificateNumber', 'Проверка сертификата партнера'),
  home: route('/home', 'Главная'),
  profile: route('/profile', 'Профиль'),
  'profile.cert': route('/profile/cert', 'Сертификат партнера'),
  'profile.security': route('/profile/security', 'Безопасность'),
  token: route('/office/token', 'Токен API'),
  client: route('/client', 'Клиенты'),
  'client.subscriptions.all': route('/client/all', 'Клиенты'),
  'client.subscriptions.payed': route('/client/payed', 'Платные подписки'),
  'client.subscriptions.trial': route('/client/trial', 'Подписки с пробным периодом'),
  'client.subscriptions.reg': route('/client/reg', 'Новый клиент'),
  'client.detail.item': route('/client/detail/:customerId', 'Карточка клиента'),
  service: route('/service', 'Маркет'),
  'service.list': route('/service/list', 'Маркет'),
  'service.biz': route('/service/biz/:offerDeskId', 'Форма заказа'),
  'service.1c_ecw_support': route('/service/1c_ecw_support/:offerDeskId/:serviceId', 'Форма заказа'),
  'service.1c_ecw_application': route('/service/1c_ecw_application/:offerDeskId/:serviceId', 'Форма заказа'),
  'service.1c_grm_conf_manager': route('/service/1c_grm_conf_manager/:offerDeskId/:serviceId', 'Форма заказа'),
  'service.1c-ecw-terminal': route('/service/1c-ecw-terminal/:offerDeskId/:serviceId', 'Форма заказа'),
  'service.kaspersky': route('/service/kaspersky/:offerDeskId/:serviceId', 'Форма заказа'),
  'service.ms_products': route('/service/ms_products/:offerDeskId/:serviceId', 'Форма заказа'),
  'service.product': route('/service/product/:offerDeskId/:serviceId', 'Форма заказа'),
  '1c_paysleep_application': route('/service/1c_paysleep_application/:offerDeskId/:serviceId', 'Форма заказа'),
  'subscription.all': route('/subscription/all', 'Все подписки'),
  'partners.list': route('/partners', 'Партнеры'),
  'partners.score': route('/partners/score', 'Детализация счета'),
  'partners.list.details': route('/partners/:partnerCode', 'Детализация по партнеру'),
  feedback: route('/feedback', 'Техническая поддержка'),
  admin: route('/admin', 'Администрирование приложений'),
  enrollment: route('/enrollment', '1С:Облачная инфраструктура'),
  cloud: route('/cloud', '1С:Облачная инфраструктура'),
  'cloud.calc': route('/cloud/calc', 'Калькулятор стоимости виртуальной машины'),
  'cloud.list': route('/cloud/list', 'Активные лицензии'),
  details: route('/details', 'Детализация счета'),
  'rates.grm': route('/rates/grm/:date', 'Тарифы 1С:ГРМ'),
  'rates.oi': route('/rates/oi/:date', 'Тарифы 1С:ОИ'),
  calc: route('/calc', 'Калькуляторы'),
  'calc.typical': route('/calc/typical/:tariff?', 'Типовые конфигурации'),
  'calc.industry': route('/calc/industry', 'Отраслевые конфигурации'),
  'calc.modified': route('/calc/modified', 'Доработанные конфигурации'),
  'calc.private': route('/calc/private', 'Собственные разработки'),
  'calc.other': route('/calc/other', 'Продукты сторонних вендоров'),
  'calc.services': route('/calc/services/:tab?', 'Сервисы ИТС'),
  'calc.quotes': route('/calc/quotes', 'Предложения клиентам'),
  'lead.tabs.new': route('/lead/new', 'Общие лиды'),
  'lead.tabs.my': route('/lead/my', 'Мои лиды'),
  'lead.tabs.site': route('/lead/site', 'Мой сайт'),
  'order.list': route('/order/list', 'Заказы'),
  'order.detail': route('/order/:id', 'Заказ'),
  'content.info': route('/content/info', 'База знаний'),
  'content.news': route('/content/news/:id?', 'Новости'),
  'content.videos': route('/content/videos/:id?', 'Видео'),
  'content.presentations': route('/content/presentations/:id?', 'Презентации'),
  'content.marketing': route('/content/marketing', 'Материалы'),
  'backoffice.applications': route('/backoffice/applications', 'Заявки партнеров'),
  'backoffice.mail': route('/backoffice/mail', 'Исходящие письма'),
  'backoffice.customers': route('/backoffice/customers', 'Клиенты партнеров'),
  'backoffice.errors': route('/backoffice/errors', 'Отчеты об ошибках'),
  'backoffice.feedback': route('/backoffice/feedback', 'Обращения партнеров'),
  'backoffice.invoices': route('/backoffice/invoices', 'Счета партнеров'),
  'backoffice.distributors': route('/backoffice/distributors', 'Дистрибьюторы'),
  'backoffice.infrastructure': route('/backoffice/infrastructure', 'Доступ к 1С:ОИ'),
  'backoffice.cloud-prices': route('/backoffice/cloud-prices', 'Цены 1С:ОИ'),
  'backoffice.rate-texts': route('/backoffice/rate-texts', 'Тексты тарифов'),
  'backoffice.vm-requests': route('/backoffice/vm-requests', 'Нестандартные ВМ'),
  'backoffice.leads': route('/backoffice/leads', 'Лиды'),
  'backoffice.content': route('/backoffice/content', 'Контент'),
  'backoffice.security': route('/backoffice/security', 'Безопасность'),
} as const;

export type RouteName = keyof typeof paths;
