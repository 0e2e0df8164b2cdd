/**
 * TaxRegistry adapter for DaData's party lookup (findById/party), chosen by TAX_REGISTRY=dadata.
 * The key stays on the server; the browser only ever sees the organisation's fields.
 */
import type { Organisation } from '@portal/domain';
import { z } from 'zod';
import { callDadata, type DadataFailure } from '../dadata.ts';
import type { TaxRegistry } from './tax-registry.ts';

export const DADATA_DEFAULT_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/findById/party';

const responseSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        inn: z.string(),
        kpp: z.string().nullish(),
        name: z.object({ short_with_opf: z.string().nullish(), full_with_opf: z.string().nullish() }).nullish(),
        address: z.object({ value: z.string().nullish(), data: z.object({ city: z.string().nullish() }).nullish() }).nullish(),
        state: z.object({ status: z.string().nullish() }).nullish(),
      }),
    }),
  ),
});

export class TaxRegistryUnavailableError extends Error {}

/** The adapter's own words for each way the call can fail. */
function taxRegistryFailure(reason: DadataFailure): Error {
  switch (reason.kind) {
    case 'unreachable':
      return new TaxRegistryUnavailableError('Государственный реестр недоступен, попробуйте позже', { cause: reason.cause });
    case 'status':
      return new TaxRegistryUnavailableError(`Государственный реестр ответил ошибкой ${reason.status}`);
    case 'shape':
      return new TaxRegistryUnavailableError('Государственный реестр вернул неожиданный ответ');
  }
}

export function dadataTaxRegistry(options: { apiKey: string; url?: string; timeoutMs?: number }): TaxRegistry {
  const call = { ...options, url: options.url ?? DADATA_DEFAULT_URL };
  return {
    async findByInn(inn): Promise<Organisation | null> {
      // The head office, not a branch: its KPP and address are the organisation's.
      const answer = await callDadata(call, { query: inn, count: 1, branch_type: 'MAIN' }, responseSchema, taxRegistryFailure);
      const party = answer.suggestions.find((s) => s.data.inn === inn);
      if (!party) return null;
      const { data } = party;
      return {
        inn: data.inn,
        name: data.name?.short_with_opf ?? data.name?.full_with_opf ?? party.value,
        kpp: data.kpp ?? null,
        city: data.address?.data?.city ?? null,
        address: data.address?.value ?? null,
        status: data.state?.status ?? 'UNKNOWN',
      };
    },
  };
}
