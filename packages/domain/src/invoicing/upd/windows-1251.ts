/**
 * Windows-1251, the encoding the tax service's formats require. Neither Node nor browsers encode to it (TextEncoder
 * writes UTF-8 only), so the table is read back from the platform's decoder once.
 */
let table: Map<string, number> | null = null;

function byteOf(): Map<string, number> {
  if (table === null) {
    table = new Map();
    const decoder = new TextDecoder('windows-1251');
    for (let byte = 0; byte < 256; byte++) {
      const char = decoder.decode(Uint8Array.of(byte));
      // The one byte the code page leaves undefined decodes to U+FFFD; nothing encodes to it.
      if (char !== '\uFFFD' && !table.has(char)) table.set(char, byte);
    }
  }
  return table;
}

/** Whether the character has a byte in Windows-1251 (the XML writer refers to the others by number). */
export function isWindows1251(char: string): boolean {
  return byteOf().has(char);
}

/** The text's bytes; it must hold only characters the code page has (the XML writer has made sure of it). */
export function encodeWindows1251(text: string): Uint8Array {
  const bytes = byteOf();
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const byte = bytes.get(text.charAt(i));
    if (byte === undefined) throw new RangeError(`No Windows-1251 byte for U+${text.charCodeAt(i).toString(16).toUpperCase()}`);
    out[i] = byte;
  }
  return out;
}
