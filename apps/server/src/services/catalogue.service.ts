/** The Market's data: one answer per desk, with each service's kits and its lowest monthly price. */
import { hasSeatTiers, kitPriceFrom, orderLockReason, type DeskServices, type OfferDeskId, type ServiceKitExtended } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findDeskFor, findKit, listDeskCatalogue, listOptions } from '../repositories/catalogue.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';

export async function deskServices(db: Db, scope: PartnerScope, deskId: OfferDeskId, now: Date = new Date()): Promise<DeskServices> {
  const [desk, services] = await Promise.all([findDeskFor(db, scope, deskId), listDeskCatalogue(db, scope, deskId)]);
  if (!desk) throw AppError.notFound('Витрина не найдена');
  return {
    offerDeskId: deskId,
    name: desk.name,
    clientFixed: desk.clientFixed,
    services: services.map(({ kits, ...service }) => {
      // A service's "from" price: the lowest of its production kits'.
      const prices = kits.flatMap((kit) => {
        if (kit.usageMode !== 'PRODUCTION') return [];
        const price = kitPriceFrom(
          { resourceCategory: kit.resourceCategory, seatTiers: hasSeatTiers(kit.resourceCategory) },
          kit.options,
          now,
        );
        return price === null ? [] : [price];
      });
      return {
        ...service,
        offerDeskId: deskId,
        lockReason: orderLockReason(service, null, Boolean(desk.working)),
        serviceKits: kits.map(({ options: _options, ...kit }) => kit),
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
