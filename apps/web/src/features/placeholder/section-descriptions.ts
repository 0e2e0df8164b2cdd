/** One sentence per section that is not built yet: what the partner will do there. */
import type { RouteName } from '../../config/paths';

export const SECTION_DESCRIPTIONS: Partial<Record<RouteName, string>> = {
  'partners.list': 'Здесь будет список партнеров дистрибьютора с блокировкой и разблокировкой.',
  'partners.score': 'Здесь будет список партнеров с адресами.',
  'partners.list.details': 'Здесь будет детализация счета партнера за месяц.',
  'content.info': 'Здесь будет база знаний.',
  'content.news': 'Здесь будут новости.',
  'content.videos': 'Здесь будут видеоматериалы.',
  'content.presentations': 'Здесь будут презентации.',
  'content.marketing': 'Здесь будут маркетинговые материалы.',
};
