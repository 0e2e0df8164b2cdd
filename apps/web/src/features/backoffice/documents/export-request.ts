/**
 * The export's request checked by the domain's schema, the one the server checks. A module of its own: the schema
 * and zod (about 23 KB gzip) load when the operator first starts an export, not with the page.
 */
import { documentExportRequestSchema, type ApplicationItem, type DocumentExportRequest } from '@portal/domain';

export type Problems = { months: string | null; partners: string | null };

/** The request the form makes, or what is wrong with it. */
export function exportRequestOf(
  months: ReadonlySet<string>,
  scope: 'all' | 'chosen',
  partners: ReadonlyArray<ApplicationItem>,
): { request: DocumentExportRequest; problems: null } | { request: null; problems: Problems } {
  const parsed = documentExportRequestSchema.safeParse({
    months: [...months].sort(),
    ...(scope === 'chosen' && { partnerIds: partners.map((p) => p.partnerId) }),
  });
  if (parsed.success) return { request: parsed.data, problems: null };
  const problemOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
  return { request: null, problems: { months: problemOf('months'), partners: problemOf('partnerIds') } };
}
