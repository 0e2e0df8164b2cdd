/**
 * The site order form (issue 15 item 3, decision 024): the partner's builder calls, the public calls of the embedded
 * form (the only routes that answer CORS, for any origin and without credentials), and the embed script itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  apiErrorSchema,
  ERROR_CODES,
  ERROR_MESSAGES,
  SITE_FORM_LIMITS,
  siteFormChallengeSchema,
  siteFormPublicIdSchema,
  siteFormSchema,
  siteFormSettingsSchema,
  siteFormSubmissionSchema,
  siteFormSubmittedSchema,
  siteFormViewSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import {
  getSiteForm,
  issueChallenge,
  limitChallengesOf,
  limitSubmissionsOf,
  publicSiteFormView,
  saveSiteFormSettings,
  submitSiteForm,
} from '../services/site-form.service.ts';
import type { RoleAccess } from '../types.ts';

const partner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['leads'];
const publicTags = ['site-form-public'];

export async function siteFormRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/site-form',
    {
      config: { access: partner },
      schema: { tags, summary: 'Форма заказа для сайта партнера: настройки и конфигурации для выбора', response: { 200: siteFormSchema } },
    },
    async (request) => getSiteForm(app.db, partnerScope(request)),
  );

  api.put(
    '/site-form',
    {
      config: { access: { ...partner, right: 'profile' } },
      schema: {
        tags,
        summary: 'Сохранить форму заказа для сайта (первое сохранение выдает ей публичный идентификатор)',
        body: siteFormSettingsSchema,
        response: { 200: siteFormSchema },
      },
    },
    async (request) => saveSiteFormSettings(app.db, requireCaller(request), partnerScope(request), request.body),
  );
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const params = z.object({ publicId: siteFormPublicIdSchema });
const publicAccess = { access: 'public' as const };

/** CORS for the public form calls alone: any origin, no credentials (nothing here reads a cookie). */
function allowAnyOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'retry-after');
  // Another site's page reads these answers: they are not the portal's own resources.
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

export async function publicSiteFormRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = () => app.config.siteForm;

  // Anonymous input: JSON must be well-formed UTF-8 (the default parser would quietly turn broken bytes into U+FFFD).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (body.length === 0) return done(new AppError(ERROR_CODES.emptyBody, ERROR_MESSAGES.emptyBody, 400));
    let text: string;
    try {
      text = STRICT_UTF8.decode(body);
    } catch {
      return done(new AppError(ERROR_CODES.invalidText, ERROR_MESSAGES.invalidText, 400));
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new AppError(ERROR_CODES.invalidJson, ERROR_MESSAGES.invalidJson, 400));
    }
  });

  // Every answer of these routes, refusals included, carries the CORS headers: the embedded form must read {code, message}.
  app.addHook('onSend', async (_request, reply) => {
    allowAnyOrigin(reply);
  });

  const preflight = (url: string, methods: string) =>
    app.options(url, { config: publicAccess, schema: { hide: true } }, async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-methods', methods)
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send(),
    );
  preflight('/public/site-forms/:publicId', 'GET');
  preflight('/public/site-forms/:publicId/challenge', 'GET');
  preflight('/public/site-forms/:publicId/submissions', 'POST');

  api.get(
    '/public/site-forms/:publicId',
    {
      config: publicAccess,
      schema: {
        tags: publicTags,
        summary: 'Публичное описание формы заказа (для встроенного скрипта)',
        params,
        response: { 200: siteFormViewSchema, 404: apiErrorSchema },
      },
    },
    async (request) => publicSiteFormView(app.db, request.params.publicId),
  );

  api.get(
    '/public/site-forms/:publicId/challenge',
    {
      config: publicAccess,
      schema: {
        tags: publicTags,
        summary: 'Подписанная задача proof-of-work и время, раньше которого заявка не принимается',
        params,
        response: { 200: siteFormChallengeSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await limitChallengesOf(app.db, limits(), request.ip);
      return issueChallenge(app.db, limits(), request.params.publicId);
    },
  );

  api.post(
    '/public/site-forms/:publicId/submissions',
    {
      config: publicAccess,
      bodyLimit: SITE_FORM_LIMITS.bodyBytes,
      // The address's limit is counted before the body is even read: a burst costs one counter update per request.
      onRequest: async (request) => limitSubmissionsOf(app.db, limits(), request.ip),
      schema: {
        tags: publicTags,
        summary: 'Заявка с формы на сайте партнера: становится лидом партнера сразу',
        params,
        body: siteFormSubmissionSchema,
        response: { 201: siteFormSubmittedSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await submitSiteForm(
        app.db,
        app.enqueue,
        { limits: limits(), portalUrl: app.config.publicUrl },
        request.params.publicId,
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );
}

/** GET /embed/site-form.js: the script partners put on their sites, from the web build (read once). */
export async function siteFormScript(app: FastifyInstance): Promise<void> {
  let script: Promise<Buffer | null> | undefined;
  const load = () =>
    (script ??= fs.readFile(path.join(app.config.webDistDir, 'embed', 'site-form.js')).catch(() => {
      script = undefined;
      return null;
    }));
  app.get('/embed/site-form.js', { schema: { hide: true } }, async (_request, reply) => {
    const content = await load();
    if (!content) return reply.status(404).send({ code: ERROR_CODES.notFound, message: 'Не найдено' });
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(content);
  });
}
