/**
 * Infrastructure enrolment (document 2 §7): the partner's status, its access request and current distributor, and the
 * public calls behind the letter's single-use password link.
 */
import {
  accessRequestBodySchema,
  accessRequestItemSchema,
  chooseDistributorSchema,
  currentDistributorSchema,
  iasParticipationSchema,
  passwordLinkInfoSchema,
  passwordLinkTokenSchema,
  setIasPasswordResponseSchema,
  setIasPasswordSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerScope, requireCaller } from '../plugins/app/auth.ts';
import {
  chooseDistributor,
  getAccessRequest,
  getCurrentDistributor,
  getIasParticipation,
  requestAccess,
} from '../services/infrastructure.service.ts';
import { checkPasswordLink, setPasswordByLink } from '../services/infrastructure-password.service.ts';
import type { RoleAccess } from '../types.ts';

const partner: RoleAccess = { roles: ['ROLE_PARTNER'], activePartner: true };
const tags = ['infrastructure'];

export async function infrastructureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/ias/participation',
    {
      config: { access: partner },
      schema: {
        tags,
        description:
          'The infrastructure status (document 2 §7). 404 IAS_NOT_ENROLLED while the partner has none: the page offers the offer.',
        response: { 200: iasParticipationSchema },
      },
    },
    async (request) => getIasParticipation(app.db, partnerScope(request)),
  );

  api.post(
    '/ias/access-requests',
    {
      config: { access: { ...partner, right: 'orders' } },
      schema: {
        tags,
        description:
          'The cloud access request: the offer accepted, a distributor chosen unless one is set; the contact e-mail of the profile becomes the login. reason is an optional note for the operator.',
        body: accessRequestBodySchema,
        response: { 201: accessRequestItemSchema },
      },
    },
    async (request, reply) => {
      const created = await requestAccess(app.db, requireCaller(request), partnerScope(request), request.body);
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/ias/access-requests/:requestId',
    {
      config: { access: partner },
      schema: { tags, params: z.object({ requestId: z.uuid() }), response: { 200: accessRequestItemSchema } },
    },
    async (request) => getAccessRequest(app.db, partnerScope(request), request.params.requestId),
  );

  api.get(
    '/ias/distributor',
    { config: { access: partner }, schema: { tags, response: { 200: currentDistributorSchema } } },
    async (request) => getCurrentDistributor(app.db, partnerScope(request)),
  );

  api.post(
    '/ias/distributor',
    {
      config: { access: { ...partner, right: 'orders' } },
      schema: {
        tags,
        description: 'Chooses the distributor (the settlement scheme) of a partner that has none; 409 once one is set.',
        body: chooseDistributorSchema,
        response: { 200: currentDistributorSchema },
      },
    },
    async (request) => chooseDistributor(app.db, requireCaller(request), partnerScope(request), request.body.uniqueExchangeId),
  );

  api.post(
    '/ias/password-link',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "Reads the letter's single-use link without spending it: the login and until when it works (404 unknown, 410 used, expired, replaced).",
        body: passwordLinkTokenSchema,
        response: { 200: passwordLinkInfoSchema },
      },
    },
    async (request) => checkPasswordLink(app.db, request.body.token),
  );

  api.post(
    '/ias/password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Sets the password of the infrastructure login and spends the link: a second use answers 410.',
        body: setIasPasswordSchema,
        response: { 200: setIasPasswordResponseSchema },
      },
    },
    async (request) => setPasswordByLink(app.db, request.body.token, request.body.password),
  );
}
