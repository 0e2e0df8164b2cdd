/** The Market's data: one answer per desk, with each service's kits and its lowest monthly price. */
import { hasSeatTiers, kitPriceFrom, orderLockReason, type DeskServices, type OfferDeskId, type ServiceKitExtended } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findDesk, findKit, listDeskServices, listKits, listOptions } from '../repositories/catalogue.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { hasWorkingSubscription } from '../repositories/subscription.repository.ts';

export async function deskServices(db: Db, scope: PartnerScope, deskId: OfferDeskId, now: Date = new Date()): Promise<DeskServices> {
  const desk = await findDesk(db, deskId);
  if (!desk) throw AppError.notFound('Витрина не найдена');
  const services = await listDeskServices(db, scope, deskId);
  const working = services.some((s) => s.requiresActiveSubscription) && (await hasWorkingSubscription(db, scope));
  const kits = await listKits(
    db,
    services.map((s) => s.serviceId),
  );
  const productionKits = kits.filter((k) => k.usageMode === 'PRODUCTION');
  const options = await listOptions(
    db,
    productionKits.map((k) => k.serviceKitId),
  );

  // A service's "from" price: the lowest of its production kits'.
  const kitPrice = new Map<string, number>();
  for (const kit of productionKits) {
    const price = kitPriceFrom(
      { resourceCategory: kit.resourceCategory, seatTiers: hasSeatTiers(kit.resourceCategory) },
      options.filter((o) => o.kitId === kit.serviceKitId),
      now,
    );
    if (price !== null) kitPrice.set(kit.serviceKitId, price);
  }

  return {
    offerDeskId: deskId,
    name: desk.name,
    clientFixed: desk.clientFixed,
    services: services.map((service) => {
      const own = kits.filter((k) => k.serviceId === service.serviceId);
      const prices = own.flatMap((k) => (kitPrice.has(k.serviceKitId) ? [kitPrice.get(k.serviceKitId) ?? 0] : []));
      return {
        ...service,
        offerDeskId: deskId,
        lockReason: orderLockReason(service, null, working),
        serviceKits: own.map(({ serviceId: _serviceId, ...kit }) => kit),
        priceFrom: prices.length > 0 ? Math.min(...prices) : null,
      };
    }),
  };
}

export async function kitExtended(
  db: Db,
  scope: PartnerScope,
  deskId: OfferDeskId,
  serviceId: string,
  kitId: string,
): Promise<ServiceKitExtended> {
  const kit = await findKit(db, scope, deskId, kitId, serviceId);
  if (!kit) throw AppError.notFound('Тип развертывания не найден');
  const options = await listOptions(db, [kitId]);
  const { partnersOnly: _partnersOnly, requiresActiveSubscription: _requires, ...rest } = kit;
  return { ...rest, serviceOptions: options.map(({ kitId: _kitId, ...option }) => option) };
}
