/** Letters of infrastructure access (Russian, as the partner reads them): the login with its single-use link, and the decisions. */
import { formatDateTime, IAS_TEXTS } from '@portal/domain';
import type { Letter } from '../repositories/mail.repository.ts';

export type AccessAddressee = { email: string; partnerName: string; partnerCode: string };

const SIGNATURE = '\n\nС уважением,\nкоманда 1С:Облачная инфраструктура';

/** The letter of document 2 §2 "on": the login and where to create the password (the link works once, until it expires). */
export function accessGrantedLetter(to: AccessAddressee, link: { url: string; expiresAt: Date }, resumed = false): Letter {
  const opening = resumed
    ? `Доступ компании «${to.partnerName}» (код партнера ${to.partnerCode}) к проекту 1С:ОИ возобновлен.`
    : `Заявка компании «${to.partnerName}» (код партнера ${to.partnerCode}) на участие в проекте 1С:ОИ одобрена.`;
  return {
    to: to.email,
    kind: 'ias.access-granted',
    subject: resumed ? 'Доступ к 1С:Облачной инфраструктуре возобновлен' : 'Доступ к 1С:Облачной инфраструктуре открыт',
    text: `Здравствуйте!\n\n${opening}\n\nЛогин: ${to.email}\nЧтобы создать пароль, откройте ссылку:\n${link.url}\n\nСсылка действует один раз, до ${formatDateTime(link.expiresAt.toISOString())} (МСК). Мы не храним пароль и не можем его прислать: если ссылка устарела, попросите новую в поддержке.${SIGNATURE}`,
  };
}

/** A new link for a login whose password is already set or lost (the operator sends it again). */
export function passwordLinkLetter(to: AccessAddressee, link: { url: string; expiresAt: Date }): Letter {
  return {
    to: to.email,
    kind: 'ias.password-link',
    subject: 'Ссылка для создания пароля 1С:Облачной инфраструктуры',
    text: `Здравствуйте!\n\nДля компании «${to.partnerName}» (код партнера ${to.partnerCode}) отправлена новая ссылка для создания пароля.\n\nЛогин: ${to.email}\nЧтобы создать пароль, откройте ссылку:\n${link.url}\n\nСсылка действует один раз, до ${formatDateTime(link.expiresAt.toISOString())} (МСК). Прежние ссылки больше не действуют.${SIGNATURE}`,
  };
}

/** Access resumed for a login whose password is already set: it works again as it was. */
export function accessResumedLetter(to: AccessAddressee, portalUrl: string): Letter {
  return {
    to: to.email,
    kind: 'ias.access-resumed',
    subject: 'Доступ к 1С:Облачной инфраструктуре возобновлен',
    text: `Здравствуйте!\n\nДоступ компании «${to.partnerName}» (код партнера ${to.partnerCode}) к проекту 1С:ОИ возобновлен.\nЛогин: ${to.email}, пароль прежний.\nКалькулятор и заказ лицензий снова доступны в личном кабинете: ${portalUrl}${SIGNATURE}`,
  };
}

export function accessRefusedLetter(to: AccessAddressee, reason: string): Letter {
  return {
    to: to.email,
    kind: 'ias.access-refused',
    subject: 'Заявка на участие в проекте 1С:ОИ отклонена',
    text: `Здравствуйте!\n\n${IAS_TEXTS.refused}\nКомпания «${to.partnerName}» (код партнера ${to.partnerCode}).\nПричина: ${reason}${SIGNATURE}`,
  };
}

export function accessSuspendedLetter(to: AccessAddressee, reason: string): Letter {
  return {
    to: to.email,
    kind: 'ias.access-suspended',
    subject: 'Доступ к 1С:Облачной инфраструктуре приостановлен',
    text: `Здравствуйте!\n\n${IAS_TEXTS.off}\nКомпания «${to.partnerName}» (код партнера ${to.partnerCode}).\nПричина: ${reason}\nРаботающие виртуальные машины и лицензии продолжают действовать; новые заказы и изменения недоступны до возобновления доступа.${SIGNATURE}`,
  };
}
