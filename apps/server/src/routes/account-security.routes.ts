/**
 * The account's own security (decision 034): the «Безопасность» page's sessions and password change, and password
 * recovery from the login page. None of them answers a call with an API token: a token cannot touch the password.
 */
import {
  accountSessionListSchema,
  changePasswordRequestSchema,
  endedSessionsSchema,
  passwordResetCompleteSchema,
  passwordResetLinkInfoSchema,
  passwordResetRequestSchema,
  passwordResetSentSchema,
  passwordResetTokenSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegisterSchema,
  passwordResetThrottledMessage,
  recoveryCodesSchema,
  secondFactorResetSchema,
  secondFactorStateSchema,
  securitySettingsSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpSetupSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import {
  accountSessions,
  changePassword,
  checkPasswordReset,
  completePasswordReset,
  endOtherSessions,
  endSession,
  hasUsablePasswordResetLink,
  requestPasswordReset,
} from '../services/account-security.service.ts';
import { ThrottledError } from '../services/login-throttle.ts';
import { listPasskeys, passkeyRegistrationOptions, registerPasskey, relyingParty, removePasskey } from '../services/passkey.service.ts';
import { saveSecuritySettings, securitySettings } from '../services/security-settings.service.ts';
import { disableTotp, enableTotp, resetSecondFactor, secondFactorState, startTotp } from '../services/second-factor.service.ts';

export async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const signedIn = { access: 'authenticated', apiToken: false } as const;
  const perAddress = { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs };
  // Recovery is limited per address like the login, in its own words.
  const recoveryPerAddress = {
    ...perAddress,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new ThrottledError(context.ttl, passwordResetThrottledMessage(context.ttl)),
  };
  // A usable link is neither counted nor refused, so that no one at the owner's address can keep the owner from setting
  // the password (issue 30); counted once the body is read and checked (preHandler), when the token is known.
  const linkHolderPerAddress = {
    ...recoveryPerAddress,
    hook: 'preHandler' as const,
    allowList: (request: FastifyRequest) => {
      const parsed = passwordResetTokenSchema.safeParse(request.body);
      return parsed.success && hasUsablePasswordResetLink(app.db, parsed.data.token);
    },
  };

  api.get(
    '/account/sessions',
    { config: signedIn, schema: { tags, summary: 'Активные сеансы учетной записи', response: { 200: accountSessionListSchema } } },
    async (request) => accountSessions(app.db, requireCaller(request)),
  );

  api.delete(
    '/account/sessions/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Завершить сеанс', params: z.object({ id: z.uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await endSession(app.db, requireCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/account/sessions/end-others',
    { config: signedIn, schema: { tags, summary: 'Завершить все сеансы, кроме текущего', response: { 200: endedSessionsSchema } } },
    async (request) => endOtherSessions(app.db, requireCaller(request)),
  );

  api.post(
    '/account/password',
    {
      config: signedIn,
      schema: { tags, summary: 'Сменить пароль', body: changePasswordRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await changePassword(app.db, app.enqueue, requireCaller(request), request.body, app.config.publicUrl);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/password-reset',
    {
      config: { access: 'public', rateLimit: recoveryPerAddress },
      schema: {
        tags,
        summary: 'Отправить ссылку для восстановления пароля',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetSentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestPasswordReset(app.db, app.enqueue, { email: request.body.email, address: request.ip }, app.config.publicUrl)),
  );

  api.post(
    '/auth/password-reset/check',
    {
      config: { access: 'public', rateLimit: linkHolderPerAddress },
      schema: {
        tags,
        summary: 'Проверить ссылку восстановления',
        body: passwordResetTokenSchema,
        response: { 200: passwordResetLinkInfoSchema },
      },
    },
    async (request) => checkPasswordReset(app.db, request.body.token),
  );

  api.post(
    '/auth/password-reset/complete',
    {
      config: { access: 'public', rateLimit: linkHolderPerAddress },
      schema: { tags, summary: 'Задать новый пароль по ссылке', body: passwordResetCompleteSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await completePasswordReset(app.db, app.enqueue, request.body.token, request.body.password, app.config.publicUrl);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/account/second-factor',
    { config: signedIn, schema: { tags, summary: 'Состояние второго фактора', response: { 200: secondFactorStateSchema } } },
    async (request) => secondFactorState(app.db, requireCaller(request)),
  );

  api.post(
    '/account/totp/setup',
    { config: signedIn, schema: { tags, summary: 'Начать подключение приложения-аутентификатора', response: { 200: totpSetupSchema } } },
    async (request) => startTotp(app.db, requireCaller(request)),
  );

  api.post(
    '/account/totp/enable',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Включить второй фактор кодом из приложения',
        body: totpEnableSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request) => enableTotp(app.db, app.enqueue, requireCaller(request), request.body.code, app.config.publicUrl),
  );

  api.post(
    '/account/totp/disable',
    { config: signedIn, schema: { tags, summary: 'Выключить второй фактор', body: totpDisableSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await disableTotp(app.db, app.enqueue, requireCaller(request), request.body, app.config.publicUrl);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/backoffice/second-factor-reset',
    {
      config: { access: { roles: ['ROLE_VENDOR'] } },
      schema: { tags, summary: 'Сбросить второй фактор партнера', body: secondFactorResetSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await resetSecondFactor(app.db, app.enqueue, requireCaller(request), request.body.email, app.config.publicUrl);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/account/passkeys',
    { config: signedIn, schema: { tags, summary: 'Ключи доступа учетной записи', response: { 200: passkeyListSchema } } },
    async (request) => listPasskeys(app.db, requireCaller(request)),
  );

  api.post(
    '/account/passkeys/options',
    { config: signedIn, schema: { tags, summary: 'Начать добавление ключа доступа', response: { 200: passkeyOptionsSchema } } },
    async (request) => passkeyRegistrationOptions(app.db, requireCaller(request), relyingParty(app.config.publicUrl)),
  );

  api.post(
    '/account/passkeys',
    { config: signedIn, schema: { tags, summary: 'Добавить ключ доступа', body: passkeyRegisterSchema, response: { 201: z.null() } } },
    async (request, reply) => {
      const rp = relyingParty(app.config.publicUrl);
      await registerPasskey(app.db, app.enqueue, requireCaller(request), request.body, rp, app.config.publicUrl);
      return reply.status(201).send(null);
    },
  );

  api.delete(
    '/account/passkeys/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Удалить ключ доступа', params: z.object({ id: z.uuid() }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removePasskey(app.db, requireCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/backoffice/security-settings',
    {
      config: { access: { roles: ['ROLE_VENDOR'] } },
      schema: { tags, summary: 'Настройки безопасности портала', response: { 200: securitySettingsSchema } },
    },
    async () => securitySettings(app.db),
  );

  api.put(
    '/backoffice/security-settings',
    {
      config: { access: { roles: ['ROLE_VENDOR'] } },
      schema: {
        tags,
        summary: 'Изменить настройки безопасности портала',
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema },
      },
    },
    async (request) => saveSecuritySettings(app.db, requireCaller(request), request.body),
  );
}
