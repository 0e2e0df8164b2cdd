/**
 * Keeps an order form's data for 600000 ms when the user leaves and comes back (the spec's order-form expiry).
 * A client named in the link (?customerId=) wins over the saved form, and so do a calculator's choices in the link.
 */
import { ORDER_FORM_TTL_MS } from '@portal/domain';
import { useEffect, useState } from 'react';

type SavedForm<T> = { at: number; value: T };
type ClientForm = { customerId: string | null };

/**
 * The form to start with: the saved one while fresh, unless the link names another client — then the saved data
 * (INN, counts, database name) belongs to someone else, and the form starts afresh for the linked client.
 */
export function restoreForm<T extends ClientForm>(saved: SavedForm<T> | null, initial: T, now: number, prefilled = false): T {
  if (prefilled || !saved || now - saved.at >= ORDER_FORM_TTL_MS) return initial;
  if (initial.customerId && saved.value.customerId !== initial.customerId) return initial;
  return saved.value;
}

const storageKeyOf = (key: string) => `portal.order.${key}`;

function readSaved<T>(storageKey: string): SavedForm<T> | null {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as SavedForm<T> | null;
  } catch {
    return null;
  }
}

/**
 * `initial.customerId` is the client named in the link, or null; `prefilled` says the link carries a calculator's
 * choices, already in `initial`.
 */
export function useSavedForm<T extends ClientForm>(key: string, initial: T, prefilled = false): [T, (next: T) => void] {
  const storageKey = storageKeyOf(key);
  const [value, setValue] = useState<T>(() => restoreForm(readSaved<T>(storageKey), initial, Date.now(), prefilled));
  // The link may change while the form stays open (back and forward between links to the same form).
  const [linked, setLinked] = useState(initial.customerId);
  if (linked !== initial.customerId) {
    setLinked(initial.customerId);
    if (initial.customerId && initial.customerId !== value.customerId) setValue(initial);
  }
  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify({ at: Date.now(), value }));
  }, [storageKey, value]);
  return [value, setValue];
}

export function forgetSavedForm(key: string): void {
  sessionStorage.removeItem(storageKeyOf(key));
}
