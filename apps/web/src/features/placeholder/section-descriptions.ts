/** One sentence per section that is not built yet: what the partner will do there. */
import type { RouteName } from '../../config/paths';

export const SECTION_DESCRIPTIONS: Partial<Record<RouteName, string>> = {
  'partners.list': 'Здесь будет список партнеров дистрибьютора с блокировкой и разблокировкой.',
  'partners.score': 'Здесь будет список партнеров с адресами.',
  'partners.list.details': 'Здесь будет детализация счета партнера за месяц.',
  'rates.grm': 'Здесь будут тарифы 1С:ГРМ.',
  'rates.oi': 'Здесь будут тарифы 1С:ОИ.',
  calc: 'Здесь будут калькуляторы стоимости конфигураций для клиента.',
  'calc.typical': 'Здесь будет калькулятор типовых конфигураций.',
  'calc.industry': 'Здесь будет калькулятор отраслевых конфигураций.',
  'calc.modified': 'Здесь будет калькулятор доработанных конфигураций.',
  'calc.private': 'Здесь будет калькулятор собственных разработок.',
  'calc.other': 'Здесь будет калькулятор продуктов сторонних вендоров.',
  'calc.services': 'Здесь будут калькуляторы сервисов ИТС.',
  'lead.tabs.new': 'Здесь будут общие лиды программы «Расти с 1С:ГРМ».',
  'lead.tabs.my': 'Здесь будут ваши лиды.',
  'content.info': 'Здесь будет база знаний.',
  'content.news': 'Здесь будут новости.',
  'content.videos': 'Здесь будут видеоматериалы.',
  'content.presentations': 'Здесь будут презентации.',
  'content.marketing': 'Здесь будут маркетинговые материалы.',
};
