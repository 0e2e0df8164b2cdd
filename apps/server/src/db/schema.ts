/** Row types of every table, as Kysely sees them. Mirrors the migrations. */
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { JournalChange, MemberRole } from '@portal/domain';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type PartnersTable = {
  id: Generated<string>;
  kind: 'partner' | 'distributor';
  partner_code: string;
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  website: string | null;
  public_name: string | null;
  public_email: string | null;
  public_phone: string | null;
  public_city: string | null;
  city: string | null;
  participation_status: 'on' | 'wait' | 'refused' | 'off' | null;
  rejected_reason: string | null;
  off_reason: string | null;
  distributor_id: string | null;
  unique_exchange_id: string;
  partner_exchange_id: string | null;
  distributor_listed: Generated<boolean>;
  distributor_types: Generated<string[]>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  decided_at: Timestamp | null;
  decided_by: string | null;
  region_code: string | null;
  address: string | null;
  lock_status: Generated<'ACTIVE' | 'INACTIVE'>;
  lock_date: Timestamp | null;
  unlock_date: Timestamp | null;
  lock_reason: string | null;
  unlock_reason: string | null;
  locked_by: string | null;
  unlocked_by: string | null;
  lock_change_id: string | null;
  /** Kept by the database: lower-cased name, code, city, region code and address, for the partner list's search. */
  search_text: ColumnType<string, never, never>;
  /** The participation certificate (migration 0040): given at approval, changed by operators. */
  certificate_number: string | null;
  certificate_end_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The requisites the vendor holds for the partner's invoices and acts (migration 0097). */
  inn: string | null;
  kpp: string | null;
  legal_address: string | null;
};

export type PartnerLockChangesTable = {
  id: Generated<string>;
  partner_id: string;
  distributor_id: string;
  action: 'grant' | 'revoke';
  reason: string | null;
  requested_by: string | null;
  requested_at: CreatedAt;
  applied_at: Timestamp | null;
};

export type PartnerAttachmentsTable = {
  id: Generated<string>;
  partner_id: string;
  distributor_id: string | null;
  previous_distributor_id: string | null;
  attached_by: string | null;
  attached_at: CreatedAt;
};

export type AccountsTable = {
  id: Generated<string>;
  email: string;
  password_hash: string;
  name: string | null;
  surname: string | null;
  city: string | null;
  phone: string | null;
  partner_id: string | null;
  created_at: CreatedAt;
  last_login_at: Timestamp | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Timestamp | null;
  totp_last_step: ColumnType<string | null, string | number | null, string | number | null>;
  /** The person's role in its partner or distributor (issue 32); null for an account of no organisation. */
  member_role: MemberRole | null;
  /** Set while an administrator has suspended the person: no session, no token. */
  suspended_at: Timestamp | null;
};

/** Single-use recovery codes of the second factor (decision 034): only their SHA-256. */
export type AccountRecoveryCodesTable = { id: Generated<string>; account_id: string; code_hash: string; used_at: Timestamp | null };

/** A login whose password was right, waiting for its second factor (the cookie-less token's SHA-256 is the id). */
export type AccountPasskeysTable = {
  id: Generated<string>;
  account_id: string;
  credential_id: string;
  public_key: string;
  counter: ColumnType<string, string | number | undefined, string | number>;
  transports: Generated<string[]>;
  name: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
};

export type WebauthnChallengesTable = { id: string; account_id: string | null; purpose: string; expires_at: Timestamp };

export type SecuritySettingsTable = { id: Generated<boolean>; require_second_factor: Generated<boolean>; updated_at: Generated<Date> };

export type LoginChallengesTable = { id: string; account_id: string; expires_at: Timestamp; attempts: Generated<number> };

export type AccountAuthoritiesTable = {
  account_id: string;
  authority: string;
};

export type SessionsTable = {
  id: string;
  account_id: string;
  csrf_token: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  public_id: Generated<string>;
  user_agent: string | null;
  ip_address: string | null;
  last_seen_at: Generated<Date>;
};

/** Password recovery links (decision 034): only the token's SHA-256 is kept. */
export type PasswordResetLinksTable = {
  id: Generated<string>;
  account_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
};

