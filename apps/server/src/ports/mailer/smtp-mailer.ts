/** SMTP adapter of the Mailer port, chosen when SMTP_URL is set. */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (letter) => {
      await transport.sendMail({ from, to: letter.to, subject: letter.subject, text: letter.text });
      return 'sent';
    },
  };
}
