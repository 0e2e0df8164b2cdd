/** Subscriptions as the lists show them. The ordering issue adds options, prices and actions. */
import { z } from 'zod';

import { DEPLOY_STATUSES, type DeployStatus } from './deploy-status.ts';

export { DEPLOY_STATUSES, DEPLOY_STATUS_LABELS, type DeployStatus } from './deploy-status.ts';

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  /** The catalogue's service and its category (null for a product the catalogue no longer has). */
  serviceId: z.string().nullable(),
  resourceCategory: z.string().nullable(),
  price: z.number().int(),
  startDate: z.string().nullable(),
  serviceName: z.string(),
  serviceKitName: z.string(),
  usageMode: z.enum(['PRODUCTION', 'DEMONSTRATION']),
  deployStatus: z.enum(DEPLOY_STATUSES),
  trialStart: z.string().nullable(),
  trialEnd: z.string().nullable(),
  createDate: z.string(),
  /** The planned (or, once deleting, the actual) deletion date; null when none is planned. */
  expirationDate: z.string().nullable(),
  /** On trial (a demo, or a trial that still runs: the domain's isOnTrial): in the trial list, free ('-', 'Бесплатно'). */
  onTrial: z.boolean(),
  /** The production kit a running demo can be turned into ('Перейти на платную версию'); null for anything else. */
  conversionKitId: z.string().nullable(),
  /** The paid subscription a demo was turned into: set while that one deploys (the demo then closes). */
  convertedTo: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema), total: z.number().int() });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/**
 * The lists of document 1 §2: all, paid and trial subscriptions; demo customer subscriptions (free trials
 * ordered for clients) and demo partner subscriptions (ordered on the desk 'Партнерам' for the partner's own use).
 */
export const SUBSCRIPTION_FILTERS = ['all', 'paid', 'trial', 'demoCustomer', 'demoPartner'] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];

export const SUBSCRIPTION_EMPTY_TEXTS: Record<SubscriptionFilter, string> = {
  all: 'Нет элементов для отображения',
  paid: 'Нет платных подписок',
  trial: 'Нет подписок c пробным периодом',
  demoCustomer: 'Нет элементов для отображения',
  demoPartner: 'Нет элементов для отображения',
};

export const SUBSCRIPTION_LOAD_FAILED = 'Произошла ошибка в процессе запроса данных по подпискам';
export const SUBSCRIPTION_LOAD_FAILED_HINT = 'Нажмите «повторить запрос»; если ошибка повторится, обратитесь в техническую поддержку.';

/** Statuses that are still changing: lists re-poll them every DEPLOY_STATUS_POLL_MS. */
export const SETTLING_STATUSES: ReadonlyArray<DeployStatus> = ['INIT', 'DEPLOYING', 'DELETING'];
