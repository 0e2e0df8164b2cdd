/**
 * The Russian texts of the pages of a partner's people (issue 32): «Сотрудники», the invitation's page and the token
 * list. Apart from the schemas, so the pages load no zod.
 */
import type { MemberRole } from './roles.ts';

export const MEMBERS_PAGE_TEXTS = {
  intro:
    'Сотрудники вашей организации входят в кабинет под своими учетными записями. Роль определяет, что сотрудник может делать; изменения, приостановка и удаление действуют сразу.',
  peopleTitle: 'Сотрудники',
  name: 'Сотрудник',
  email: 'E-mail',
  role: 'Роль',
  secondFactor: 'Второй фактор',
  lastLogin: 'Последний вход',
  status: 'Статус',
  actions: 'Действия',
  yes: 'да',
  no: 'нет',
  neverSignedIn: 'еще не входил',
  you: 'это вы',
  /** The accessible name of a person's role select. */
  roleOf: (person: string) => `Роль: ${person}`,
  roleChanged: (person: string, role: string) => `${person}: роль изменена на «${role}»`,
  ownRoleConfirmTitle: 'Изменить свою роль?',
  ownRoleConfirmText: (role: string) =>
    `Вы получите права роли «${role}» сразу и не сможете вернуть себе прежнюю роль: это сможет сделать только другой администратор.`,
  ownRoleConfirm: 'Изменить роль',
  suspend: 'Приостановить',
  suspendConfirmTitle: 'Приостановить доступ сотрудника?',
  suspendConfirmText: (person: string) =>
    `${person} не сможет войти в кабинет: его сеансы и токены API перестанут действовать сразу. Доступ можно восстановить.`,
  suspended: (person: string) => `Доступ сотрудника ${person} приостановлен`,
  restore: 'Восстановить',
  restored: (person: string) => `Доступ сотрудника ${person} восстановлен`,
  remove: 'Удалить',
  removeConfirmTitle: 'Удалить сотрудника?',
  removeConfirmText: (person: string) =>
    `${person} сразу потеряет доступ к кабинету организации: его сеансы и токены API перестанут действовать. Его действия останутся в журнале.`,
  removed: (person: string) => `Сотрудник ${person} удален`,
  invite: 'Пригласить сотрудника',
  inviteIntro:
    'Мы отправим на адрес письмо со ссылкой. Ссылка действует 7 дней; по ней сотрудник задаст имя и пароль или войдет в свою учетную запись портала.',
  send: 'Отправить приглашение',
  cancel: 'Отмена',
  invited: (email: string) => `Приглашение отправлено на ${email}`,
  invitationsTitle: 'Приглашения',
  noInvitations: 'Открытых приглашений нет.',
  invitedBy: 'Пригласил',
  sentAt: 'Отправлено',
  expiresAt: 'Действует до',
  expired: 'срок истек',
  resend: 'Отправить еще раз',
  resent: (email: string) => `Приглашение отправлено на ${email} еще раз`,
  withdraw: 'Отозвать',
  withdrawConfirmTitle: 'Отозвать приглашение?',
  withdrawConfirmText: (email: string) => `Ссылка из письма на ${email} перестанет действовать.`,
  withdrawn: (email: string) => `Приглашение для ${email} отозвано`,
  loadFailed: 'Не удалось загрузить список сотрудников',
} as const;

/** What each role may do, in a sentence: shown where a role is chosen (the invitation and the token). */
export const MEMBER_ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  ADMIN: 'Все действия, включая сотрудников, профиль, токены API и журнал действий',
  MANAGER: 'Клиенты, Маркет и заказы, подписки, лиды, калькуляторы; без счетов, сотрудников и токенов',
  ACCOUNTANT: 'Детализация счета, «Счета и акты» (подписание и отказ), выгрузки; остальное только для просмотра',
  VIEWER: 'Просмотр всех списков и карточек без изменений',
};

export const INVITATION_PAGE_TEXTS = {
  title: 'Приглашение в организацию',
  lead: 'Вас приглашают работать в кабинете организации на портале партнеров 1С:ГРМ.',
  organisation: 'Организация',
  email: 'E-mail',
  role: 'Роль',
  newAccount: 'Чтобы принять приглашение, укажите имя и придумайте пароль для входа.',
  name: 'Имя',
  surname: 'Фамилия',
  password: 'Пароль',
  passwordHint: 'Не менее 8 символов',
  accept: 'Принять приглашение',
  signInFirst: 'Войдите, чтобы принять приглашение',
  signInNote: 'У вас уже есть учетная запись портала с этим адресом. Войдите в нее — после входа вы вернетесь на эту страницу.',
  signIn: 'Войти',
  signedInAs: (email: string) => `Вы вошли как ${email}.`,
  signOut: 'Выйти и войти под другой учетной записью',
  checking: 'Проверяем приглашение',
  accepted: 'Приглашение принято',
  toPortal: 'На главную страницу портала',
} as const;

export const API_TOKEN_LIST_TEXTS = {
  role: 'Роль токена',
  roleHint: 'Программа с этим токеном сможет делать только то, что позволяет выбранная роль, и никогда больше вашей роли.',
  listTitle: 'Токены организации',
  owner: 'Владелец',
  issuedAt: 'Выпущен',
  lastUsedAt: 'Последнее использование',
  neverUsed: 'не использовался',
  own: 'ваш',
  ownerSuspended: 'владелец приостановлен',
  empty: 'Токенов API в организации еще нет.',
  revoke: 'Отозвать',
  /** The accessible name of a row's revoke button. */
  revokeOf: (owner: string) => `Отозвать токен: ${owner}`,
  revokeConfirmTitle: 'Отозвать токен?',
  revokeConfirmText: (owner: string) =>
    `Токен сотрудника ${owner} перестанет действовать сразу: программы, которые его используют, получат ответ 401.`,
  revoked: 'Токен отозван',
} as const;
