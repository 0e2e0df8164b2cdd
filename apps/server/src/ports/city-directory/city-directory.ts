/** The CityDirectory port: finds Russian cities and settlements by the start of their name for the profile's city. */
import type { City } from '@portal/domain';

export type CityDirectory = {
  /** At most `limit` cities whose name starts with (or, failing that, contains) the text. Throws when the source fails. */
  search(text: string, limit: number): Promise<City[]>;
  /** Whether the name is one the directory offers (the profile keeps only a city picked from the list). */
  isKnown(name: string): Promise<boolean>;
};
