import { describe, expect, it } from 'vitest';
import { passwordIsEmail, passwordSchema, signupRequestSchema } from '../api/auth.ts';
import { loginThrottledMessage } from '../api/security.ts';
import { MESSAGES } from '../validation/messages.ts';
import { changePasswordFormSchema, describeBrowser, passwordResetFormSchema, passwordResetThrottledMessage } from './account-security.ts';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the password rule', () => {
  it('refuses short passwords and common ones, whatever their case', () => {
    expect(messagesOf(passwordSchema.safeParse('Abc-123'))).toContain(MESSAGES.passwordTooShort);
    expect(messagesOf(passwordSchema.safeParse('Password123'))).toEqual([MESSAGES.passwordCommon]);
    expect(messagesOf(passwordSchema.safeParse('ЙЦУКЕНГШ'))).toEqual([MESSAGES.passwordCommon]);
    expect(passwordSchema.safeParse('лиса-в-степи-42').success).toBe(true);
  });

  it('lists only passwords that pass the length rule (shorter ones fail it first)', () => {
    for (const common of COMMON_PASSWORDS) expect(common.length).toBeGreaterThanOrEqual(8);
    expect(isCommonPassword('  qwerty123 ')).toBe(true);
  });

  it('refuses the e-mail or its name part as the password', () => {
    expect(passwordIsEmail('Ivan.Petrov@Mail.ru', 'ivan.petrov@mail.ru')).toBe(true);
    expect(passwordIsEmail('ivan.petrov', 'ivan.petrov@mail.ru')).toBe(true);
    expect(passwordIsEmail('ivan.petrov!', 'ivan.petrov@mail.ru')).toBe(false);
    const signup = signupRequestSchema.safeParse({ name: 'И', email: 'ivan.petrov@mail.ru', password: 'ivan.petrov' });
    expect(messagesOf(signup)).toEqual([MESSAGES.passwordIsEmail]);
  });

  it('checks the repeat and the e-mail in the change and recovery forms', () => {
    const change = changePasswordFormSchema('ivan.petrov@mail.ru');
    expect(
      messagesOf(change.safeParse({ currentPassword: 'x', newPassword: 'ivan.petrov@mail.ru', repeat: 'ivan.petrov@mail.ru' })),
    ).toEqual([MESSAGES.passwordIsEmail]);
    expect(messagesOf(change.safeParse({ currentPassword: 'x', newPassword: 'лиса-в-степи-42', repeat: 'другое' }))).toEqual([
      MESSAGES.passwordsDiffer,
    ]);
    expect(passwordResetFormSchema.safeParse({ password: 'лиса-в-степи-42', repeat: 'лиса-в-степи-42' }).success).toBe(true);
  });
});

describe('describeBrowser', () => {
  it('names common browsers and systems', () => {
    expect(
      describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toBe('Chrome 131, Windows');
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 YaBrowser/24.12.0.0 Safari/537.36',
      ),
    ).toBe('Яндекс Браузер 24, Windows');
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133, Linux');
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18, iOS');
    expect(describeBrowser(undefined)).toBe('Неизвестный браузер');
  });
});

describe('the recovery throttle message', () => {
  it('speaks of recovery requests, not of logins, and rounds the wait up to whole minutes', () => {
    expect(passwordResetThrottledMessage(61_000)).toBe('Слишком много запросов на восстановление пароля. Повторите через 2 мин.');
    expect(passwordResetThrottledMessage(500)).toBe('Слишком много запросов на восстановление пароля. Повторите через 1 мин.');
    expect(passwordResetThrottledMessage(60_000)).not.toBe(loginThrottledMessage(60_000));
    expect(passwordResetThrottledMessage(60_000)).not.toContain('входа');
  });
});
