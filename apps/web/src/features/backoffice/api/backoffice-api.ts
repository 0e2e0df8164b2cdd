/** The operator's calls: the application queue and decisions, the outbox, error reports, client confirmation. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  applicationItemSchema,
  applicationListSchema,
  backofficeCustomerListSchema,
  errorReportListSchema,
  mailListSchema,
  type ApplicationDecisionRequest,
  type ApplicationFilter,
  type CustomerDecision,
} from '@portal/domain';
import { api } from '../../../lib/api-client';

type Page = { page: number; pageSize: number };

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const applicationsQuery = (params: Page & { status: ApplicationFilter; search: string }) =>
  queryOptions({
    queryKey: ['backoffice', 'applications', params],
    queryFn: () => api(`/backoffice/applications?${query(params)}`, { schema: applicationListSchema }),
    placeholderData: keepPreviousData,
  });

export function decideApplication(partnerId: string, decision: ApplicationDecisionRequest) {
  return api(`/backoffice/applications/${partnerId}/decision`, { method: 'POST', body: decision, schema: applicationItemSchema });
}

export const mailQuery = (params: Page) =>
  queryOptions({
    queryKey: ['backoffice', 'mail', params],
    queryFn: () => api(`/backoffice/mail?${query(params)}`, { schema: mailListSchema }),
    placeholderData: keepPreviousData,
  });

export const errorReportsQuery = (params: Page) =>
  queryOptions({
    queryKey: ['backoffice', 'error-reports', params],
    queryFn: () => api(`/backoffice/error-reports?${query(params)}`, { schema: errorReportListSchema }),
    placeholderData: keepPreviousData,
  });

export type CustomerFilter = 'unconfirmed' | 'confirmed' | 'rejected' | 'all';

export const backofficeCustomersQuery = (params: Page & { status: CustomerFilter; search: string }) =>
  queryOptions({
    queryKey: ['backoffice', 'customers', params],
    queryFn: () => api(`/backoffice/customers?${query(params)}`, { schema: backofficeCustomerListSchema }),
    placeholderData: keepPreviousData,
  });

export function decideCustomer(customerId: string, decision: CustomerDecision) {
  return api(`/backoffice/customers/${customerId}/decision`, { method: 'POST', body: decision });
}

export function armProvisionerFailure(partnerId: string) {
  return api(`/backoffice/partners/${partnerId}/provisioner-failure`, { method: 'POST' });
}
