/**
 * The operator's requirement of a second factor (decision 034): when on, an operator or distributor signed in by a
 * session without a second factor (TOTP or a passkey) may only reach their own security calls until they enrol.
 */
import { hasAuthority, authorityHolder, PASSKEY_CODES, REQUIRE_SECOND_FACTOR_TEXTS, type SecuritySettings } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import type { Caller } from './caller.ts';
import { hasPasskey } from './passkey.service.ts';
import { hasSecondFactor } from './second-factor.service.ts';

export async function securitySettings(db: Db): Promise<SecuritySettings> {
  const row = await db.selectFrom('security_settings').select('require_second_factor as requireSecondFactor').executeTakeFirst();
  return { requireSecondFactor: row?.requireSecondFactor ?? false };
}

/** Whether the rule applies to this account: operators and distributors. */
export function subjectToRequirement(caller: Caller): boolean {
  const holder = authorityHolder(caller.authorities);
  return hasAuthority(holder, 'ROLE_VENDOR') || hasAuthority(holder, 'ROLE_DISTRIBUTOR');
}

export async function enrolled(db: Db, accountId: string): Promise<boolean> {
  return (await hasSecondFactor(db, accountId)) || (await hasPasskey(db, accountId));
}

/** Whether this caller must enrol a second factor before anything else. */
export async function mustEnrol(db: Db, caller: Caller): Promise<boolean> {
  if (!caller.sessionId || !subjectToRequirement(caller)) return false;
  if (!(await securitySettings(db)).requireSecondFactor) return false;
  return !(await enrolled(db, caller.accountId));
}

export function enrolFirst(): AppError {
  return new AppError(PASSKEY_CODES.secondFactorRequired, REQUIRE_SECOND_FACTOR_TEXTS.enrolFirst, 403);
}

export async function saveSecuritySettings(db: Db, operator: Caller, settings: SecuritySettings): Promise<SecuritySettings> {
  // An operator who turns the rule on is bound by it too: they enrol first, so they cannot lock themselves out by a click.
  if (settings.requireSecondFactor && !(await enrolled(db, operator.accountId))) {
    throw new AppError(PASSKEY_CODES.secondFactorRequired, REQUIRE_SECOND_FACTOR_TEXTS.enrolYourselfFirst, 409);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('security_settings')
      .set({ require_second_factor: settings.requireSecondFactor, updated_at: new Date() })
      .where('id', '=', true)
      .execute();
    await recordAudit(trx, {
      actorAccountId: operator.accountId,
      action: 'security.require-second-factor',
      subjectType: 'security-settings',
      subjectId: 'portal',
      details: { requireSecondFactor: settings.requireSecondFactor },
    });
  });
  return settings;
}
