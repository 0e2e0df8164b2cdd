/**
 * Just enough XML for a tax-service document: elements with attributes, written in order, every value escaped. A
 * character Windows-1251 lacks is written as a character reference, so the file stays in the code page the format
 * demands and still says what the partner typed.
 */
import { isWindows1251 } from './windows-1251.ts';

export type XmlAttributes = Record<string, string | number | null | undefined>;
export type XmlNode = { name: string; attributes: XmlAttributes; children: XmlNode[]; text?: string };

export function element(name: string, attributes: XmlAttributes = {}, children: ReadonlyArray<XmlNode | null | false> = []): XmlNode {
  return { name, attributes, children: children.filter((c): c is XmlNode => Boolean(c)) };
}

// XML 1.0 allows no C0 control character but tab, newline and carriage return; attribute values lose those too.
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML cannot hold
const SPACE_OR_CONTROL = /[\u0000-\u001f\u007f\s]+/g;
// Half a surrogate pair is no character at all: XML cannot refer to it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** An element that holds text only, as `<БезНДС>без НДС</БезНДС>`. */
export function textElement(name: string, text: string): XmlNode {
  return { name, attributes: {}, children: [], text };
}

/** One line of text: runs of spaces and control characters become one space, ends trimmed. */
export function singleLine(value: string): string {
  return value.replace(LONE_SURROGATE, '').replace(SPACE_OR_CONTROL, ' ').trim();
}

/** At most `max` characters (the format counts characters, not UTF-16 units), on one line. */
export function clip(value: string, max: number): string {
  const chars = Array.from(singleLine(value));
  return chars.length <= max ? chars.join('') : chars.slice(0, max).join('').trimEnd();
}

function escapeText(value: string): string {
  let out = '';
  for (const char of singleLine(value)) {
    switch (char) {
      case '&':
        out += '&amp;';
        break;
      case '<':
        out += '&lt;';
        break;
      case '>':
        out += '&gt;';
        break;
      case '"':
        out += '&quot;';
        break;
      default:
        out += isWindows1251(char) ? char : `&#${char.codePointAt(0)};`;
    }
  }
  return out;
}

function write(node: XmlNode, out: string[]): void {
  out.push('<', node.name);
  for (const [key, value] of Object.entries(node.attributes)) {
    if (value === null || value === undefined) continue;
    out.push(' ', key, '="', escapeText(String(value)), '"');
  }
  if (node.text !== undefined) {
    out.push('>', escapeText(node.text), '</', node.name, '>');
    return;
  }
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) write(child, out);
  out.push('</', node.name, '>');
}

/** The document with its declaration, one line. */
export function xmlDocument(root: XmlNode, encoding: string): string {
  const out = [`<?xml version="1.0" encoding="${encoding}"?>\r\n`];
  write(root, out);
  out.push('\r\n');
  return out.join('');
}
