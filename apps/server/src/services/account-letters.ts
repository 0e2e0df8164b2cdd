/** Letters about an account's own security (decision 034): each change is told to the account's address. */
import type { Letter } from '../repositories/mail.repository.ts';

const SIGNATURE = '\n\nС уважением,\nкоманда 1С:ГРМ';

function securityPage(portalUrl: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/#/profile/security`;
}

function notYou(portalUrl: string): string {
  return `\n\nЕсли это были не вы, восстановите пароль по ссылке «Забыли пароль?» на странице входа (${portalUrl.replace(/\/+$/, '')}/#/login) и завершите чужие сеансы на странице «Безопасность» (${securityPage(portalUrl)}).`;
}

export function passwordResetLetter(to: string, link: string): Letter {
  return {
    to,
    kind: 'account.password-reset',
    subject: 'Восстановление пароля на портале партнеров',
    text: `Здравствуйте!\n\nДля вашей учетной записи на портале партнеров запрошена смена пароля. Чтобы задать новый пароль, откройте ссылку:\n${link}\n\nСсылка действует 1 час и только один раз. Если вы не запрашивали смену пароля, ничего не делайте: пароль останется прежним.${SIGNATURE}`,
  };
}

export function passwordChangedLetter(to: string, at: string, how: 'changed' | 'reset', portalUrl: string): Letter {
  const what =
    how === 'reset'
      ? `${at} пароль вашей учетной записи на портале партнеров изменен по ссылке восстановления. Все сеансы завершены.`
      : `${at} пароль вашей учетной записи на портале партнеров изменен на странице «Безопасность». Остальные сеансы завершены.`;
  return {
    to,
    kind: 'account.password-changed',
    subject: 'Пароль изменен',
    text: `Здравствуйте!\n\n${what} Токены API продолжают действовать; чтобы отозвать токен, выпустите новый на странице «Токен API».${notYou(portalUrl)}${SIGNATURE}`,
  };
}

export function newSignInLetter(to: string, at: string, browser: string, address: string | null, portalUrl: string): Letter {
  return {
    to,
    kind: 'account.new-sign-in',
    subject: 'Вход с нового браузера',
    text: `Здравствуйте!\n\n${at} в вашу учетную запись на портале партнеров выполнен вход из браузера, с которого вы раньше не входили: ${browser}, IP-адрес ${address ?? 'неизвестен'}.${notYou(portalUrl)}${SIGNATURE}`,
  };
}

export function secondFactorLetter(to: string, on: boolean, portalUrl: string): Letter {
  return {
    to,
    kind: on ? 'account.second-factor-on' : 'account.second-factor-off',
    subject: on ? 'Второй фактор включен' : 'Второй фактор выключен',
    text: `Здравствуйте!\n\n${
      on
        ? 'Для вашей учетной записи на портале партнеров включена двухфакторная аутентификация: при входе после пароля нужен код из приложения-аутентификатора.'
        : 'Для вашей учетной записи на портале партнеров выключена двухфакторная аутентификация: для входа снова достаточно пароля.'
    }${notYou(portalUrl)}${SIGNATURE}`,
  };
}

export function secondFactorResetLetter(to: string, portalUrl: string): Letter {
  return {
    to,
    kind: 'account.second-factor-reset',
    subject: 'Второй фактор сброшен',
    text: `Здравствуйте!\n\nПо вашей просьбе сотрудник вендора сбросил двухфакторную аутентификацию вашей учетной записи на портале партнеров: для входа снова достаточно пароля. Включите второй фактор заново на странице «Безопасность» (${securityPage(portalUrl)}).${notYou(portalUrl)}${SIGNATURE}`,
  };
}

export function passkeyAddedLetter(to: string, name: string, portalUrl: string): Letter {
  return {
    to,
    kind: 'account.passkey-added',
    subject: 'Добавлен ключ доступа',
    text: `Здравствуйте!\n\nК вашей учетной записи на портале партнеров добавлен ключ доступа «${name}»: с ним можно входить без пароля. Удалить ключ можно на странице «Безопасность» (${securityPage(portalUrl)}).${notYou(portalUrl)}${SIGNATURE}`,
  };
}
