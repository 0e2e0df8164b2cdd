/** A subscription's deployment states and their labels (document 1 §4): apart from the schemas, so texts load no zod. */
export const DEPLOY_STATUSES = ['INIT', 'DEPLOYING', 'DEPLOYED', 'DEPLOY_FAILED', 'DELETING', 'DELETED', 'DELETE_FAILED'] as const;
export type DeployStatus = (typeof DEPLOY_STATUSES)[number];

export const DEPLOY_STATUS_LABELS: Record<DeployStatus, string> = {
  INIT: 'Зарегистрирована',
  DEPLOYING: 'Создается',
  DEPLOYED: 'Работает',
  DEPLOY_FAILED: 'ошибка в процессе развертывания',
  DELETING: 'в процессе удаления..',
  DELETED: 'Удалена',
  DELETE_FAILED: 'Ошибка удаления',
};
