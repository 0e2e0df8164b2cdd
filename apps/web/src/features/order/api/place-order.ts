/** POST /api/{type}/order: a new order, one Idempotency-Key per attempt. */
import type { OrderRequest, OrderResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function placeOrder(type: string, order: OrderRequest, idempotencyKey: string): Promise<OrderResponse> {
  return api<OrderResponse>(`/${encodeURIComponent(type)}/order`, {
    method: 'POST',
    body: order,
    headers: { 'idempotency-key': idempotencyKey },
  });
}
