/** The client registry's calls: list, one client, register, edit, add an INN, checks, confirmation, export links. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  customerListSchema,
  customerSchema,
  loginCheckSchema,
  organisationSchema,
  type CustomerListQuery,
  type CustomerPatch,
  type CustomerRegistration,
} from '@portal/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

function listParams(query: Omit<CustomerListQuery, 'page' | 'pageSize'> & Partial<Pick<CustomerListQuery, 'page' | 'pageSize'>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const customersQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: ['customers', 'list', query],
    queryFn: () => api(`/customer-manager?${listParams(query)}`, { schema: customerListSchema }),
    placeholderData: keepPreviousData,
  });

export function exportHref(format: 'xlsx' | 'csv', query: Pick<CustomerListQuery, 'search' | 'sort' | 'order'>): string {
  return `/api/customer-manager/export?${listParams({ format, ...query } as never)}`;
}

export const registerCustomer = (registration: CustomerRegistration) =>
  api('/customers', { method: 'POST', body: registration, schema: customerSchema });

export const patchCustomer = (id: string, patch: CustomerPatch) =>
  api(`/customer-manager/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, schema: customerSchema });

export const qualifyCustomer = (id: string, inn: string) =>
  api(`/customer-manager/${encodeURIComponent(id)}`, { method: 'PUT', body: { action: 'qualify', inn }, schema: customerSchema });

export const checkInn = (inn: string, signal?: AbortSignal) =>
  api(`/customer-manager?inn=${encodeURIComponent(inn)}`, { schema: organisationSchema, signal });

export const checkLogin = (login: string, signal?: AbortSignal) =>
  api(`/customer-manager?validate=${encodeURIComponent(login)}`, { schema: loginCheckSchema, signal });

export const confirmCustomer = (token: string) =>
  api('/customers/confirm', { method: 'POST', body: { token }, schema: z.object({ name: z.string() }) });
