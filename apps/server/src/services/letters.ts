/** Texts of the letters the portal sends (Russian, as the user reads them). */
import { DISTRIBUTOR_TEXTS, PARTNER_BLOCK_TEXTS } from '@portal/domain';
import type { Letter } from '../repositories/mail.repository.ts';

export function applicationReceivedLetter(to: string, partnerName: string): Letter {
  return {
    to,
    kind: 'application.received',
    subject: 'Заявка на участие в партнерской программе 1С:ГРМ получена',
    text: `Здравствуйте!\n\nМы получили заявку компании «${partnerName}» на участие в партнерской программе 1С:ГРМ.\nПодтверждение ожидается в течение 1–2 рабочих часов.\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function applicationApprovedLetter(to: string, partnerName: string, partnerCode: string, portalUrl: string): Letter {
  return {
    to,
    kind: 'application.approved',
    subject: 'Заявка на участие в партнерской программе 1С:ГРМ одобрена',
    text: `Здравствуйте!\n\nЗаявка компании «${partnerName}» одобрена. Код партнера: ${partnerCode}.\nВойдите в личный кабинет, чтобы регистрировать клиентов и заказывать для них приложения: ${portalUrl}\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function applicationRefusedLetter(to: string, partnerName: string, partnerCode: string, reason: string): Letter {
  return {
    to,
    kind: 'application.refused',
    subject: 'Заявка на участие в партнерской программе 1С:ГРМ отклонена',
    text: `Здравствуйте!\n\nЗаявка компании «${partnerName}» (код партнера ${partnerCode}) отклонена.\nПричина: ${reason}\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function participationSuspendedLetter(to: string, partnerName: string, partnerCode: string, reason: string): Letter {
  return {
    to,
    kind: 'application.suspended',
    subject: 'Участие в партнерской программе 1С:ГРМ приостановлено',
    text: `Здравствуйте!\n\nУчастие компании «${partnerName}» (код партнера ${partnerCode}) в партнерской программе приостановлено.\nПричина: ${reason}\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function applicationWaitLetter(to: string, partnerName: string, partnerCode: string): Letter {
  return {
    to,
    kind: 'application.wait',
    subject: 'Заявка на участие в партнерской программе 1С:ГРМ ожидает решения',
    text: `Здравствуйте!\n\nЗаявка компании «${partnerName}» (код партнера ${partnerCode}) переведена в ожидание. Мы сообщим о решении письмом.\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function customerConfirmationLetter(to: string, customerName: string, confirmUrl: string): Letter {
  return {
    to,
    kind: 'customer.confirmation',
    subject: 'Подтвердите регистрацию в сервисе 1С:ГРМ',
    text: `Здравствуйте!\n\nПартнер зарегистрировал «${customerName}» как клиента сервиса 1С:ГРМ (Готовое рабочее место).\nЧтобы подтвердить регистрацию, откройте ссылку:\n${confirmUrl}\n\nЕсли вы не ожидали этого письма, просто не отвечайте на него.\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function licenceLetter(
  to: string,
  customerName: string,
  serviceName: string,
  infoBaseName: string | null,
  options: { fromDemo?: boolean } = {},
): Letter {
  const kept = options.fromDemo ? '\nЭто платная версия вместо демо-версии: информационная база перенесена вместе со всеми данными.' : '';
  return {
    to,
    kind: 'subscription.deployed',
    subject: `Приложение «${serviceName}» готово к работе`,
    text: `Здравствуйте!\n\nДля «${customerName}» развернуто приложение «${serviceName}»${infoBaseName ? `, информационная база «${infoBaseName}»` : ''}.${kept}\nРегистрационные данные лицензии: вход в приложение выполняется с логином и паролем вашей учетной записи 1С. При первом входе установите надежный пароль.\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

/** To the partner, TRIAL_ENDING_NOTICE_DAYS before a demo or a production trial ends (decision 013). */
export function trialEndingLetter(
  to: string,
  trial: { demo: boolean; customerName: string; serviceName: string; serviceKitName: string; trialEnd: string },
): Letter {
  const what = `«${trial.serviceName}» (${trial.serviceKitName}) клиента «${trial.customerName}»`;
  const then = trial.demo
    ? `Демо-версия ${what} закончится ${trial.trialEnd} (МСК) и будет удалена вместе с данными.\nЧтобы клиент продолжил работу со своей информационной базой, переведите подписку на платную версию: «Клиенты» → «Подписки с пробным периодом» → «Перейти на платную версию».`
    : `Пробный период подписки ${what} закончится ${trial.trialEnd} (МСК).\nС этого момента подписка станет платной: дни после окончания пробного периода войдут в счет за месяц. Если клиент не будет продолжать, удалите подписку до этой даты.`;
  return {
    to,
    kind: trial.demo ? 'trial.demo-ending' : 'trial.ending',
    subject: trial.demo ? `Демо-версия «${trial.serviceName}» скоро закончится` : `Пробный период «${trial.serviceName}» скоро закончится`,
    text: `Здравствуйте!\n\n${then}\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export type InvoiceLetterFacts = {
  partnerName: string;
  partnerCode: string;
  number: string;
  /** «октябрь 2026» */
  month: string;
  /** «12 345,67 ₽» */
  sum: string;
  detailsUrl: string;
};

export function invoiceLetter(to: string, facts: InvoiceLetterFacts): Letter {
  return {
    to,
    kind: 'billing.invoice',
    subject: `Счет № ${facts.number} за ${facts.month}`,
    text: `Здравствуйте!\n\nМесяц ${facts.month} закрыт. Компании «${facts.partnerName}» (код партнера ${facts.partnerCode}) выставлен счет № ${facts.number} на сумму ${facts.sum} (без учета НДС).\nСчет и акт будут направлены в течение 5 рабочих дней; оплата — в течение 5 рабочих дней после подписания.\nДетализация счета по клиентам и подпискам: ${facts.detailsUrl}\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function partnerBlockedLetter(to: string, partnerName: string, partnerCode: string, reason: string | null): Letter {
  return {
    to,
    kind: 'partner.blocked',
    subject: PARTNER_BLOCK_TEXTS.letterBlockedSubject,
    text: `Здравствуйте!\n\nДистрибьютор заблокировал работу компании «${partnerName}» (код партнера ${partnerCode}) в портале партнеров.\nПричина: ${reason ?? DISTRIBUTOR_TEXTS.noReason}\nДо разблокировки недоступны ${PARTNER_BLOCK_TEXTS.stopped}; работающие подписки ваших клиентов продолжают действовать.\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function partnerUnblockedLetter(to: string, partnerName: string, partnerCode: string, portalUrl: string): Letter {
  return {
    to,
    kind: 'partner.unblocked',
    subject: PARTNER_BLOCK_TEXTS.letterUnblockedSubject,
    text: `Здравствуйте!\n\nДистрибьютор разблокировал работу компании «${partnerName}» (код партнера ${partnerCode}) в портале партнеров.\nСнова доступны ${PARTNER_BLOCK_TEXTS.stopped}: ${portalUrl}\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

/** To the partner, when the operators decided on its non-standard virtual machine request (decision 017). */
export function vmDecisionLetter(
  to: string,
  request: { number: string; projectId: string; created: boolean; reason: string | null; monthPrice: string },
): Letter {
  const what = `запрос № ${request.number} на нестандартную виртуальную машину в проекте ${request.projectId}`;
  const text = request.created
    ? `Ваш ${what} выполнен: виртуальная машина создана.\nЕе стоимость по прайс-листу 1С:ОИ — около ${request.monthPrice} в месяц; она начисляется по дням и видна в детализации счета в разделе собственных подписок (1С:ОИ).`
    : `Ваш ${what} отклонен.\nПричина: ${request.reason ?? '—'}`;
  return {
    to,
    kind: request.created ? 'cloud.vm-created' : 'cloud.vm-refused',
    subject: request.created ? `Виртуальная машина по запросу № ${request.number} создана` : `Запрос № ${request.number} отклонен`,
    text: `Здравствуйте!\n\n${text}\n\nС уважением,\nкоманда 1С:ОИ`,
  };
}

/** To the partner, when its cloud licences (or a requested virtual machine) are connected: the registration data. */
export function cloudDeployedLetter(
  to: string,
  subscription: { partnerName: string; serviceName: string; subscriptionId: string; units: number; machine: boolean },
): Letter {
  if (subscription.machine) {
    return {
      to,
      kind: 'cloud.vm-deployed',
      subject: `Виртуальная машина «${subscription.serviceName}» готова к работе`,
      text: `Здравствуйте!\n\nДля «${subscription.partnerName}» создана виртуальная машина. Она доступна в консоли облака вашего проекта.\nНомер подписки: ${subscription.subscriptionId}.\n\nС уважением,\nкоманда 1С:ОИ`,
    };
  }
  return {
    to,
    kind: 'cloud.licence-deployed',
    subject: `Лицензии «${subscription.serviceName}» подключены`,
    text: `Здравствуйте!\n\nДля «${subscription.partnerName}» подключены лицензии «${subscription.serviceName}»: ${subscription.units} шт.\nРегистрационные данные лицензии: регистрационный номер ${subscription.subscriptionId}. Укажите его при активации лицензии на виртуальной машине; ключи активации выдает техническая поддержка 1С:ОИ по этому номеру.\n\nС уважением,\nкоманда 1С:ОИ`,
  };
}

/** Sent on each issue of an API token: when, and what to do if it was not the partner. */
export function apiTokenIssuedLetter(to: string, issuedAt: string, portalUrl: string): Letter {
  return {
    to,
    kind: 'api-token.issued',
    subject: 'Выпущен новый токен API',
    text: `Здравствуйте!\n\nДля вашей учетной записи на портале партнеров ${issuedAt} выпущен новый токен API. Прежний токен, если он был, больше не действует.\n\nЕсли токен выпустили не вы, выпустите новый на странице «Токен API» (${portalUrl}/#/office/token) и смените пароль.\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

export function feedbackAnswerLetter(to: string, subject: string, answer: string): Letter {
  return {
    to,
    kind: 'feedback.answer',
    subject: `Ответ на обращение: ${subject}`,
    text: `Здравствуйте!\n\nОтвет технической поддержки на ваше обращение «${subject}»:\n\n${answer}\n\nОбращение и ответ видны в личном кабинете в разделе «Техническая поддержка».\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

// ---- A partner's people (issue 32) ----

const TEAM_SIGNATURE = '\n\nС уважением,\nкоманда 1С:ГРМ';

/** The invitation into an organisation's people: its single-use link and until when it works. */
export function invitationLetter(
  to: string,
  invitation: { organisation: string; role: string; inviter: string | null; link: string; expiresAt: string },
): Letter {
  const who = invitation.inviter ? `${invitation.inviter} приглашает вас` : 'Вас приглашают';
  return {
    to,
    kind: 'member.invitation',
    subject: `Приглашение в «${invitation.organisation}» на портале партнеров 1С:ГРМ`,
    text: `Здравствуйте!\n\n${who} в число сотрудников «${invitation.organisation}» на портале партнеров 1С:ГРМ с ролью «${invitation.role}».\nЧтобы принять приглашение, откройте ссылку:\n${invitation.link}\n\nСсылка действует до ${invitation.expiresAt} и только один раз. Если у вас уже есть учетная запись портала с этим адресом, войдите в нее; иначе задайте имя и пароль на странице приглашения.\n\nЕсли вы не ждали этого письма, просто не отвечайте на него.${TEAM_SIGNATURE}`,
  };
}

export function memberRoleChangedLetter(
  to: string,
  change: { organisation: string; before: string; after: string },
  portalUrl: string,
): Letter {
  return {
    to,
    kind: 'member.role-changed',
    subject: 'Ваша роль изменена',
    text: `Здравствуйте!\n\nАдминистратор «${change.organisation}» изменил вашу роль на портале партнеров 1С:ГРМ: была «${change.before}», стала «${change.after}». Что доступно вашей роли, видно в меню портала: ${portalUrl.replace(/\/+$/, '')}${TEAM_SIGNATURE}`,
  };
}

export function memberRemovedLetter(to: string, organisation: string): Letter {
  return {
    to,
    kind: 'member.removed',
    subject: `Вы больше не сотрудник «${organisation}» на портале партнеров`,
    text: `Здравствуйте!\n\nАдминистратор «${organisation}» удалил вас из сотрудников организации на портале партнеров 1С:ГРМ. Ваши сеансы завершены, токен API отозван. Учетная запись сохранена, но действовать от имени организации вы больше не можете.\n\nЕсли это ошибка, обратитесь к администратору вашей организации.${TEAM_SIGNATURE}`,
  };
}

/** To the organisation's administrators: a person joined (accepted an invitation) or was removed. */
export function membersChangedLetter(
  to: string,
  change: { organisation: string; person: string; role: string; what: 'added' | 'removed' },
  portalUrl: string,
): Letter {
  const page = `${portalUrl.replace(/\/+$/, '')}/#/office/members`;
  return change.what === 'added'
    ? {
        to,
        kind: 'member.added-notice',
        subject: `Новый сотрудник «${change.organisation}»`,
        text: `Здравствуйте!\n\n${change.person} принял приглашение и стал сотрудником «${change.organisation}» на портале партнеров 1С:ГРМ с ролью «${change.role}».\nСотрудники организации: ${page}${TEAM_SIGNATURE}`,
      }
    : {
        to,
        kind: 'member.removed-notice',
        subject: `Сотрудник удален из «${change.organisation}»`,
        text: `Здравствуйте!\n\n${change.person} (роль «${change.role}») удален из сотрудников «${change.organisation}» на портале партнеров 1С:ГРМ. Его сеансы завершены, токен API отозван.\nСотрудники организации: ${page}${TEAM_SIGNATURE}`,
      };
}

/** To a token's owner when an administrator revokes it. */
export function apiTokenRevokedLetter(to: string, at: string, portalUrl: string): Letter {
  return {
    to,
    kind: 'api-token.revoked',
    subject: 'Токен API отозван',
    text: `Здравствуйте!\n\n${at} администратор вашей организации отозвал ваш токен API на портале партнеров: программы, которые вызывали портал с ним, получат отказ. Новый токен можно выпустить на странице «Токен API» (${portalUrl.replace(/\/+$/, '')}/#/office/token).${TEAM_SIGNATURE}`,
  };
}
