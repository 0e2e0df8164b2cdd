/** What the app decorates Fastify with, and the access rule every route declares. */
import type { Authority, Right } from '@portal/domain';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { CityDirectory } from './ports/city-directory/city-directory.ts';
import type { AccountDirectory } from './ports/account-directory/account-directory.ts';
import type { Mailer } from './ports/mailer/mailer.ts';
import type { Provisioner } from './ports/provisioner/provisioner.ts';
import type { TaxRegistry } from './ports/tax-registry/tax-registry.ts';
import type { Caller } from './services/caller.ts';
import type { Enqueue } from './services/enqueue.ts';

/**
 * public: anyone; authenticated: any signed-in account;
 * roles: an account with one of them (activePartner: a partner's participation must be on); right: what a person of
 * the partner or distributor must be allowed by its role (issue 32). A reading route of theirs needs `view` unless it
 * names another right; a route that changes something must name its right.
 */
export type RoleAccess = { roles: Authority[]; activePartner?: boolean; right?: Right };
export type Access = 'public' | 'authenticated' | RoleAccess;

// Module augmentation can only merge interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    boss: PgBoss;
    /** The jobs the services start (services/enqueue.ts), on `boss`. */
    enqueue: Enqueue;
    mailer: Mailer;
    ports: { taxRegistry: TaxRegistry; accountDirectory: AccountDirectory; provisioner: Provisioner; cityDirectory: CityDirectory };
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** false: the route refuses API tokens even though its access would let the partner in (decision 019). */
    apiToken?: boolean;
    /** false: the route reads no caller (no session, no token, no database): liveness must not depend on them. */
    caller?: boolean;
    /** The right a person of a partner or distributor needs here, resolved from `access` when the route is added. */
    right?: Right;
  }
}
