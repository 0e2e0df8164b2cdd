// First: every message zod writes by itself (type errors, limits) is in Russian, like the ones we write.
import { setRussianZodMessages } from './validation/zod-messages.ts';

setRussianZodMessages();

export * from './validation/zod-messages.ts';
export * from './constants/roles.ts';
export * from './constants/participation.ts';
export * from './constants/timers.ts';
export * from './constants/layout.ts';
export * from './validation/messages.ts';
export * from './validation/email.ts';
export * from './validation/phone.ts';
export * from './validation/text.ts';
export * from './api/error.ts';
export * from './api/security.ts';
export * from './api/auth.ts';
export * from './api/me.ts';
export * from './api/participation.ts';
export * from './api/backoffice.ts';
export * from './api/office.ts';
export * from './format/money.ts';
export * from './format/date.ts';
export * from './validation/inn.ts';
export * from './validation/inn-schema.ts';
export * from './validation/kpp.ts';
export * from './api/customer-texts.ts';
export * from './api/customer.ts';
export * from './api/subscription.ts';
export * from './api/subscription-deletion-texts.ts';
export * from './api/subscription-deletion.ts';
export * from './pricing/pricing.ts';
export * from './api/catalogue.ts';
export * from './api/order.ts';
export * from './api/order-kinds.ts';
