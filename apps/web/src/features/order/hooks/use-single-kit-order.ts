/**
 * What every single-kit order form (payslips, support, Kaspersky) starts from: the route's desk and service, the
 * service's one kit with its options, the saved form and its client, why the form cannot show if it cannot, and the
 * order request the form sends.
 */
import type { DeskServices, OrderPrefill, OrderRequest, Service, SubscriptionProperty } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { deskQuery } from '../../../lib/shared-queries';
import { useKit } from '../api/get-kit';
import type { PriceLine } from '../components/price-table';
import { loadProblem, NO_KIT, NOT_IN_CATALOGUE } from '../load-problem';
import { unitsOf } from '../order-lines';
import { useSavedForm } from '../use-saved-form';
import { useOrderClient } from './use-order-client';
import { useOrderRoute } from './use-order-route';

/** What the catalogue lacks for the form; undefined while the desk loads, null when nothing is missing. */
function missingFromCatalogue(desk: DeskServices | undefined, service: Service | undefined, kitId: string): string | null | undefined {
  if (!desk) return undefined;
  if (!service) return NOT_IN_CATALOGUE;
  if (!kitId) return NO_KIT;
  return null;
}

/**
 * `formName` keeps each form's saved data apart (`<formName>.<serviceId>`); `empty` is the form before any input,
 * its client replaced by the one the link names; `fromPrefill` turns a calculator's choices in the link into the form's.
 */
export function useSingleKitOrder<T extends { customerId: string | null }>(
  formName: string,
  empty: T,
  fromPrefill?: (prefill: OrderPrefill) => Partial<T>,
) {
  const { deskId, serviceId, linkedCustomerId, prefill } = useOrderRoute('other');
  const desk = useQuery(deskQuery(deskId));
  const found = desk.data?.services.find((s) => s.serviceId === serviceId);
  // These services are sold as one kit: the form has no deployment type to choose, so a block on the kit locks the
  // service as a whole, shown and checked as the service's lock.
  const only = found?.serviceKits[0];
  const service = found && { ...found, lockReason: found.lockReason ?? only?.blockReason ?? null };
  const kitId = only?.serviceKitId ?? '';
  const kit = useKit(deskId, serviceId, kitId);
  const formKey = `${formName}.${serviceId}`;
  const prefilled = Boolean(prefill && fromPrefill);
  const [form, setForm] = useSavedForm<T>(
    formKey,
    { ...empty, customerId: linkedCustomerId, ...(prefill && fromPrefill?.(prefill)) },
    prefilled,
  );
  const client = useOrderClient(desk.data, form.customerId);
  return {
    deskId,
    serviceId,
    linkedCustomerId,
    desk,
    service,
    kitId,
    kit,
    formKey,
    form,
    setForm,
    client,
    /**
     * Why the form cannot show: what failed to load or what the catalogue lacks; undefined while the desk loads.
     * Null exactly when the form can show, and then the service is there.
     */
    unavailable: loadProblem(desk.error, client.error, kit.error) ?? missingFromCatalogue(desk.data, service, kitId),
    /** The order of these lines for the form's client, on the route's desk and the service's kit. */
    orderBody: (lines: readonly PriceLine[], subscriptionProperties: SubscriptionProperty[] = []): OrderRequest => ({
      customerId: client.customer?.id ?? '',
      offerDeskId: deskId,
      serviceKitId: kitId,
      serviceOptions: unitsOf(lines),
      subscriptionProperties,
    }),
  };
}
