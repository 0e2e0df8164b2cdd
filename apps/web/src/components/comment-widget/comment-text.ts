/**
 * The comment widget's rules (document 2 "Active licences", §9): a comment is shown cut to 30 characters; a text of
 * whitespace only counts as empty; Apply waits for a change; clearing an existing comment deletes it.
 */
import { COMMENT_DISPLAY_LENGTH } from '@portal/domain';

/** A comment as stored: whitespace-only is none. */
export function normalizeComment(text: string | null | undefined): string {
  return text?.trim() ? text : '';
}

/** The shown part of a comment and whether it was cut (the whole text then goes into a tooltip). */
export function commentPreview(text: string | null | undefined, length: number = COMMENT_DISPLAY_LENGTH): { shown: string; cut: boolean } {
  const comment = normalizeComment(text);
  if (comment.length <= length) return { shown: comment, cut: false };
  return { shown: `${comment.slice(0, length)}…`, cut: true };
}

/** What Apply does with the edited text: nothing (unchanged), save it, or delete the existing comment. */
export function commentEdit(original: string | null | undefined, edited: string): 'unchanged' | 'save' | 'delete' {
  const before = normalizeComment(original);
  const after = normalizeComment(edited);
  if (after === before) return 'unchanged';
  return after === '' ? 'delete' : 'save';
}
