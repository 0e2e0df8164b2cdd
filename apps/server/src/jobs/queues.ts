/** Names of the durable job queues. */
export const MAIL_QUEUE = 'mail.send';
export const SESSION_CLEANUP_QUEUE = 'sessions.cleanup';
export type MailJob = { letterId: string };
export const DEPLOY_QUEUE = 'subscription.deploy';
export type DeployJob = { subscriptionId: string };
export const DELETE_QUEUE = 'subscription.delete';
export type DeleteJob = { subscriptionId: string };
/** Periodic: starts the planned deletions whose date has come. */
export const DUE_DELETIONS_QUEUE = 'subscriptions.due-deletions';
/** Applies a subscription's change order through the Provisioner (decision 012). */
export const RESIZE_QUEUE = 'subscription.resize';
export type ResizeJob = { orderId: string };
/** A resize whose retries ran out: its order fails and frees the subscription, so it is never left changing. */
export const RESIZE_GAVE_UP_QUEUE = 'subscription.resize.gave-up';
/** Periodic (each minute): trials that ended become paid, ended demos are removed, letters before the end (decision 013). */
export const TRIALS_SETTLE_QUEUE = 'trials.settle';
/** Periodic and by hand: closes months into invoices (a given month, or every month whose 5th has come). */
export const BILLING_CLOSE_QUEUE = 'billing.close-months';
export type { MonthCloseJob as BillingCloseJob } from '../services/enqueue.ts';
/** Carries out a partner's lock change (issue 11): idempotent, so a retry or a second send does nothing more. */
export const PARTNER_LOCK_QUEUE = 'partner.lock-change';
export type PartnerLockJob = { changeId: string };
/** Periodic: sends again the lock changes whose job was lost, so a requested change is never left updating. */
export const PARTNER_LOCK_SWEEP_QUEUE = 'partner.lock-sweep';
/** Sends one webhook delivery; a failed attempt throws and pg-boss retries it with backoff (decision 019). */
export const WEBHOOK_QUEUE = 'webhook.deliver';
export type WebhookJob = { deliveryId: string };
/** Periodic (each minute): lapsed lead applications return to the pool, leads whose client pays move to IN_PROD (decision 023). */
export const LEADS_SETTLE_QUEUE = 'leads.settle';
/** Periodic (hourly): the payment cycle's letters and events — due soon, overdue, orders closed (issue 24). */
export const INVOICE_NOTICES_QUEUE = 'invoices.notify';
/** Builds a back-office export of partners' documents into its ZIP (issue 33); a run taken over starts the export over. */
export const DOCUMENT_EXPORT_QUEUE = 'documents.export';
export type DocumentExportJob = { exportId: string };
/** A run that errs is tried again this many times (each from the start) before the export fails. */
export const DOCUMENT_EXPORT_RETRIES = 3;
/** Periodic, on the embedded database only: its statistics hourly and a vacuum nightly, which PGlite never runs itself. */
export const DATABASE_MAINTENANCE_QUEUE = 'database.maintenance';
export type DatabaseMaintenanceJob = { vacuum: boolean };
