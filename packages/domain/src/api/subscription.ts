/** Subscriptions as the lists show them. The ordering issue adds options, prices and actions. */
import { z } from 'zod';

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

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  serviceName: z.string(),
  serviceKitName: z.string(),
  usageMode: z.enum(['PRODUCTION', 'DEMONSTRATION']),
  deployStatus: z.enum(DEPLOY_STATUSES),
  trialStart: z.string().nullable(),
  trialEnd: z.string().nullable(),
  createDate: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema), total: z.number().int() });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;
