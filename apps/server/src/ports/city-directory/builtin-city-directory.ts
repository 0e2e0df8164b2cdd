/** CityDirectory adapter over the built-in list of Russian cities and settlements (russian-cities.ts). */
import { compareRussian, type City } from '@portal/domain';
import type { CityDirectory } from './city-directory.ts';
import { RUSSIAN_CITIES } from './russian-cities.ts';

type Entry = City & { key: string };

const normalise = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');

/** The list unpacked once, sorted by name (a name found in several regions appears once per region). */
function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const [region, names] of RUSSIAN_CITIES) {
    for (const name of names.split('|')) entries.push({ name, region, key: normalise(name) });
  }
  return entries.sort((a, b) => compareRussian(a.name, b.name) || compareRussian(a.region, b.region));
}

export function builtinCityDirectory(): CityDirectory {
  const entries = buildEntries();
  const names = new Set(entries.map((e) => e.key));
  return {
    async search(text, limit) {
      const key = normalise(text);
      if (!key) return [];
      const starts = entries.filter((e) => e.key.startsWith(key));
      const found = starts.length >= limit ? starts : [...starts, ...entries.filter((e) => !e.key.startsWith(key) && e.key.includes(key))];
      return found.slice(0, limit).map(({ name, region }) => ({ name, region }));
    },
    async isKnown(name) {
      return names.has(normalise(name));
    },
  };
}

/** How many settlements the built-in list holds (for the README and the tests). */
export function builtinCityCount(): number {
  return RUSSIAN_CITIES.reduce((sum, [, names]) => sum + names.split('|').length, 0);
}
