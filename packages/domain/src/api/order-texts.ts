/** The order messages (document 1 §8), apart from the order schemas: a counter's clamp toast loads no zod for them. */
import { DEPLOY_STATUS_LABELS } from './deploy-status.ts';

export const ORDER_MESSAGES = {
  created: 'Заказ успешно принят',
  createdText: 'Дождитесь письма с регистрационными данными лицензии.',
  failed: 'Произошла ошибка создания заказа',
  zeroCost: 'Заказ с нулевой стоимостью не может быть оформлен',
  noSeats: 'Лицензии заказываются без рабочих мест: рабочие места клиента не будут подключены. Продолжить без рабочих мест?',
  clientNotAllowed: 'Заказывать можно только для подтвержденных клиентов с ИНН',
  clientHasNoInn: 'У клиента, для которого заказывается подписка, нет ИНН',
  partnerDeskClient: 'На витрине «Партнерам» заказ оформляется только для самого партнера',
  infoBaseRequired: 'Укажите название информационной базы',
  kitNotFound: 'Тип развертывания не найден',
  deploymentFailed: DEPLOY_STATUS_LABELS.DEPLOY_FAILED,
  retryNotAllowed: 'Повторить можно только развертывание, завершившееся ошибкой',
  trialUsed: 'Пробный период этого приложения для клиента уже использован',
  idempotencyKeyReused:
    'Заказ с этим ключом повтора (Idempotency-Key) уже оформлен с другими данными. Проверьте список подписок; для другого заказа обновите страницу и оформите его заново',
  trialLength: (days: number) => `Пробный период: ${days} дн. бесплатно`,
  countOutOfRange: (min: number, max: number) => `Нельзя заказать меньше ${min} или больше ${max} единиц`,
  applicationLimit: (limit: number, toDelete: number) =>
    `Превышен лимит подписок на приложения (${limit}). Чтобы заказать новое приложение, удалите подписки: ${toDelete}`,
} as const;
