import { describe, expect, it } from 'vitest';
import { nextPhoneValue } from './phone-input';

describe('nextPhoneValue', () => {
  it('masks digits as they are typed', () => {
    expect(nextPhoneValue('', '8')).toBe('8');
    expect(nextPhoneValue('8', '89')).toBe('8 9');
    expect(nextPhoneValue('8 912 345 67 8', '8 912 345 67 89')).toBe('8 912 345 67 89');
  });

  it('keeps at most eleven digits', () => {
    expect(nextPhoneValue('8 912 345 67 89', '8 912 345 67 890')).toBe('8 912 345 67 89');
  });

  it('masks a pasted number in any notation', () => {
    expect(nextPhoneValue('', '+7 (912) 345-67-89')).toBe('7 912 345 67 89');
  });

  it('drops letters and other characters', () => {
    expect(nextPhoneValue('8 9', '8 9a')).toBe('8 9');
  });

  it('removes the digit before a deleted separator instead of getting stuck', () => {
    // Backspace with the caret after the space in "8 912 3" removes only the space; the 2 goes instead.
    expect(nextPhoneValue('8 912 3', '8 9123')).toBe('8 913');
    expect(nextPhoneValue('8 912', '8912')).toBe('9 12');
  });

  it('deletes a digit normally', () => {
    expect(nextPhoneValue('8 912', '8 91')).toBe('8 91');
    expect(nextPhoneValue('8 912 345', '8 912 34')).toBe('8 912 34');
  });

  it('empties the field', () => {
    expect(nextPhoneValue('8', '')).toBe('');
  });
});
