/** Whether the deployment type chosen in a form that offers several may be ordered now. */
import type { Service } from '@portal/domain';

/** The kit is one of the service's and not blocked, the service is not locked, and the kit's options have loaded. */
export function isChosenKitOrderable(
  service: Pick<Service, 'serviceKits' | 'lockReason'> | undefined,
  kitId: string | null,
  kitLoaded: boolean,
): boolean {
  const chosen = service?.serviceKits.find((k) => k.serviceKitId === kitId);
  return Boolean(chosen && !chosen.blockReason && !service?.lockReason && kitLoaded);
}
