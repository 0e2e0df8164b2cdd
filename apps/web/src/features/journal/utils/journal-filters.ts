/**
 * The journal's filters as the page's address keeps them (?actor=&action=&from=&to=, so a reload or a shared link
 * shows the same entries) and as the API reads them.
 */
import { JOURNAL_ACTIONS, type JournalAction } from '@portal/domain';

export type JournalFilters = { actor: string; action: JournalAction | ''; from: string; to: string };

export const NO_FILTERS: JournalFilters = { actor: '', action: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isAction = (value: string): value is JournalAction => (JOURNAL_ACTIONS as readonly string[]).includes(value);

/** The filters of an address; anything the API would refuse is left out. */
export function filtersFromParams(params: URLSearchParams): JournalFilters {
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    actor: UUID.test(actor) ? actor : '',
    action: isAction(action) ? action : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
  };
}

/** The filters that are set, as query parameters (of the address and of the API alike). */
export function filterParams(filters: JournalFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params;
}

export const hasFilters = (filters: JournalFilters) => filterParams(filters).size > 0;

/** A period whose start is after its end matches nothing: the page says so instead of asking. */
export const periodReversed = (filters: JournalFilters) => filters.from !== '' && filters.to !== '' && filters.from > filters.to;
