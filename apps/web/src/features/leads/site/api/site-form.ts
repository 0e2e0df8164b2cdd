/** The builder's calls (decision 024): the partner's form with the configurations it may offer, and saving it. */
import { queryOptions } from '@tanstack/react-query';
import type { SiteForm, SiteFormSettingsInput } from '@portal/domain';
import { api } from '../../../../lib/api-client';

export const siteFormQuery = queryOptions({
  queryKey: ['site-form'],
  queryFn: () => api<SiteForm>('/site-form'),
});

export const saveSiteForm = (settings: SiteFormSettingsInput) => api<SiteForm>('/site-form', { method: 'PUT', body: settings });
