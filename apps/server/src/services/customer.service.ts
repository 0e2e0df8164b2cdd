/** The client registry's rules: registration with its spec codes, login and INN checks, edits, confirmation. */
import { createHash, randomBytes } from 'node:crypto';
import type { Enqueue } from './enqueue.ts';
import {
  changesBetween,
  CUSTOMER_FIELD_LABELS,
  LEAD_TEXTS,
  CUSTOMER_ERRORS,
  CUSTOMER_MESSAGES,
  customerRegistrationSchema,
  INN_FORMAT_MESSAGE,
  isInnFormat,
  isValidInn,
  type Customer,
  type CustomerErrorCode,
  type CustomerPatch,
  type LoginCheck,
  type Organisation,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { AccountDirectory } from '../ports/account-directory/account-directory.ts';
import { TaxRegistryUnavailableError } from '../ports/tax-registry/dadata-tax-registry.ts';
import type { TaxRegistry } from '../ports/tax-registry/tax-registry.ts';
import {
  confirmCustomerByToken,
  findCustomer,
  findCustomerByEmail,
  findCustomerByInn,
  findCustomerByLogin,
  insertCustomer,
  qualifyCustomer,
  updateCustomer,
} from '../repositories/customer.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { customerConfirmationLetter } from './letters.ts';
import { queueLetter } from './mail.service.ts';
import { linkLeadToCustomer } from '../repositories/lead.repository.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { recordJournal, type JournalActor } from './journal.service.ts';

export type CustomerPorts = { taxRegistry: TaxRegistry; accountDirectory: AccountDirectory };

export function customerError(code: CustomerErrorCode, status = 400, field?: string): AppError {
  const message = CUSTOMER_ERRORS[code];
  return new AppError(code, message, status, field ? [{ field, message }] : undefined);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Looks an INN up: format, check digits, then the registry (ERR_001, ERR_002). */
export async function checkInn(taxRegistry: TaxRegistry, inn: string): Promise<Organisation> {
  if (!isInnFormat(inn)) throw AppError.validation('inn', INN_FORMAT_MESSAGE);
  if (!isValidInn(inn)) throw customerError('ERR_001', 400, 'inn');
  let organisation: Organisation | null;
  try {
    organisation = await taxRegistry.findByInn(inn);
  } catch (error) {
    const message = error instanceof TaxRegistryUnavailableError ? error.message : 'Государственный реестр недоступен, попробуйте позже';
    throw new AppError('TAX_REGISTRY_UNAVAILABLE', message, 502);
  }
  if (!organisation) throw customerError('ERR_002', 404, 'inn');
  return organisation;
}

/** The four outcomes of the spec's login check. */
export async function checkLogin(db: Db, accountDirectory: AccountDirectory, scope: PartnerScope, login: string): Promise<LoginCheck> {
  const existing = await findCustomerByLogin(db, login);
  if (existing?.partnerId === scope.partnerId) return { outcome: 'ownClient', message: CUSTOMER_MESSAGES.loginOwnClient };
  // A login already given to another client is taken, whatever the directory says of it.
  if (existing) throw customerError('ERR_011', 409, 'onecUsername');
  const account = await accountDirectory.lookup(login);
  if (account.isPartner) throw new AppError('LOGIN_PARTNER', CUSTOMER_MESSAGES.loginPartner, 406);
  if (!account.exists) throw new AppError('ERR_006', CUSTOMER_MESSAGES.loginNotFound, 404);
  return { outcome: 'found', message: CUSTOMER_MESSAGES.loginFound };
}

/** The first failing field of a registration, as the spec's server code. */
function registrationError(body: unknown): AppError | null {
  const parsed = customerRegistrationSchema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const message = issue?.message ?? CUSTOMER_MESSAGES.registrationFailedGeneric;
  const code = ({ email: 'ERR_005', phone: 'ERR_012', inn: 'ERR_001' } as const)[field as 'email' | 'phone' | 'inn'];
  const details = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return new AppError(code ?? 'VALIDATION', code && field !== 'inn' ? CUSTOMER_ERRORS[code] : message, 400, details);
}

const UNIQUE_CODES: Record<string, CustomerErrorCode> = {
  customers_email_key: 'ERR_004',
  customers_inn_key: 'ERR_010',
  customers_one_c_id_key: 'ERR_011',
};

function uniqueViolationCode(error: unknown): CustomerErrorCode | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505') return undefined;
  const constraint = 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
  const detail = 'message' in error && typeof error.message === 'string' ? error.message : '';
  const key = Object.keys(UNIQUE_CODES).find((name) => constraint === name || detail.includes(name));
  return key ? UNIQUE_CODES[key] : 'ERR_007';
}

export async function registerCustomer(
  db: Db,
  enqueue: Enqueue,
  ports: CustomerPorts,
  scope: PartnerScope,
  body: unknown,
  portalUrl: string,
  actor: JournalActor | null = null,
): Promise<Customer> {
  await refuseIfBlocked(db, scope.partnerId);
  const invalid = registrationError(body);
  if (invalid) throw invalid;
  const input = customerRegistrationSchema.parse(body);

  const organisation = input.inn ? await checkInn(ports.taxRegistry, input.inn) : null;
  const sameInn = input.inn ? await findCustomerByInn(db, input.inn) : undefined;
  const sameEmail = await findCustomerByEmail(db, input.email);
  // A client the vendor has rejected cannot be registered again: the partner is offered to write to support.
  if (sameInn?.status === 'rejected' || sameEmail?.status === 'rejected') {
    throw new AppError('CUSTOMER_REJECTED', CUSTOMER_MESSAGES.registrationRejected, 409);
  }
  if (sameInn) throw customerError('ERR_010', 409, 'inn');
  if (sameEmail) throw customerError('ERR_004', 409, 'email');
  if (input.onecUsername)
    await checkLogin(db, ports.accountDirectory, scope, input.onecUsername).then((check) => {
      if (check.outcome === 'ownClient') throw customerError('ERR_011', 409, 'onecUsername');
    });

  const token = randomBytes(24).toString('base64url');
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertCustomer(trx, scope, {
        name: organisation?.name ?? input.responsible,
        responsible: input.responsible,
        email: input.email,
        phone: input.phone,
        inn: organisation?.inn ?? null,
        kpp: organisation?.kpp ?? null,
        city: organisation?.city ?? null,
        street: organisation?.address ?? null,
        oneCId: input.onecUsername ?? null,
        onecUsername: input.onecUsername ?? null,
        numberOfEmployees: input.numberOfEmloyees ?? null,
        confirmationTokenHash: hashToken(token),
      });
      const customer = await findCustomer(trx, scope, id);
      if (!customer) throw customerError('ERR_007', 500);
      if (input.leadId && !(await linkLeadToCustomer(trx, scope, input.leadId, id))) throw AppError.notFound(LEAD_TEXTS.notFound);
      await recordJournal(trx, actor, {
        action: 'customer.registered',
        subjectType: 'customer',
        subjectId: id,
        subjectLabel: customer.name,
      });
      await queueLetter(
        trx,
        enqueue,
        customerConfirmationLetter(customer.email, customer.name, `${portalUrl}/#/client-confirm?token=${token}`),
      );
      return customer;
    });
  } catch (error) {
    // Two registrations at once: the unique indexes decide inside the transaction.
    const code = uniqueViolationCode(error);
    if (code) throw customerError(code, 409);
    throw error;
  }
}

