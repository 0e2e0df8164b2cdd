/** The Russian texts of a partner's people, roles and invitations (issue 32): defined once for the server and the pages. */
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
} as const;

export const MEMBER_STATUS_LABELS = {
  active: 'Активен',
  suspended: 'Приостановлен',
  invited: 'Приглашен',
} as const;
export type MemberStatus = keyof typeof MEMBER_STATUS_LABELS;

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
