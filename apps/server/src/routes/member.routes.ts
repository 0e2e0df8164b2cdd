/**
 * «Сотрудники» (issue 32): an organisation's people and invitations, for its administrators (partners' and
 * distributors' alike, right `people`); and the invitation's link, public, for the person invited.
 */
import {
  invitationAcceptBodySchema,
  invitationPreviewSchema,
  invitationRequestSchema,
  invitationSchema,
  invitationThrottledMessage,
  memberListSchema,
  memberRoleChangeSchema,
  memberSchema,
  sessionResponseSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../plugins/app/auth.ts';
import { signIn } from '../plugins/app/sign-in.ts';
import { requestActor } from '../services/journal.service.ts';
import { ThrottledError } from '../services/login-throttle.ts';
import {
  acceptInvitation,
  changeRole,
  hasUsableInvitation,
  invite,
  memberList,
  previewInvitation,
  remove,
  resendInvitation,
  restore,
  suspend,
  withdraw,
} from '../services/member.service.ts';
import type { RoleAccess } from '../types.ts';

/** A partner's or a distributor's administrators manage its people (memberRolesFor says which roles each offers). */
const people: RoleAccess = { roles: ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR'], right: 'people' };
const idParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  api.get(
    '/members',
    {
      config: { access: people },
      schema: {
        tags,
        summary: 'Сотрудники организации, открытые приглашения и роли, которые она предлагает',
        response: { 200: memberListSchema },
      },
    },
    async (request) => memberList(app.db, requireCaller(request)),
  );

  api.post(
    '/members/invitations',
    {
      config: { access: people },
      schema: {
        tags,
        summary: 'Пригласить сотрудника по e-mail (открытое приглашение на этот адрес отправляется заново)',
        body: invitationRequestSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invite(app.db, app.enqueue, requireCaller(request), requestActor(request), request.body, app.config.publicUrl)),
  );

  api.post(
    '/members/invitations/:id/resend',
    {
      config: { access: people },
      schema: {
        tags,
        summary: 'Отправить приглашение еще раз: новая ссылка, срок — снова 7 дней',
        params: idParams,
        response: { 200: invitationSchema },
      },
    },
    async (request) =>
      resendInvitation(app.db, app.enqueue, requireCaller(request), requestActor(request), request.params.id, app.config.publicUrl),
  );

  api.delete(
    '/members/invitations/:id',
    {
      config: { access: people },
      schema: { tags, summary: 'Отозвать приглашение', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await withdraw(app.db, requireCaller(request), requestActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.patch(
    '/members/:id',
    {
      config: { access: people },
      schema: {
        tags,
        summary: 'Изменить роль сотрудника',
        params: idParams,
        body: memberRoleChangeSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) =>
      changeRole(
        app.db,
        app.enqueue,
        requireCaller(request),
        requestActor(request),
        request.params.id,
        request.body.role,
        app.config.publicUrl,
      ),
  );

  api.post(
    '/members/:id/suspend',
    {
      config: { access: people },
      schema: {
        tags,
        summary: 'Приостановить сотрудника: его сеансы завершаются, токен API не действует до восстановления',
        params: idParams,
        response: { 200: memberSchema },
      },
    },
    async (request) => suspend(app.db, requireCaller(request), requestActor(request), request.params.id),
  );

  api.post(
    '/members/:id/restore',
    {
      config: { access: people },
      schema: { tags, summary: 'Восстановить приостановленного сотрудника', params: idParams, response: { 200: memberSchema } },
    },
    async (request) => restore(app.db, requireCaller(request), requestActor(request), request.params.id),
  );

  api.delete(
    '/members/:id',
    {
      config: { access: people },
      schema: {
        tags,
        summary: 'Удалить сотрудника из организации (учетная запись остается, сеансы и токен API завершаются)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await remove(app.db, app.enqueue, requireCaller(request), requestActor(request), request.params.id, app.config.publicUrl);
      return reply.status(204).send(null);
    },
  );
}

/** The invitation's link: what it offers, and accepting it (as a new account, or the signed-in one of its address). */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  // Limited per address like the password recovery's link, in its own words; a usable link is neither counted nor
  // refused, so that no one at the person's address can keep it from joining.
  const linkHolderPerAddress = {
    max: app.config.loginRateLimit.max,
    timeWindow: app.config.loginRateLimit.timeWindowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new ThrottledError(context.ttl, invitationThrottledMessage(context.ttl)),
    allowList: (request: FastifyRequest) => {
      const parsed = tokenParams.safeParse(request.params);
      return parsed.success && hasUsableInvitation(app.db, parsed.data.token);
    },
  };

  api.get(
    '/invitations/:token',
    {
      config: { access: 'public', rateLimit: linkHolderPerAddress },
      schema: {
        tags,
        summary: 'Приглашение по ссылке из письма: организация, адрес, роль',
        params: tokenParams,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => previewInvitation(app.db, request.params.token),
  );

  api.post(
    '/invitations/:token/accept',
    {
      config: { access: 'public', rateLimit: linkHolderPerAddress },
      schema: {
        tags,
        summary:
          'Принять приглашение: без входа — с именем, паролем и адресом приглашения (создается учетная запись и открывается сеанс); ' +
          'после входа — без тела, учетной записью с адресом приглашения',
        params: tokenParams,
        body: invitationAcceptBodySchema.nullish(),
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      // Only a browser's session accepts as itself; a program's token is no one to join an organisation.
      const signedIn = request.caller?.sessionId ? request.caller : null;
      const accepted = await acceptInvitation(app.db, app.enqueue, request.params.token, signedIn, request.body, {
        address: request.ip,
        portalUrl: app.config.publicUrl,
      });
      if (accepted.created) return signIn(app, request, reply, accepted.accountId);
      return { csrfToken: signedIn?.csrfToken ?? '' };
    },
  );
}