/** Browsers an account signed in from (decision 034): the device cookie's SHA-256. */
export type AccountDevicesTable = {
  account_id: string;
  device_hash: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
};

/** A partner's API token (decision 019): only its SHA-256 is kept. */
/** The rate pages' texts per product and effective date (migration 0055, decision 022). */
export type RateTextsTable = {
  product: 'grm' | 'oi';
  effective_from: ColumnType<Date, string, string>;
  title: string;
  paragraph_top: string;
  paragraph_bottom: string;
  payment_rules: string;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type ApiTokensTable = {
  id: Generated<string>;
  account_id: string;
  token_hash: string;
  /** What the token may do, never more than its owner's role at the time of the call. */
  role: MemberRole;
  issued_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

/** A partner's webhook endpoint: where events go, which ones, and the secret that signs them. */
export type WebhookEndpointsTable = {
  id: Generated<string>;
  partner_id: string;
  url: string;
  events: string[];
  secret: string;
  created_by: string | null;
  created_at: CreatedAt;
};

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event sent to one endpoint: its exact signed body, its attempts and the last answer. */
export type WebhookDeliveriesTable = {
  id: Generated<string>;
  endpoint_id: string;
  partner_id: string;
  event_type: string;
  body: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  created_at: CreatedAt;
  last_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  delivered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

/** A client quote (decision 021): lines priced for one client, stored whole; the totals for the list. */
export type ClientQuotesTable = {
  id: Generated<string>;
  partner_id: string;
  customer_id: string;
  title: string;
  /** PricedQuoteLine[] of the domain. */
  lines: ColumnType<unknown, string, string>;
  pricing_mode: 'markup' | 'perLine';
  markup_basis_points: number | null;
  order_href: string;
  partner_total: number;
  client_total: number;
  line_count: number;
  created_by: string | null;
  created_at: CreatedAt;
};

/** Throttling counters shared by every instance (login attempts per address and per e-mail). */
export type ThrottleCountersTable = {
  key: string;
  attempts: number;
  window_ends_at: Timestamp;
};

export type MailOutboxTable = {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  status: Generated<'queued' | 'sent' | 'stored' | 'failed'>;
  error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
};

export type ErrorReportsTable = {
  id: Generated<string>;
  account_id: string | null;
  title: string;
  message: string;
  url: string;
  status: number | null;
  details: string;
  user_agent: string | null;
  created_at: CreatedAt;
};

export type AuditLogTable = {
  id: Generated<string>;
  actor_account_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  details: ColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
};

/** An invitation into a partner's people: a single-use link (only its SHA-256 kept) valid for a week. */
export type PartnerInvitationsTable = {
  id: Generated<string>;
  partner_id: string;
  email: string;
  role: MemberRole;
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedAt;
  sent_at: Generated<Date>;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  withdrawn_at: Timestamp | null;
};

/** «Журнал действий»: one change made by a partner's person or token; append-only (a trigger refuses edits). */
export type PartnerJournalTable = {
  id: GeneratedAlways<string>;
  partner_id: string;
  actor_account_id: string | null;
  api_token_id: string | null;
  ip_address: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  subject_label: string | null;
  changes: ColumnType<JournalChange[], string | undefined, never>;
  created_at: CreatedAt;
};

export type CustomersTable = {
  id: Generated<string>;
  partner_id: string;
  name: string;
  responsible: string;
  email: string;
  phone: string | null;
  inn: string | null;
  kpp: string | null;
  city: string | null;
  one_c_id: string | null;
  status: 'confirmed' | 'unconfirmed' | 'rejected';
  created_at: CreatedAt;
  street: string | null;
  chief_name: string | null;
  customer_code: Generated<string>;
  onec_username: string | null;
  number_of_employees: number | null;
  country_uin: string | null;
  region_uin: string | null;
  main_activity_type: string | null;
  exchange_id: Generated<string>;
  regnum: string | null;
  confirmation_token_hash: string | null;
  confirmed_at: Timestamp | null;
  decided_by: string | null;
  updated_at: Generated<Date>;
  /** The partner's own client, for orders on the desk 'Партнерам' (migration 0009). */
  own_use: Generated<boolean>;
};

/** Bumped by triggers whenever anything a partner's bill is priced from changes (migration 0019). */
export type PartnerBillingVersionsTable = {
  partner_id: string;
  version: ColumnType<string | number, never, never>;
};

export type PartnerStatsTable = {
  partner_id: string;
  customer_count: number;
  subscriptions_all: number;
  subscriptions_paid: number;
  subscriptions_trial: number;
  subscriptions_demo_customer: number;
  subscriptions_demo_partner: number;
  /** The partner's orders, kept by a trigger for the order list's total (migration 0015). */
  orders_all: Generated<number>;
  /** Every subscription of the partner, deleted ones too: the applications table's total (migration 0040). */
  applications_all: Generated<number>;
  /** A distributor's partners by the partner list's status filter, kept by a trigger for its totals (migration 0021). */
  distributor_partners_all: Generated<number>;
  distributor_partners_active: Generated<number>;
  distributor_partners_blocked: Generated<number>;
  distributor_partners_updating: Generated<number>;
};

export type FeedbackRequestsTable = {
  id: Generated<string>;
  partner_id: string;
  account_id: string | null;
  project_id: 'ecw' | 'infra';
  subject: string;
  message: string;
  error_info: string | null;
  email: string;
  responsible: string;
  created_at: CreatedAt;
  answer: string | null;
  answered_at: Timestamp | null;
  answered_by: string | null;
};

export type ContentItemsTable = {
  id: Generated<string>;
  type: 'news' | 'video' | 'presentation' | 'marketing' | 'info';
  slug: string;
  title: string;
  summary: Generated<string>;
  body: Generated<string>;
  body_html: Generated<string>;
  body_text: Generated<string>;
  status: Generated<'draft' | 'published'>;
  published_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: string | null;
  updated_by: string | null;
  attachment_count: Generated<number>;
  search: GeneratedAlways<string>;
};

export type ContentCountsTable = {
  type: ContentItemsTable['type'];
  items: number;
  published: number;
};

export type ContentFilesTable = {
  id: Generated<string>;
  item_id: string;
  name: string;
  mime: string;
  size: number;
  data: Uint8Array;
  created_at: CreatedAt;
  created_by: string | null;
};

export type SubscriptionsTable = {
  id: Generated<string>;
  partner_id: string;
  customer_id: string;
  service_name: string;
  service_kit_name: string;
  usage_mode: 'PRODUCTION' | 'DEMONSTRATION';
  deploy_status: 'INIT' | 'DEPLOYING' | 'DEPLOYED' | 'DEPLOY_FAILED' | 'DELETING' | 'DELETED' | 'DELETE_FAILED';
  trial_start: Timestamp | null;
  trial_end: Timestamp | null;
  deleted: Generated<boolean>;
  created_at: CreatedAt;
  service_id: string | null;
  service_kit_id: string | null;
  offer_desk_id: string | null;
  subscription_name: string | null;
  price: ColumnType<number, number | undefined, number>;
  client_price: ColumnType<number | null, number | null | undefined, number | null>;
  start_date: Timestamp | null;
  expiration_date: Timestamp | null;
  updated_at: Generated<Date>;
  last_error: string | null;
  deletion_reason: string | null;
  deletion_requested_at: Timestamp | null;
  /** Product, kit and client name in lower case, kept by a trigger for the lists' search. */
  search_text: Generated<string>;
  /** The change order in progress, if any: it blocks a second change and a deletion (migration 0014). */
  change_order_id: string | null;
  /** A managed service provider's (direct) subscription: only its disk may be changed. */
  is_direct: Generated<boolean>;
  /** The paid subscription a demo was turned into, and the demo a paid subscription came from. */
  converted_to: string | null;
  converted_from: string | null;
  /** When the letter announcing the trial's end was sent (once). */
  trial_letter_sent_at: Timestamp | null;
  /** On trial (a demo, or a trial that still runs): the trial list rather than the paid one (migration 0016, decision 013). */
  on_trial: Generated<boolean>;
  /** The client's label for the applications table, kept by a trigger (migration 0040). */
  customer_label: Generated<string>;
};

export type SubscriptionOptionsTable = {
  id: Generated<string>;
  subscription_id: string;
  service_option_id: string;
  name: string;
  usage_count: number;
  price: ColumnType<number, number, number>;
  client_price: ColumnType<number | null, number | null, number | null>;
  payment_period: 'd' | 'm';
  created_at: CreatedAt;
  /** A prepaid option: charged for `prepaid_months` months from `prepaid_from` at once. */
  prepaid_from: ColumnType<Date | null, string | null | undefined, string | null>;
  prepaid_months: number | null;
  updated_at: Generated<Date>;
};

export type SubscriptionPropertiesTable = { subscription_id: string; name: string; value: string; property_group: string };

export type OrdersTable = {
  id: Generated<string>;
  partner_id: string;
  idempotency_key: string | null;
  /** sha256 of the canonical request (type and body); null for orders placed before it was kept. */
  request_hash: string | null;
  subscription_id: string;
  created_at: CreatedAt;
  /** A number people can quote (migration 0014). */
  number: GeneratedAlways<string>;
  kind: Generated<OrderKind>;
  status: Generated<OrderStatus>;
  customer_id: string;
  /** The subscription's month price (partner, client) after the order. */
  price: ColumnType<number | null, number | null | undefined, number | null>;
  client_price: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: string | null;
  applied_at: Timestamp | null;
};

export type OrderKind = 'create' | 'change' | 'convert';
export type OrderStatus = 'PENDING' | 'APPLIED' | 'FAILED';

/** An order's line: one option's count before and after the order, at the tariff of the moment it was placed. */
export type OrderLinesTable = {
  id: Generated<string>;
  order_id: string;
  service_option_id: string;
  name: string;
  units_before: number;
  units_after: number;
  price: ColumnType<number, number, number>;
  client_price: ColumnType<number | null, number | null, number | null>;
  payment_period: 'd' | 'm';
};

/**
 * The usage ledger (decision 012): intervals of a constant active count per subscription option, from the
 * Provisioner's confirmation to the next confirmed change or the removal. Append-only: an interval can only be closed.
 */
export type UsageLedgerTable = {
  id: GeneratedAlways<string>;
  partner_id: string;
  customer_id: string;
  subscription_id: string;
  subscription_option_id: string;
  service_option_id: string;
  units: number;
  active_from: ColumnType<Date, Date | string, never>;
  active_to: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
  order_id: string | null;
  /** Written after the closing of a month it reaches into had begun: the next open month bills it (migration 0017). */
  late: ColumnType<boolean, never, never>;
  /** The subscription is a demo, free whatever its intervals (copied by a trigger when written; migration 0020). */
  demo: ColumnType<boolean, never, never>;
};

/** A month's closing into invoices (decision 014): begun by the schedule or an operator, finished when all are closed. */
export type BillingClosingsTable = {
  year: number;
  month: number;
  period_end: ColumnType<Date, Date | string, never>;
  started_at: Generated<Date>;
  started_by: string | null;
  finished_at: Timestamp | null;
};

/** A decreed day of the production calendar (decision 036): a weekday off or a weekend day worked. */
export type ProductionCalendarDaysTable = {
  day: ColumnType<string, string, string>;
  kind: 'holiday' | 'working';
  changed_by: string | null;
  changed_at: Generated<Date>;
};

/** The partner's answer to a closed month's act: signed, or refused with a reason. */
export type InvoiceActsTable = {
  invoice_id: string;
  decision: 'signed' | 'refused';
  reason: string | null;
  decided_by: string;
  decided_at: Generated<Date>;
};

/** One bank statement imported by an operator, with what it brought. */
export type StatementImportsTable = {
  id: Generated<string>;
  file_name: string;
  imported_by: string;
  imported_at: Generated<Date>;
  documents: number;
  recorded: number;
  repeated: number;
  matched: number;
};

/** A payment received: matched to an invoice, or waiting for the operator to match it (invoice_id null). */
export type PaymentsTable = {
  id: Generated<string>;
  invoice_id: string | null;
  received_on: ColumnType<string, string, never>;
  amount: ColumnType<number, number, never>;
  source: 'manual' | 'statement';
  payment_key: string | null;
  statement_import_id: string | null;
  document_number: string | null;
  payer_inn: string | null;
  payer_name: Generated<string>;
  purpose: Generated<string>;
  unmatched_reason: string | null;
  recorded_by: string;
  recorded_at: Generated<Date>;
  matched_by: string | null;
  matched_at: Timestamp | null;
};

export type InvoiceNoticesTable = {
  invoice_id: string;
  kind: 'due-soon' | 'overdue' | 'orders-closed' | 'orders-reopened' | 'paid';
  sent_at: Generated<Date>;
};

export type InvoicePenaltyWaiversTable = {
  invoice_id: string;
  reason: string;
  waived_by: string;
  waived_at: Generated<Date>;
};

/** A partner's invoice of a closed month; immutable. */
export type InvoicesTable = {
  id: Generated<string>;
  partner_id: string;
  year: number;
  month: number;
  number: string;
  sum: ColumnType<number, number, never>;
  currency_code: Generated<string>;
  line_count: number;
  closed_at: Generated<Date>;
  /** What the payments matched to it add up to, kept by a trigger on payments (migration 0101). */
  paid: ColumnType<number, never, never>;
};

/** One subscription option billed for a month (the invoice's, or an earlier one as a correction); immutable. */
export type InvoiceLinesTable = {
  id: GeneratedAlways<string>;
  invoice_id: string;
  period_year: number;
  period_month: number;
  correction: boolean;
  customer_id: string;
  customer_name: string;
  customer_responsible: string;
  customer_phone: string | null;
  customer_email: string;
  customer_inn: string | null;
  customer_city: string | null;
  customer_login: string | null;
  own_use: boolean;
  subscription_id: string;
  service_name: string;
  service_kit_name: string;
  usage_mode: 'PRODUCTION' | 'DEMONSTRATION';
  subscription_start: Timestamp | null;
  subscription_end: Timestamp | null;
  subscription_days: number;
  trial_start: Timestamp | null;
  trial_end: Timestamp | null;
  trial_days: number | null;
  subscription_option_id: string;
  service_option_id: string;
  option_name: string;
  resource_code: string;
  kind: 'daily' | 'monthly' | 'prepaid' | 'free';
  period_type: 'd' | 'm';
  prepaid: boolean;
  range_months: number | null;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  days: number;
  charged_days: number;
  unit_price: ColumnType<number, number, never>;
  units: ColumnType<number | null, number | null | undefined, never>;
  sum: ColumnType<number, number, never>;
  explanation: string;
  active: boolean;
};

export type SubscriptionCommentsTable = {
  subscription_id: string;
  text: string;
  updated_by: string | null;
  updated_at: Generated<Date>;
};

export type ProvisionerFailuresTable = { partner_id: string; armed_by: string | null; armed_at: Generated<Date> };

export type LeadsTable = {
  id: Generated<string>;
  partner_id: string | null;
  status: 'NON_DISPATCHED' | 'APPLIED' | 'DISPATCHED' | 'PROCESSED' | 'IN_PROD';
  name: string;
  responsible: string | null;
  email: string | null;
  phone: string | null;
  inn: string | null;
  created_at: CreatedAt;
  dispatched_at: Timestamp | null;
  source: Generated<'programme' | 'site'>;
  /** Document 3 §3 Lead.products, what the lead asks for: jsonb, written as JSON text and read back parsed. */
  products: ColumnType<Array<{ productId: string; qty: number }>, string | undefined, string>;
  site_form_id: string | null;
  applied_at: Timestamp | null;
  processed_at: Timestamp | null;
  in_prod_at: Timestamp | null;
  /** The client the lead became (its registration, dateRegistered). */
  customer_id: string | null;
  /** The operator who dispatched the lead (migration 0061). */
  dispatched_by: string | null;
};

/** A partner's request to take a common lead to work (migration 0061, decision 023). */
export type LeadApplicationsTable = { lead_id: string; partner_id: string; created_at: CreatedAt };

/** Leads per list, kept by a trigger (migration 0061): 'pool' for the common pool, a partner's id for its own leads. */
export type LeadCountersTable = { key: string; leads: number };

export type OfferDesksTable = { id: string; name: string; client_fixed: Generated<boolean>; sort: Generated<number> };

export type ServicesTable = {
  id: Generated<string>;
  offer_desk_id: string;
  name: string;
  resource_code: string;
  resource_category: string;
  group_code: string;
  enabled: Generated<boolean>;
  client_server_only: Generated<boolean>;
  partners_only: Generated<boolean>;
  /** A private configuration's partner: only it sees and orders the service (migration 0010). */
  owner_partner_id: string | null;
  requires_active_subscription: Generated<boolean>;
  sort: Generated<number>;
};

export type ServiceKitsTable = {
  id: Generated<string>;
  service_id: string;
  name: string;
  usage_mode: 'PRODUCTION' | 'DEMONSTRATION';
  resource_code: string;
  resource_category: string;
  expiration_period: string | null;
  block_reason: string | null;
  sort: Generated<number>;
};

export type ServiceOptionsTable = {
  id: Generated<string>;
  kit_id: string;
  name: string;
  resource_code: string;
  resource_category: string;
  min_usage_count: Generated<number>;
  max_usage_count: Generated<number>;
  usage_count: Generated<number>;
  edit_status: Generated<string>;
  payment_period: 'd' | 'm';
  trial: Generated<boolean>;
  trial_length: number | null;
  trial_period: string | null;
  sort: Generated<number>;
  /** The partner may set its own client price in the calculators (the spec's clientTariff.editable; migration 0091). */
  client_price_editable: Generated<boolean>;
};

export type OptionTariffsTable = {
  option_id: string;
  effective_from: ColumnType<Date, string, string>;
  price: ColumnType<number, number, number>;
  client_price: ColumnType<number | null, number | null, number | null>;
  currency_code: Generated<string>;
  /** Who wrote the version (an operator editing the cloud price list), and when; seeded versions have no author. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** A non-standard virtual machine asked of the vendor's operators (migration 0035, decision 017). */
export type CloudVmRequestsTable = {
  id: Generated<string>;
  number: GeneratedAlways<string>;
  partner_id: string;
  requested_by: string | null;
  project_id: string;
  config: ColumnType<unknown, string, string>;
  price_date: ColumnType<Date, string, string>;
  month_price: ColumnType<number, number, number>;
  status: Generated<'NEW' | 'CREATED' | 'REFUSED'>;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
  decided_by: string | null;
  reason: string | null;
  subscription_id: string | null;
};

/** Infrastructure access (decision 016): one row per partner that asked; the password of its infrastructure login as a hash. */
export type IasAccessTable = {
  id: Generated<string>;
  partner_id: string;
  status: 'pending' | 'on' | 'refused' | 'off';
  email: string;
  note: string | null;
  offer_version: string;
  offer_accepted_at: Timestamp;
  distributor_id: string | null;
  reason: string | null;
  requested_by: string | null;
  requested_at: CreatedAt;
  decided_by: string | null;
  decided_at: Timestamp | null;
  updated_at: Generated<Date>;
  password_hash: string | null;
  password_set_at: Timestamp | null;
};

/** The audit trail of infrastructure access: every request, decision, link and password set. */
export type IasAccessEventsTable = {
  id: Generated<string>;
  access_id: string;
  partner_id: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  actor_account_id: string | null;
  created_at: CreatedAt;
};

/** Single-use links of the infrastructure letters: only the token's SHA-256 is kept. */
export type IasPasswordLinksTable = {
  id: Generated<string>;
  access_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
};

/** A partner's site order form (decision 024); its jsonb columns are written as JSON text and read back parsed. */
export type SiteFormsTable = {
  id: Generated<string>;
  partner_id: string;
  public_id: string;
  challenge_key: Buffer;
  product_ids: ColumnType<string[], string, string>;
  strict_choice: boolean;
  fields: ColumnType<
    Record<'name' | 'responsible' | 'email' | 'phone' | 'inn' | 'comment', { shown: boolean; required: boolean }>,
    string,
    string
  >;
  colors: ColumnType<{ accent: string; background: string; text: string }, string, string>;
  title: string;
  button_text: string;
  success_text: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type SiteFormSubmissionsTable = {
  lead_id: string;
  site_form_id: string;
  comment: string | null;
  consent_version: string;
  consent_sha256: string;
  consented_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
};

export type SiteFormChallengesUsedTable = {
  nonce: string;
  site_form_id: string;
  used_at: CreatedAt;
};

/** An operator's export of partners' documents as one ZIP (migration 0105): the job's state and progress. */
export type DocumentExportStatus = 'queued' | 'running' | 'done' | 'failed';
export type DocumentExportsTable = {
  id: Generated<string>;
  requested_by: string;
  /** null: every partner. */
  partner_ids: string[] | null;
  /** 'YYYY-MM'. */
  months: string[];
  status: Generated<DocumentExportStatus>;
  /** Invoices written so far, of `total`. */
  done: Generated<number>;
  total: Generated<number>;
  /** Partners whose XML УПД could not be made (listed in the ZIP's «Не выгружено.txt»). */
  failures: Generated<number>;
  error: string | null;
  size: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
};

/** The finished ZIP of an export in ~1 MiB pieces, in `seq` order. */
export type DocumentExportChunksTable = {
  export_id: string;
  seq: number;
  data: Uint8Array;
};

export type Database = {
  offer_desks: OfferDesksTable;
  services: ServicesTable;
  service_kits: ServiceKitsTable;
  service_options: ServiceOptionsTable;
  option_tariffs: OptionTariffsTable;
  partners: PartnersTable;
  partner_lock_changes: PartnerLockChangesTable;
  partner_attachments: PartnerAttachmentsTable;
  accounts: AccountsTable;
  account_authorities: AccountAuthoritiesTable;
  sessions: SessionsTable;
  password_reset_links: PasswordResetLinksTable;
  account_devices: AccountDevicesTable;
  account_recovery_codes: AccountRecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  account_passkeys: AccountPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  security_settings: SecuritySettingsTable;
  throttle_counters: ThrottleCountersTable;
  mail_outbox: MailOutboxTable;
  error_reports: ErrorReportsTable;
  audit_log: AuditLogTable;
  partner_invitations: PartnerInvitationsTable;
  partner_journal: PartnerJournalTable;
  api_tokens: ApiTokensTable;
  rate_texts: RateTextsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  customers: CustomersTable;
  partner_stats: PartnerStatsTable;
  partner_billing_versions: PartnerBillingVersionsTable;
  subscriptions: SubscriptionsTable;
  subscription_options: SubscriptionOptionsTable;
  subscription_properties: SubscriptionPropertiesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  usage_ledger: UsageLedgerTable;
  billing_closings: BillingClosingsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  production_calendar_days: ProductionCalendarDaysTable;
  invoice_acts: InvoiceActsTable;
  statement_imports: StatementImportsTable;
  payments: PaymentsTable;
  invoice_penalty_waivers: InvoicePenaltyWaiversTable;
  invoice_notices: InvoiceNoticesTable;
  subscription_comments: SubscriptionCommentsTable;
  provisioner_failures: ProvisionerFailuresTable;
  leads: LeadsTable;
  lead_applications: LeadApplicationsTable;
  lead_counters: LeadCountersTable;
  site_forms: SiteFormsTable;
  site_form_submissions: SiteFormSubmissionsTable;
  site_form_challenges_used: SiteFormChallengesUsedTable;
  ias_access: IasAccessTable;
  ias_access_events: IasAccessEventsTable;
  ias_password_links: IasPasswordLinksTable;
  cloud_vm_requests: CloudVmRequestsTable;
  feedback_requests: FeedbackRequestsTable;
  client_quotes: ClientQuotesTable;
  content_items: ContentItemsTable;
  content_files: ContentFilesTable;
  content_counts: ContentCountsTable;
  document_exports: DocumentExportsTable;
  document_export_chunks: DocumentExportChunksTable;
};
