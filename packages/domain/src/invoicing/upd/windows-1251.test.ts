import { describe, expect, it } from 'vitest';
import { encodeWindows1251, isWindows1251 } from './windows-1251.ts';

describe('encodeWindows1251', () => {
  it('round-trips every character of the code page', () => {
    const decoder = new TextDecoder('windows-1251');
    const all = decoder.decode(Uint8Array.from({ length: 256 }, (_, i) => i)).replace('\uFFFD', '');
    expect(decoder.decode(encodeWindows1251(all))).toBe(all);
  });

  it('writes Cyrillic, «ёлочки» and № as single bytes', () => {
    expect([...encodeWindows1251('Ёё«»№')]).toEqual([0xa8, 0xb8, 0xab, 0xbb, 0xb9]);
  });

  it('refuses what the code page lacks', () => {
    expect(isWindows1251('😀')).toBe(false);
    expect(() => encodeWindows1251('€😀')).toThrow(RangeError);
  });
});
