/** The client registry's calls: list, one client, register, edit, add an INN, checks, confirmation, export links. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CustomerList,
  Customer,
  LoginCheck,
  Organisation,
  CustomerListQuery,
  CustomerPatch,
  CustomerRegistration,
  Lead,
} from '@portal/domain';
import { PAGE_SIZE_DEFAULT } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { JUST_LOADED_MS } from '../../../lib/query-client';

function listParams(query: Omit<CustomerListQuery, 'page' | 'pageSize'> & Partial<Pick<CustomerListQuery, 'page' | 'pageSize'>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** What the client list asks first: no search, the newest first, the first page. */
export const CUSTOMER_LIST_START = { search: '', sort: 'createdAt', order: 'desc', page: 1, pageSize: PAGE_SIZE_DEFAULT } as const;

export const customersQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: ['customers', 'list', query],
    queryFn: () => api<CustomerList>(`/customer-manager?${listParams(query)}`),
    placeholderData: keepPreviousData,
    staleTime: JUST_LOADED_MS,
  });

export function exportHref(format: 'xlsx' | 'csv', query: Pick<CustomerListQuery, 'search' | 'sort' | 'order'>): string {
  return `/api/customer-manager/export?${listParams({ format, ...query } as never)}`;
}

/** The partner's lead a registration starts from (lead.tabs.my 'Зарегистрировать клиента'): its data fill the form. */
export const leadForRegistrationQuery = (leadId: string) =>
  queryOptions({ queryKey: ['leads', 'one', leadId], queryFn: () => api<Lead>(`/leads/${leadId}`), staleTime: Infinity, retry: false });

export const registerCustomer = (registration: CustomerRegistration) => api<Customer>('/customers', { method: 'POST', body: registration });

export const patchCustomer = (id: string, patch: CustomerPatch) =>
  api<Customer>(`/customer-manager/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export const qualifyCustomer = (id: string, inn: string) =>
  api<Customer>(`/customer-manager/${encodeURIComponent(id)}`, { method: 'PUT', body: { action: 'qualify', inn } });

export const checkInn = (inn: string, signal?: AbortSignal) =>
  api<Organisation>(`/customer-manager?inn=${encodeURIComponent(inn)}`, { signal });

export const checkLogin = (login: string, signal?: AbortSignal) =>
  api<LoginCheck>(`/customer-manager?validate=${encodeURIComponent(login)}`, { signal });

export const confirmCustomer = (token: string) => api<{ name: string }>('/customers/confirm', { method: 'POST', body: { token } });
