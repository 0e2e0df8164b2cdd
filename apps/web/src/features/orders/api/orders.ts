/** Orders as records (document 3 order.detail, "Order detail and order list tables"): one order, and the list. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DEPLOY_STATUS_POLL_MS, SETTLING_STATUSES, type OrderList, type OrderRecord } from '@portal/domain';
import { api } from '../../../lib/api-client';

export type OrderListQuery = { page: number; pageSize: number; search: string; subscriptionId: string | null };

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'one', orderId],
    queryFn: () => api<OrderRecord>(`/orders/${encodeURIComponent(orderId)}`),
    // An order in progress, or a subscription still settling, is asked again until its job settles it.
    refetchInterval: (query) => {
      const order = query.state.data;
      const settling = order && SETTLING_STATUSES.includes(order.subscriptionDeployStatus);
      return order?.status === 'PENDING' || settling ? DEPLOY_STATUS_POLL_MS : false;
    },
    retry: false,
  });

export const ordersQuery = ({ subscriptionId, ...query }: OrderListQuery) =>
  queryOptions({
    queryKey: ['orders', 'list', { ...query, subscriptionId }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize), search: query.search });
      if (subscriptionId) params.set('subscriptionId', subscriptionId);
      return api<OrderList>(`/orders?${params}`);
    },
    placeholderData: keepPreviousData,
  });
