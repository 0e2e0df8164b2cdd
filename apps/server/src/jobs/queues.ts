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