export async function getCustomer(db: Db, scope: PartnerScope, id: string): Promise<Customer> {
  const customer = await findCustomer(db, scope, id);
  if (!customer) throw customerError('ERR_003', 404);
  return customer;
}

/** A client's edit and its journal entry (the fields it changed, before → after), in one transaction. */
async function editCustomer(
  db: Db,
  scope: PartnerScope,
  id: string,
  actor: JournalActor | null,
  update: (trx: Db) => Promise<boolean>,
  onUnchanged: () => AppError,
): Promise<Customer> {
  return db.transaction().execute(async (trx) => {
    const before = await getCustomer(trx, scope, id);
    if (!(await update(trx))) throw onUnchanged();
    const after = await getCustomer(trx, scope, id);
    const changes = changesBetween(before, after, CUSTOMER_FIELD_LABELS);
    if (changes.length > 0) {
      await recordJournal(trx, actor, {
        action: 'customer.edited',
        subjectType: 'customer',
        subjectId: id,
        subjectLabel: after.name,
        changes,
      });
    }
    return after;
  });
}

export async function patchCustomer(
  db: Db,
  scope: PartnerScope,
  id: string,
  patch: CustomerPatch & { email?: string },
  actor: JournalActor | null = null,
): Promise<Customer> {
  await getCustomer(db, scope, id);
  if (patch.email) {
    const other = await findCustomerByEmail(db, patch.email);
    if (other && other.id !== id) throw customerError('ERR_004', 409, 'email');
  }
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  try {
    // The partner's own client (desk 'Партнерам') is not one of its clients to edit: no row is updated.
    return await editCustomer(
      db,
      scope,
      id,
      actor,
      (trx) => updateCustomer(trx, scope, id, changes),
      () => customerError('ERR_003', 404),
    );
  } catch (error) {
    const code = uniqueViolationCode(error);
    if (code) throw customerError(code, 409);
    throw error;
  }
}

/** Sets the INN of a client that has none, filling name, KPP and city from the registry. */
export async function qualify(
  db: Db,
  taxRegistry: TaxRegistry,
  scope: PartnerScope,
  id: string,
  inn: string,
  actor: JournalActor | null = null,
): Promise<Customer> {
  const customer = await getCustomer(db, scope, id);
  if (customer.inn) throw customerError('ERR_009', 409, 'inn');
  const organisation = await checkInn(taxRegistry, inn);
  const owner = await findCustomerByInn(db, inn);
  if (owner) throw customerError('ERR_010', 409, 'inn');
  try {
    return await editCustomer(
      db,
      scope,
      id,
      actor,
      (trx) =>
        qualifyCustomer(trx, scope, id, {
          inn: organisation.inn,
          name: organisation.name,
          kpp: organisation.kpp,
          city: organisation.city,
          street: organisation.address,
        }),
      () => customerError('ERR_009', 409, 'inn'),
    );
  } catch (error) {
    const code = uniqueViolationCode(error);
    if (code) throw customerError(code, 409, 'inn');
    throw error;
  }
}

export async function confirmCustomer(db: Db, token: string): Promise<{ name: string }> {
  const confirmed = await confirmCustomerByToken(db, hashToken(token));
  if (!confirmed) throw AppError.notFound('Ссылка недействительна или уже использована');
  return confirmed;
}
