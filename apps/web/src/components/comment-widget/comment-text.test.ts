import { describe, expect, it } from 'vitest';
import { commentEdit, commentPreview, normalizeComment } from './comment-text';

describe('commentPreview', () => {
  it('shows a short comment whole', () => {
    expect(commentPreview('Оплата по договору №12')).toEqual({ shown: 'Оплата по договору №12', cut: false });
    expect(commentPreview('а'.repeat(30))).toEqual({ shown: 'а'.repeat(30), cut: false });
  });

  it('cuts a longer one to 30 characters', () => {
    expect(commentPreview('а'.repeat(31))).toEqual({ shown: `${'а'.repeat(30)}…`, cut: true });
  });

  it('shows nothing for none or whitespace only', () => {
    expect(commentPreview(null)).toEqual({ shown: '', cut: false });
    expect(commentPreview('   \n ')).toEqual({ shown: '', cut: false });
  });
});

describe('commentEdit', () => {
  it('is unchanged while the text equals the original, whitespace-only counting as empty', () => {
    expect(commentEdit('Текст', 'Текст')).toBe('unchanged');
    expect(commentEdit(null, '')).toBe('unchanged');
    expect(commentEdit(null, '   ')).toBe('unchanged');
  });

  it('saves a new or changed text', () => {
    expect(commentEdit(null, 'Новый')).toBe('save');
    expect(commentEdit('Старый', 'Новый')).toBe('save');
  });

  it('deletes an existing comment that was cleared', () => {
    expect(commentEdit('Старый', '')).toBe('delete');
    expect(commentEdit('Старый', '  ')).toBe('delete');
  });

  it('keeps a text with content as typed', () => {
    expect(normalizeComment('  с пробелами ')).toBe('  с пробелами ');
  });
});
