/**
 * A timestamp as the API writes it, made by the database: ISO 8601 in UTC to the millisecond, the text
 * Date.prototype.toISOString gives for the same instant (both cut the microseconds, neither rounds). A list that
 * selects its timestamps this way parses no Date per value and formats none back (issue 34).
 *
 * Only in the select list of a page already cut: an outer query over the page's subquery (the subscription lists, the
 * distributor's partners). PostgreSQL computes a select list below its Sort, so in a query that sorts and then limits,
 * every row the sort reads would be formatted (2,000 of a partner's clients for a page of 10: 1 ms more).
 */
import { sql, type RawBuilder } from 'kysely';

const ISO_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** The column (a timestamptz, `table.column`) as ISO text; null stays null. */
export function isoText<Nullable extends null = never>(column: string): RawBuilder<string | Nullable> {
  return sql<string | Nullable>`to_char(${sql.ref(column)} at time zone 'UTC', ${sql.lit(ISO_FORMAT)})`;
}
