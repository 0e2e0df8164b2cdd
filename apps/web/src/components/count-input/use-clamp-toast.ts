/** The toast shown when a typed count is clamped to its interval, with the link to the ordering rules. */
import { ORDER_MESSAGES, ORDER_RULES_SLUG } from '@portal/domain';
import { useCallback } from 'react';
import { useToast } from '../toast/toast-provider';
import { paths } from '../../config/paths';

export function useClampToast(): (min: number, max: number) => void {
  const toast = useToast();
  return useCallback(
    (min: number, max: number) =>
      toast.show(ORDER_MESSAGES.countOutOfRange(min, max), {
        severity: 'warning',
        // The ordering rules are an article of the knowledge base.
        link: { href: paths['content.info'].href({}, { slug: ORDER_RULES_SLUG }), label: 'Правила заказа' },
      }),
    [toast],
  );
}
