/**
 * The jobs the services start, handed to them by the job runner (`jobs/enqueue.ts`): the services never see the runner
 * or its queue names. Given a transaction, a job is queued in it, so it exists exactly when the change that needs it
 * commits (a rolled-back order leaves no deployment behind).
 */
import type { Db } from '../db/database.ts';

export type MonthCloseJob = { year?: number; month?: number; startedBy?: string | null };

export type Enqueue = {
  /** Sends a letter written to the outbox. */
  letter(trx: Db, letterId: string): Promise<void>;
  /** Deploys an ordered subscription through the Provisioner. */
  deployment(trx: Db, subscriptionId: string): Promise<void>;
  /** Removes a subscription through the Provisioner. */
  deletion(trx: Db, subscriptionId: string): Promise<void>;
  /** Applies a subscription's change order through the Provisioner. */
  resize(trx: Db, orderId: string): Promise<void>;
  /** Carries out a partner's lock change; outside a transaction when a lost job is sent again. */
  lockChange(trx: Db | null, changeId: string): Promise<void>;
  /** Delivers one webhook event. */
  webhook(trx: Db, deliveryId: string): Promise<void>;
  /** Closes a month (or every month whose 5th has come) into invoices. */
  monthClose(job: MonthCloseJob): Promise<void>;
  /** Builds a back-office export of partners' documents into its ZIP. */
  documentExport(trx: Db, exportId: string): Promise<void>;
};
