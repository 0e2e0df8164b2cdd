/**
 * CityDirectory adapter for DaData's address suggestions (suggest/address limited to cities and settlements), chosen
 * by CITY_DIRECTORY=dadata with DADATA_API_KEY. The key stays on the server.
 */
import type { City } from '@portal/domain';
import { z } from 'zod';
import type { CityDirectory } from './city-directory.ts';

export const DADATA_ADDRESS_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address';
const DEFAULT_TIMEOUT_MS = 5000;

const responseSchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        city: z.string().nullish(),
        settlement: z.string().nullish(),
        region_with_type: z.string().nullish(),
      }),
    }),
  ),
});

export class CityDirectoryUnavailableError extends Error {}

export function dadataCityDirectory(options: { apiKey: string; url?: string; timeoutMs?: number }): CityDirectory {
  const url = options.url ?? DADATA_ADDRESS_URL;
  async function suggest(text: string, limit: number): Promise<City[]> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.apiKey}` },
        body: JSON.stringify({ query: text, count: limit, from_bound: { value: 'city' }, to_bound: { value: 'settlement' } }),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new CityDirectoryUnavailableError('Справочник адресов недоступен, попробуйте позже', { cause });
    }
    if (!response.ok) throw new CityDirectoryUnavailableError(`Справочник адресов ответил ошибкой ${response.status}`);
    const parsed = responseSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new CityDirectoryUnavailableError('Справочник адресов вернул неожиданный ответ');
    const cities: City[] = [];
    for (const { data } of parsed.data.suggestions) {
      const name = data.settlement ?? data.city;
      if (name && !cities.some((c) => c.name === name && c.region === (data.region_with_type ?? ''))) {
        cities.push({ name, region: data.region_with_type ?? '' });
      }
    }
    return cities;
  }
  return {
    search: suggest,
    async isKnown(name) {
      const found = await suggest(name, 20);
      return found.some((c) => c.name.toLowerCase() === name.trim().toLowerCase());
    },
  };
}
