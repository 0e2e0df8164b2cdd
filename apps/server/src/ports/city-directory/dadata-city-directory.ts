/**
 * CityDirectory adapter for DaData's address suggestions (suggest/address limited to cities and settlements), chosen
 * by CITY_DIRECTORY=dadata with DADATA_API_KEY. The key stays on the server.
 */
import type { City } from '@portal/domain';
import { z } from 'zod';
import { callDadata, type DadataFailure } from '../dadata.ts';
import type { CityDirectory } from './city-directory.ts';

export const DADATA_ADDRESS_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address';

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

/** The adapter's own words for each way the call can fail. */
function cityDirectoryFailure(reason: DadataFailure): Error {
  switch (reason.kind) {
    case 'unreachable':
      return new CityDirectoryUnavailableError('Справочник адресов недоступен, попробуйте позже', { cause: reason.cause });
    case 'status':
      return new CityDirectoryUnavailableError(`Справочник адресов ответил ошибкой ${reason.status}`);
    case 'shape':
      return new CityDirectoryUnavailableError('Справочник адресов вернул неожиданный ответ');
  }
}

export function dadataCityDirectory(options: { apiKey: string; url?: string; timeoutMs?: number }): CityDirectory {
  const call = { ...options, url: options.url ?? DADATA_ADDRESS_URL };
  async function suggest(text: string, limit: number): Promise<City[]> {
    const answer = await callDadata(
      call,
      { query: text, count: limit, from_bound: { value: 'city' }, to_bound: { value: 'settlement' } },
      responseSchema,
      cityDirectoryFailure,
    );
    const cities: City[] = [];
    for (const { data } of answer.suggestions) {
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
