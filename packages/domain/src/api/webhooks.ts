/** Webhooks (decision 019): the endpoint and delivery shapes. */
import { z } from 'zod';
import { WEBHOOK_ERRORS, WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from './webhook-texts.ts';

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

export const webhookEndpointInputSchema = z.object({
  url: z.string().trim().min(1, WEBHOOK_ERRORS.url).max(WEBHOOK_URL_MAX),
  events: z.array(webhookEventSchema).min(1, WEBHOOK_ERRORS.events),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  /** The Standard Webhooks secret (whsec_…) the receiver verifies signatures with. */
  secret: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({ items: z.array(webhookDeliverySchema), total: z.number().int() });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
