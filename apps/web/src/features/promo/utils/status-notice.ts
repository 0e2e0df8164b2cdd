/** What the landing page says about an existing application, by participation status. */
import { PARTICIPATION_STATUS_LABELS, type Participation } from '@portal/domain';

export type StatusNotice = { severity: 'success' | 'info' | 'warning'; title: string; lines: string[] };

export function statusNotice(participation: Participation): StatusNotice {
  const { status } = participation;
  if (status === null) {
    return {
      severity: 'info',
      title: PARTICIPATION_STATUS_LABELS.null,
      lines: ['Подтверждение ожидается в течение 1–2 рабочих часов. Мы сообщим о решении письмом.'],
    };
  }
  const title = `Статус заявки: ${PARTICIPATION_STATUS_LABELS[status]}`;
  if (status === 'on') return { severity: 'success', title, lines: ['Ваша компания — партнер 1С:ГРМ. Личный кабинет открыт.'] };
  if (status === 'wait') {
    return { severity: 'info', title, lines: ['Решение по заявке отложено. Мы сообщим о нем письмом на указанный E-mail.'] };
  }
  const reason = status === 'refused' ? participation.rejectedReason : participation.offReason;
  return {
    severity: 'warning',
    title,
    lines: [
      status === 'refused' ? 'Вендор отклонил заявку.' : 'Участие компании в партнерской программе приостановлено.',
      ...(reason ? [`Причина: ${reason}`] : []),
      'Если решение кажется ошибочным, обратитесь к своему дистрибьютору.',
    ],
  };
}
