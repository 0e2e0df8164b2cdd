/** The TaxRegistry port: looks an organisation up by its INN in the state registry. */
import type { Organisation } from '@portal/domain';

export type TaxRegistry = {
  /** The organisation, or null when the registry has no such number. Throws when the registry fails. */
  findByInn(inn: string): Promise<Organisation | null>;
};
