/**
 * What the «Акт» column says of a closed month's act and which decisions are still open to the partner; where the act
 * stands is the domain's `actStatus`, the rule the operator's «Счета партнеров» follows too.
 */
import { actStatus, formatDateTime, INVOICING_TEXTS, type PartnerInvoice } from '@portal/domain';

export type ActState = { lines: string[]; canSign: boolean; canRefuse: boolean };

export function actState(invoice: Pick<PartnerInvoice, 'act' | 'acceptBy' | 'acceptedOn'>): ActState {
  const { act, acceptedOn, acceptBy } = invoice;
  const status = actStatus(act?.decision ?? null, acceptedOn);
  const decided = act ? `, ${INVOICING_TEXTS.actDecidedBy(act.decidedBy)}` : '';
  if (status === 'SIGNED' && act) {
    return { lines: [`${INVOICING_TEXTS.actSigned(formatDateTime(act.decidedAt))}${decided}`], canSign: false, canRefuse: false };
  }
  const lines: string[] = [];
  if (status === 'REFUSED' && act) {
    lines.push(`${INVOICING_TEXTS.actRefused(formatDateTime(act.decidedAt))}${decided}`);
    if (act.reason) lines.push(INVOICING_TEXTS.actRefusalReason(act.reason));
  }
  // Past the acceptance deadline the act counts as accepted (the offer): a signature is still welcome, a refusal is not.
  lines.push(acceptedOn === null ? INVOICING_TEXTS.actAwaiting(acceptBy) : INVOICING_TEXTS.actDeemedAccepted(acceptedOn));
  return { lines, canSign: true, canRefuse: acceptedOn === null };
}
