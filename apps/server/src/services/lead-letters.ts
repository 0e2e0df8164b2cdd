/** The letter a partner gets when the operator dispatches a common lead to it (decision 023). */
import { LEAD_PROGRAMME_NAME } from '@portal/domain';
import type { Letter } from '../repositories/mail.repository.ts';

export function leadDispatchedLetter(to: { email: string; name: string }, leadName: string, myLeadsUrl: string): Letter {
  return {
    to: to.email,
    kind: 'lead.dispatched',
    subject: `Вам передан клиент по программе «${LEAD_PROGRAMME_NAME}»`,
    text: `Здравствуйте!\n\nКомпании «${to.name}» передан клиент «${leadName}» по программе «${LEAD_PROGRAMME_NAME}».\nКонтакты клиента открыты в разделе «Мои лиды»: ${myLeadsUrl}\nСвяжитесь с клиентом и отметьте лид обработанным.\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}
