/** The demo world's site order form (decision 024): partner@demo.ru's form, saved, with a fixed public id. */
import { randomBytes } from 'node:crypto';
import { SITE_FORM_DEFAULTS } from '@portal/domain';
import type { Db } from '../db/database.ts';

/** The demo form's public id: the code «Мой сайт» shows embeds it on any page. */
export const DEMO_SITE_FORM_PUBLIC_ID = 'demoSiteFormPartner001';

export async function seedSiteFormDemo(db: Db, partnerId: string): Promise<void> {
  const products = await db.selectFrom('services').select('id').where('resource_code', 'in', ['bp', 'ut', 'unf']).orderBy('sort').execute();
  await db
    .insertInto('site_forms')
    .values({
      partner_id: partnerId,
      public_id: DEMO_SITE_FORM_PUBLIC_ID,
      challenge_key: randomBytes(32),
      product_ids: JSON.stringify(products.map((p) => p.id)),
      strict_choice: false,
      fields: JSON.stringify(SITE_FORM_DEFAULTS.fields),
      colors: JSON.stringify(SITE_FORM_DEFAULTS.colors),
      title: 'Подключите 1С в облаке',
      button_text: SITE_FORM_DEFAULTS.buttonText,
      success_text: SITE_FORM_DEFAULTS.successText,
    })
    .execute();
}
