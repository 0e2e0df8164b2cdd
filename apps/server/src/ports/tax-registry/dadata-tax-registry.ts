/**
 * TaxRegistry adapter for DaData's party lookup (findById/party), chosen by TAX_REGISTRY=dadata.
 * The key stays on the server; the browser only ever sees the organisation's fields.
 */
import type { Organisation } from '@portal/domain';
import { z } from 'zod';
import type { TaxRegistry } from './tax-registry.ts';

export const DADATA_DEFAULT_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/findById/party';
const DEFAULT_TIMEOUT_MS = 5000;

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

export function dadataTaxRegistry(options: { apiKey: string; url?: string; timeoutMs?: number }): TaxRegistry {
  const url = options.url ?? DADATA_DEFAULT_URL;
  return {
    async findByInn(inn): Promise<Organisation | null> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.apiKey}` },
          // The head office, not a branch: its KPP and address are the organisation's.
          body: JSON.stringify({ query: inn, count: 1, branch_type: 'MAIN' }),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (cause) {
        throw new TaxRegistryUnavailableError('Государственный реестр недоступен, попробуйте позже', { cause });
      }
      if (!response.ok) throw new TaxRegistryUnavailableError(`Государственный реестр ответил ошибкой ${response.status}`);
      const parsed = responseSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new TaxRegistryUnavailableError('Государственный реестр вернул неожиданный ответ');
      const party = parsed.data.suggestions.find((s) => s.data.inn === inn);
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
