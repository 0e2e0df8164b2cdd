import { z } from 'zod';

/**
 * Every message zod writes by itself (type errors, limits) in Russian, like the ones we write. The package's index
 * calls it; the web app, whose bundles leave the index's side effects out (so pages that validate nothing load no
 * zod), calls it where it validates.
 */
export function setRussianZodMessages(): void {
  z.config(z.locales.ru());
}
