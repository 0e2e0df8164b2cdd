/**
 * Changing a licence's count (document 2 §4 Licence count change, §8): PUT /{type}/order, then the licence read again
 * up to 5 times 2 s apart until its count is the new one — 'Заказ успешно изменен!' — or an error asking to refresh.
 */
import { CLOUD_TEXTS, LICENCE_CHANGE_POLL, licenceCountChange, type LicenceItem, type SubscriptionDetail } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { pollUntil } from '../../../lib/poll';
import { changeLicence, LICENCES_KEY, readLicence } from '../api/licences';

type Settled = 'changed' | 'checkFailed';

const countOf = (detail: SubscriptionDetail, serviceOptionId: string) =>
  detail.serviceOptions.find((o) => o.serviceOptionId === serviceOptionId)?.usageCount;

/** A change asked in the dialog: its Idempotency-Key is the dialog's, so a retry after a failure cannot change twice. */
export type LicenceChangeRequest = { licence: LicenceItem; target: number; key: string };

/** Used by the page, not the dialog: the re-reading outlives the dialog (closed once the change is accepted). */
export function useLicenceChange(handlers: { onAccepted: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  // Leaving the page stops the re-reading.
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const watch = async (licence: LicenceItem, serviceOptionId: string, target: number) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const outcome = await pollUntil<SubscriptionDetail | null, Settled>({
      read: () => readLicence(licence.subscriptionId).catch(() => null),
      decide: (detail) => (detail === null ? 'checkFailed' : countOf(detail, serviceOptionId) === target ? 'changed' : null),
      tries: LICENCE_CHANGE_POLL.tries,
      intervalMs: LICENCE_CHANGE_POLL.intervalMs,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    void queryClient.invalidateQueries({ queryKey: LICENCES_KEY });
    if (outcome === 'changed') toast.show(CLOUD_TEXTS.changed, { severity: 'success' });
    // A report of the cloud's licences goes to the infrastructure's support (document 2 §8).
    else if (outcome === 'checkFailed')
      showError({ title: CLOUD_TEXTS.changeFailed, text: CLOUD_TEXTS.changeCheckFailed, projectId: 'infra' });
    else showError({ title: CLOUD_TEXTS.changeFailed, text: CLOUD_TEXTS.changeNotSettled, projectId: 'infra' });
  };

  return useMutation({
    mutationFn: async ({ licence, target, key }: LicenceChangeRequest) => {
      const option = licence.optionTypes[0];
      if (!option) throw new Error(CLOUD_TEXTS.changeFailedText);
      const change = licenceCountChange(option, option.usageCount, target);
      await changeLicence(
        licence.resourceCategory,
        { subscriptionId: licence.subscriptionId, customerId: licence.customerId, serviceKitId: licence.serviceKitId, ...change },
        key,
      );
      return { licence, serviceOptionId: option.serviceOptionId, target };
    },
    onSuccess: ({ licence, serviceOptionId, target }) => {
      toast.show(CLOUD_TEXTS.changeAccepted, { severity: 'info' });
      void queryClient.invalidateQueries({ queryKey: LICENCES_KEY });
      handlers.onAccepted();
      void watch(licence, serviceOptionId, target);
    },
    onError: (error) =>
      showError({ ...apiErrorContent(CLOUD_TEXTS.changeFailed, error, CLOUD_TEXTS.changeFailedText), projectId: 'infra' }),
  });
}
