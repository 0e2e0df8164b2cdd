import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_SLUG_PATTERN, formatFileSize, slugFromTitle, sniffContentFile } from './rules.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('slugFromTitle', () => {
  it('transliterates Russian titles', () => {
    expect(slugFromTitle('Правила заказа')).toBe('pravila-zakaza');
    expect(slugFromTitle('Новые тарифы 1С:ГРМ с 1 марта!')).toBe('novye-tarify-1s-grm-s-1-marta');
    expect(slugFromTitle('«Щука» и ёжик')).toBe('shchuka-i-ezhik');
  });

  it('always gives a valid slug or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugFromTitle(title);
        expect(slug === '' || (CONTENT_SLUG_PATTERN.test(slug) && slug.length <= 100)).toBe(true);
      }),
    );
  });
});

describe('sniffContentFile', () => {
  it('knows the allowed kinds by their first bytes', () => {
    expect(sniffContentFile(text('%PDF-1.7'), 'x.bin')).toBe('pdf');
    expect(sniffContentFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'a')).toBe('png');
    expect(sniffContentFile(bytes(0xff, 0xd8, 0xff, 0xe0), 'a')).toBe('jpeg');
    expect(sniffContentFile(text('RIFF\0\0\0\0WEBPVP8 '), 'a')).toBe('webp');
    expect(sniffContentFile(bytes(0x1a, 0x45, 0xdf, 0xa3, 1), 'a')).toBe('webm');
    expect(sniffContentFile(text('\0\0\0\x18ftypmp42'), 'a')).toBe('mp4');
    expect(sniffContentFile(bytes(0x50, 0x4b, 0x03, 0x04), 'Договор.DOCX')).toBe('docx');
  });

  it('refuses SVG, HTML, a zip that is no Office file, and a PDF name on HTML bytes', () => {
    expect(sniffContentFile(text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg')).toBeNull();
    expect(sniffContentFile(text('<!doctype html><script>'), 'a.pdf')).toBeNull();
    expect(sniffContentFile(bytes(0x50, 0x4b, 0x03, 0x04), 'a.zip')).toBeNull();
    expect(sniffContentFile(new Uint8Array(), 'a.pdf')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('reads like people say it', () => {
    expect(formatFileSize(512)).toBe('512 Б');
    expect(formatFileSize(75_000)).toBe('73 КБ');
    expect(formatFileSize(10 * 1_048_576)).toBe('10 МБ');
    expect(formatFileSize(2_621_440)).toBe('2,5 МБ');
  });
});
