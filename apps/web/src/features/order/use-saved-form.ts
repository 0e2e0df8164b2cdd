/** Keeps an order form's data for 600000 ms when the user leaves and comes back (the spec's order-form expiry). */
import { ORDER_FORM_TTL_MS } from '@portal/domain';
import { useEffect, useState } from 'react';

export function useSavedForm<T>(key: string, initial: T): [T, (next: T) => void] {
  const storageKey = `portal.order.${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as { at: number; value: T } | null;
      return saved && Date.now() - saved.at < ORDER_FORM_TTL_MS ? saved.value : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify({ at: Date.now(), value }));
  }, [storageKey, value]);
  return [value, setValue];
}

export function forgetSavedForm(key: string): void {
  sessionStorage.removeItem(`portal.order.${key}`);
}
