/**
 * Import this (for its effect) in every module that validates with zod: the bundles leave out the domain index's
 * side effects, among them zod's Russian messages (vite.config.ts), so pages without a form load no zod.
 */
import { setRussianZodMessages } from '@portal/domain';

setRussianZodMessages();
