/** The Russian texts of a partner's people, roles and invitations (issue 32): defined once for the server and the pages. */
import { retryAfterMinutes } from '../api/security.ts';

export const TEAM_ERRORS = {
  noRight: 'Ваша роль не позволяет это действие. Обратитесь к администратору вашей организации',
  lastAdmin: 'В организации должен остаться хотя бы один активный администратор',
  selfRemoval: 'Нельзя удалить или приостановить самого себя — попросите другого администратора',
  memberNotFound: 'Сотрудник не найден',
  alreadyMember: 'Этот адрес уже принадлежит сотруднику вашей организации',
  memberOfAnother: 'Этот адрес принадлежит сотруднику другой организации — пригласить его нельзя',
  staffAccount: 'Этот адрес принадлежит сотруднику вендора или дистрибьютора — пригласить его нельзя',
  roleNotOffered: 'Такой роли нет в вашей организации',
  invitationNotFound: 'Приглашение не найдено',
  invitationInvalid: 'Ссылка приглашения недействительна: ее уже использовали или отозвали',
  invitationExpired: 'Срок действия приглашения истек. Попросите администратора отправить его еще раз',
  invitationForAnother: 'Приглашение отправлено на другой адрес. Войдите под учетной записью, на которую оно пришло',
  tokenRoleTooHigh: 'Токен не может давать больше прав, чем ваша роль',
  /** A new person's form names another address than the one the invitation was sent to. */
  invitationEmailMismatch: 'Укажите адрес, на который пришло приглашение',
  /** The invited address already has an account: it accepts signed in, not with a new password. */
  signInFirst: 'Учетная запись с этим адресом уже есть. Войдите в нее и откройте ссылку из приглашения снова',
  /** The signed-in account already acts for another organisation (or is the vendor's). */
  accountTaken: 'Ваша учетная запись уже принадлежит другой организации — принять приглашение нельзя',
  tokenNotFound: 'Токен не найден',
  /** A suspended person's right password: it is told why it cannot come in, not that the password is wrong. */
  accountSuspended: 'Ваша учетная запись приостановлена администратором вашей организации. Обратитесь к нему',
} as const;

/** The codes of the errors above that a page tells apart (the rest answer with the general codes). */
export const TEAM_ERROR_CODES = {
  lastAdmin: 'LAST_ADMIN',
  selfRemoval: 'SELF_REMOVAL',
  alreadyMember: 'ALREADY_MEMBER',
  memberOfAnother: 'MEMBER_OF_ANOTHER',
  staffAccount: 'STAFF_ACCOUNT',
  invitationInvalid: 'INVITATION_INVALID',
  invitationExpired: 'INVITATION_EXPIRED',
  invitationForAnother: 'INVITATION_FOR_ANOTHER',
  signInFirst: 'SIGN_IN_FIRST',
  accountTaken: 'ACCOUNT_TAKEN',
  accountSuspended: 'ACCOUNT_SUSPENDED',
} as const;

/** The 429 answer of too many calls of invitation links from one address. */
export function invitationThrottledMessage(retryAfterMs: number): string {
  return `Слишком много обращений к ссылкам приглашений. Повторите через ${retryAfterMinutes(retryAfterMs)} мин.`;
}

/** The names of a person's fields in «Журнал действий»'s changes. */
export const MEMBER_FIELD_LABELS = {
  role: 'Роль',
} as const;

export const MEMBER_STATUS_LABELS = {
  active: 'Активен',
  suspended: 'Приостановлен',
  invited: 'Приглашен',
} as const;
export type MemberStatus = keyof typeof MEMBER_STATUS_LABELS;

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
