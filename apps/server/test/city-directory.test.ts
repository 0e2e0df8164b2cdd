/** The city directory port: the built-in list, and DaData's address suggestions against a local fake of the service. */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinCityCount, builtinCityDirectory } from '../src/ports/city-directory/builtin-city-directory.ts';
import { CityDirectoryUnavailableError, dadataCityDirectory } from '../src/ports/city-directory/dadata-city-directory.ts';

describe('built-in city directory', () => {
  const cities = builtinCityDirectory();

  it('holds the Russian cities and towns', () => {
    expect(builtinCityCount()).toBeGreaterThanOrEqual(1100);
  });

  it('finds by the start of the name first, then by a part of it, ё as е', async () => {
    expect((await cities.search('Ека', 10))[0]).toEqual({ name: 'Екатеринбург', region: 'Свердловская область' });
    expect(await cities.search('орел', 10)).toContainEqual({ name: 'Орёл', region: 'Орловская область' });
    const contains = await cities.search('новгород', 10);
    expect(contains.map((c) => c.name)).toEqual(expect.arrayContaining(['Великий Новгород', 'Нижний Новгород']));
    expect(await cities.search('Кировск', 20)).toEqual(
      expect.arrayContaining([
        { name: 'Кировск', region: 'Мурманская область' },
        { name: 'Кировск', region: 'Ленинградская область' },
      ]),
    );
    expect(await cities.search('Москва', 3)).toHaveLength(1);
  });

  it('knows only names of the list', async () => {
    expect(await cities.isKnown('казань')).toBe(true);
    expect(await cities.isKnown('Нетакогограда')).toBe(false);
  });
});

describe('DaData city directory', () => {
  const API_KEY = 'fake-dadata-key';
  let server: http.Server;
  let url = '';
  const bodies: unknown[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.headers.authorization !== `Token ${API_KEY}`) {
          res.writeHead(403).end();
          return;
        }
        const parsed = JSON.parse(body) as { query: string };
        bodies.push(parsed);
        if (parsed.query === 'сбой') {
          res.writeHead(500).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            suggestions: [
              { value: 'г Тюмень', data: { city: 'Тюмень', settlement: null, region_with_type: 'Тюменская обл' } },
              {
                value: 'Тюменская обл, Тюменский р-н, поселок Боровский',
                data: { city: null, settlement: 'Боровский', region_with_type: 'Тюменская обл' },
              },
            ],
          }),
        );
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/suggest/address`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for cities and settlements with the key and answers their names', async () => {
    const cities = dadataCityDirectory({ apiKey: API_KEY, url });
    expect(await cities.search('Тюм', 10)).toEqual([
      { name: 'Тюмень', region: 'Тюменская обл' },
      { name: 'Боровский', region: 'Тюменская обл' },
    ]);
    expect(bodies.at(-1)).toMatchObject({ query: 'Тюм', count: 10, from_bound: { value: 'city' }, to_bound: { value: 'settlement' } });
    expect(await cities.isKnown('тюмень')).toBe(true);
    expect(await cities.isKnown('Тюменка')).toBe(false);
  });

  it('reports a failing service', async () => {
    const cities = dadataCityDirectory({ apiKey: API_KEY, url });
    await expect(cities.search('сбой', 10)).rejects.toBeInstanceOf(CityDirectoryUnavailableError);
    await expect(dadataCityDirectory({ apiKey: 'wrong', url }).search('Тюм', 10)).rejects.toBeInstanceOf(CityDirectoryUnavailableError);
  });
});
