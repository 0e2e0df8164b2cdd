/** The colour of an order's status chip. */
import type { OrderStatus } from '@portal/domain';

export const ORDER_STATUS_COLORS: Record<OrderStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  APPLIED: 'success',
  FAILED: 'error',
};
