import { describe, expect, it } from 'vitest';
import { emailSchema } from './email.ts';
import { MESSAGES } from './messages.ts';

describe('emailSchema', () => {
  it.each(['a@b.ru', 'Ivan.Petrov@firma.com', 'x@сайт.рф', 'a@b.museumsandgalleries'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['', 'a@b', 'a@b.r', 'a b@c.ru', '@c.ru', 'a@b.ru1', 'a@b.abcdefghijklmnopqrstu'])('refuses "%s"', (email) => {
    const result = emailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect([MESSAGES.required, MESSAGES.emailFormat]).toContain(result.error?.issues[0]?.message);
  });

  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ivan@Firma.RU ')).toBe('ivan@firma.ru');
  });
});
