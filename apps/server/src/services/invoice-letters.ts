/**
 * The payment cycle's letters (issue 24): before the due date, the day orders close and the day they reopen; and the
 * vendor's own letter of an act refused (issue 31).
 */
import { ACT_TEXTS, type ActRefusalLetterFacts, formatIsoDate, formatRubles } from '@portal/domain';
import type { Letter } from '../repositories/mail.repository.ts';

export type InvoiceNoticeFacts = {
  partnerName: string;
  number: string;
  /** «октябрь 2026». */
  month: string;
  unpaid: number;
  dueOn: string;
  invoicesUrl: string;
};

const SIGNATURE = '\n\nС уважением,\nкоманда 1С:ГРМ';

export function invoiceDueSoonLetter(to: string, f: InvoiceNoticeFacts): Letter {
  return {
    to,
    kind: 'billing.invoice-due-soon',
    subject: `Счет № ${f.number}: срок оплаты ${formatIsoDate(f.dueOn)}`,
    text:
      `Здравствуйте!\n\nНапоминаем: счет № ${f.number} за ${f.month} компании «${f.partnerName}» нужно оплатить не позднее ` +
      `${formatIsoDate(f.dueOn)}, к оплате ${formatRubles(f.unpaid)}.\nЧерез 5 рабочих дней после срока оплаты новые заказы и подключения ` +
      `закрываются до поступления оплаты; за каждый день просрочки начисляются пени 0,1 % от неоплаченной суммы.\n` +
      `Счета и акты: ${f.invoicesUrl}${SIGNATURE}`,
  };
}

export function ordersClosedLetter(to: string, f: InvoiceNoticeFacts): Letter {
  return {
    to,
    kind: 'billing.orders-closed',
    subject: `Новые заказы закрыты: счет № ${f.number} не оплачен`,
    text:
      `Здравствуйте!\n\nСчет № ${f.number} за ${f.month} компании «${f.partnerName}» не оплачен в срок (${formatIsoDate(f.dueOn)}), ` +
      `к оплате ${formatRubles(f.unpaid)}. Новые заказы и подключения закрыты; работающие подписки ваших клиентов продолжают действовать.\n` +
      `Заказы откроются сразу после поступления оплаты. Счета и акты: ${f.invoicesUrl}${SIGNATURE}`,
  };
}

export function ordersReopenedLetter(to: string, f: Pick<InvoiceNoticeFacts, 'partnerName' | 'number' | 'invoicesUrl'>): Letter {
  return {
    to,
    kind: 'billing.orders-reopened',
    subject: 'Новые заказы снова открыты',
    text:
      `Здравствуйте!\n\nОплата по счету № ${f.number} получена. Новые заказы и подключения компании «${f.partnerName}» снова открыты.\n` +
      `Счета и акты: ${f.invoicesUrl}${SIGNATURE}`,
  };
}

/** To the vendor's billing mailbox (VENDOR_EMAIL), each time a partner refuses to sign an act: the operator reads why. */
export function actRefusedLetter(to: string, facts: ActRefusalLetterFacts): Letter {
  return {
    to,
    kind: 'billing.act-refused',
    subject: ACT_TEXTS.refusalLetterSubject(facts.number, facts.partnerName),
    text: ACT_TEXTS.refusalLetterText(facts),
  };
}
