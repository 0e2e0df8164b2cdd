/** The Mailer port: delivers a letter that is already in the outbox. */
import type { Letter } from '../../repositories/mail.repository.ts';

export type DeliveryResult = 'sent' | 'stored';

export type Mailer = {
  deliver(letter: Letter): Promise<DeliveryResult>;
};

/** Built-in adapter: the outbox table is the mailbox; operators read the letters in the back office. */
export const outboxMailer: Mailer = {
  deliver: async () => 'stored',
};
