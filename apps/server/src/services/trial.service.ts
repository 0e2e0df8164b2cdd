/**
 * Trial time: a demo kit gives a client its expirationPeriod once per service, and so does a production kit whose
 * options carry trial data (decision 013). A client who already had a trial of the service (a demo or a production
 * trial; still running, ended or deleted) gets none, so a trial cannot be renewed by ordering again.
 */
import { CUSTOMER_ERRORS, expirationDays, productionTrialDays, type TrialTime } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { visibleTo } from '../repositories/catalogue.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';

export type TrialTimeQuery = { servicePackageId: string; customerId: string; serviceId: string };

export async function trialTime(db: Db, scope: PartnerScope, query: TrialTimeQuery): Promise<TrialTime> {
  const [kit, customer, used, options] = await Promise.all([
    db
      .selectFrom('service_kits')
      .innerJoin('services', 'services.id', 'service_kits.service_id')
      .select(['service_kits.usage_mode as usageMode', 'service_kits.expiration_period as expirationPeriod'])
      .where('service_kits.id', '=', query.servicePackageId)
      .where('services.id', '=', query.serviceId)
      .where(visibleTo(scope))
      .executeTakeFirst(),
    db.selectFrom('customers').select('id').where('id', '=', query.customerId).where('partner_id', '=', scope.partnerId).executeTakeFirst(),
    hadTrial(db, scope, query.customerId, query.serviceId),
    db
      .selectFrom('service_options')
      .select(['trial', 'trial_length as trialLength', 'trial_period as period'])
      .where('kit_id', '=', query.servicePackageId)
      .execute(),
  ]);
  if (!kit) throw AppError.notFound('Тип развертывания не найден');
  if (!customer) throw new AppError('ERR_003', CUSTOMER_ERRORS.ERR_003, 404);
  // A production kit's trial is the longest its options carry (decision 013); the form counts the options ordered.
  const days =
    kit.usageMode === 'DEMONSTRATION'
      ? (expirationDays(kit.expirationPeriod) ?? 0)
      : (productionTrialDays(options.map((trialData) => ({ option: { trialData }, count: 1 }))) ?? 0);
  return { trialLength: used ? 0 : days, period: 'd' };
}

export async function hadTrial(db: Db, scope: PartnerScope, customerId: string, serviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('partner_id', '=', scope.partnerId)
    .where('customer_id', '=', customerId)
    .where('service_id', '=', serviceId)
    .where((eb) => eb.or([eb('usage_mode', '=', 'DEMONSTRATION'), eb('trial_start', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
