/** Forward-only migrations, listed in order; they run at every start before anything else. */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/0001-foundation.ts';
import * as officeCounters from './migrations/0002-office-counters.ts';
import * as clientRegistry from './migrations/0003-client-registry.ts';
import * as catalogue from './migrations/0004-catalogue.ts';
import * as orders from './migrations/0005-orders.ts';
import * as customerSortIndexes from './migrations/0006-customer-sort-indexes.ts';
import * as subscriptionLists from './migrations/0007-subscription-lists.ts';
import * as subscriptionDeletion from './migrations/0008-subscription-deletion.ts';
import * as partnerOwnClient from './migrations/0009-partner-own-client.ts';
import * as privateConfigurations from './migrations/0010-private-configurations.ts';
import * as loginThrottle from './migrations/0012-login-throttle.ts';
import * as orderRequestHash from './migrations/0013-order-request-hash.ts';
import * as subscriptionManagement from './migrations/0014-subscription-management.ts';
import * as orderListCounter from './migrations/0015-order-list-counter.ts';
import * as trialsThatEnd from './migrations/0016-trials-that-end.ts';
import * as billing from './migrations/0017-billing.ts';
import * as partnerLocks from './migrations/0018-partner-locks.ts';
import * as billingVersions from './migrations/0019-billing-versions.ts';
import * as ledgerDemo from './migrations/0020-ledger-demo.ts';
import * as distributorPartnerCounters from './migrations/0021-distributor-partner-counters.ts';
import * as infrastructureAccess from './migrations/0030-infrastructure-access.ts';
import * as cloud from './migrations/0035-cloud.ts';
import * as partnerSelfService from './migrations/0040-partner-self-service.ts';
import * as apiTokens from './migrations/0045-api-tokens.ts';
import * as webhooks from './migrations/0046-webhooks.ts';
import * as clientQuotes from './migrations/0053-client-quotes.ts';
import * as rateTexts from './migrations/0055-rate-texts.ts';
import * as leads from './migrations/0060-leads.ts';
import * as leadApplications from './migrations/0061-lead-applications.ts';
import * as siteForms from './migrations/0065-site-forms.ts';
import * as content from './migrations/0070-content.ts';
import * as ginWithoutPendingList from './migrations/0080-gin-without-pending-list.ts';
import * as paymentCycle from './migrations/0097-payment-cycle.ts';
import * as invoicesPaid from './migrations/0101-invoices-paid.ts';
import * as actStateFilter from './migrations/0102-act-state-filter.ts';
import * as partnerPeople from './migrations/0103-partner-people.ts';
import * as documentExports from './migrations/0105-document-exports.ts';
import * as clientPriceEditable from './migrations/0091-client-price-editable.ts';
import * as leadDispatchedCounter from './migrations/0094-lead-dispatched-counter.ts';
import * as office365PartnerPrice from './migrations/0090-office365-partner-price.ts';
import * as accountSecurity from './migrations/0096-account-security.ts';
import * as passkeys from './migrations/0100-passkeys.ts';

const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-office-counters': officeCounters,
  '0003-client-registry': clientRegistry,
  '0004-catalogue': catalogue,
  '0005-orders': orders,
  '0006-customer-sort-indexes': customerSortIndexes,
  '0007-subscription-lists': subscriptionLists,
  '0008-subscription-deletion': subscriptionDeletion,
  '0009-partner-own-client': partnerOwnClient,
  '0010-private-configurations': privateConfigurations,
  '0012-login-throttle': loginThrottle,
  '0013-order-request-hash': orderRequestHash,
  '0014-subscription-management': subscriptionManagement,
  '0015-order-list-counter': orderListCounter,
  '0016-trials-that-end': trialsThatEnd,
  '0017-billing': billing,
  '0018-partner-locks': partnerLocks,
  '0019-billing-versions': billingVersions,
  '0020-ledger-demo': ledgerDemo,
  '0021-distributor-partner-counters': distributorPartnerCounters,
  '0030-infrastructure-access': infrastructureAccess,
  '0035-cloud': cloud,
  '0040-partner-self-service': partnerSelfService,
  '0045-api-tokens': apiTokens,
  '0046-webhooks': webhooks,
  '0053-client-quotes': clientQuotes,
  '0055-rate-texts': rateTexts,
  '0060-leads': leads,
  '0061-lead-applications': leadApplications,
  '0065-site-forms': siteForms,
  '0070-content': content,
  '0080-gin-without-pending-list': ginWithoutPendingList,
  '0097-payment-cycle': paymentCycle,
  '0091-client-price-editable': clientPriceEditable,
  '0094-lead-dispatched-counter': leadDispatchedCounter,
  '0090-office365-partner-price': office365PartnerPrice,
  '0096-account-security': accountSecurity,
  '0100-passkeys': passkeys,
  '0101-invoices-paid': invoicesPaid,
  '0102-act-state-filter': actStateFilter,
  '0103-partner-people': partnerPeople,
  '0105-document-exports': documentExports,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // Branches merged in another order than their migrations' numbers still migrate a database that ran the later one.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
