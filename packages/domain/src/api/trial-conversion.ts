/**
 * POST /api/subscriptions/{id}/convert ('Перейти на платную версию', decision 013): a running demo becomes a paid
 * subscription of a production kit of the same service, for the same client, keeping the client's database.
 */
import { z } from 'zod';
import { DEPLOY_STATUSES } from './subscription.ts';

export const CONVERSION_MESSAGES = {
  wrongKit: 'Выберите платный тип развертывания этого же приложения',
  /** The deletion reason of a demo removed at its end. */
  demoEnded: 'Демо-период закончился',
} as const;

/** The production kit to turn the demo into; without it, the service's first production kit that can be ordered. */
export const conversionRequestSchema = z.object({ serviceKitId: z.uuid().optional() });
export type ConversionRequest = z.infer<typeof conversionRequestSchema>;

/** The conversion order and the paid subscription it deploys; the demo closes once that one is deployed. */
export const conversionResponseSchema = z.object({
  orderId: z.string(),
  /** The new paid subscription. */
  subscriptionId: z.string(),
  /** The demo it comes from. */
  convertedFrom: z.string(),
  deployStatus: z.enum(DEPLOY_STATUSES),
  price: z.number().int(),
  clientPrice: z.number().int().nullable(),
});
export type ConversionResponse = z.infer<typeof conversionResponseSchema>;
