/** POST /api/{type}/order: a new order, one Idempotency-Key per attempt. */
import { orderResponseSchema, type OrderRequest, type OrderResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function placeOrder(type: string, order: OrderRequest, idempotencyKey: string): Promise<OrderResponse> {
  return api(`/${encodeURIComponent(type)}/order`, {
    method: 'POST',
    body: order,
    schema: orderResponseSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });
}
