/** How the back office's queues show who decided a row and when. */
import { formatDateTime } from '@portal/domain';

export type Decided = { decidedAt: string | null; decidedBy: string | null };

/** The decision's time and who made it, or a dash while undecided. */
export function decisionText(row: Decided): string {
  if (!row.decidedAt) return '—';
  return row.decidedBy ? `${formatDateTime(row.decidedAt)}, ${row.decidedBy}` : formatDateTime(row.decidedAt);
}
