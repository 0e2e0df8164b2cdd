/**
 * Which addresses a webhook may reach (issue 23, decision 032): an IP literal in any spelling is read into its bytes
 * and classified; only public unicast addresses pass, so that a partner cannot make the portal call its own network.
 * Pure: the server resolves names and checks every address it would connect to with the same functions.
 */

export type IpAddress = { family: 4 | 6; bytes: number[] };

export type AddressClass =
  'public' | 'loopback' | 'private' | 'link-local' | 'shared' | 'unspecified' | 'multicast' | 'broadcast' | 'reserved';

/** One part of an inet_aton-style IPv4 address: decimal, octal (leading 0) or hex (0x); null when it is none. */
function ipv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return Number(part);
  return null;
}

/**
 * An IPv4 address as the resolvers and URL parsers read it: one to four parts, each decimal, octal or hex, the last
 * filling the remaining bytes (`2130706433`, `0177.1`, `0x7f.0.0.1`), with one trailing dot allowed.
 */
export function parseIpv4(text: string): IpAddress | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    // Numbers beyond 2^32 would lose precision: such a part is never a valid address anyway.
    if (part.length > 12) return null;
    const value = ipv4Part(part);
    if (value === null) return null;
    values.push(value);
  }
  const last = values.pop() ?? 0;
  if (values.some((value) => value > 255)) return null;
  const lastBytes = 4 - values.length;
  if (last >= 2 ** (8 * lastBytes)) return null;
  const bytes = [...values];
  for (let i = lastBytes - 1; i >= 0; i -= 1) bytes.push(Math.floor(last / 2 ** (8 * i)) % 256);
  return { family: 4, bytes };
}

/** An IPv6 address, with or without brackets and zone, `::` compression and a dotted IPv4 tail. */
export function parseIpv6(text: string): IpAddress | null {
  let value = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  if (!/^[0-9a-f:.]+$/i.test(value) || !value.includes(':')) return null;
  const halves = value.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (piece.includes('.')) {
        // A dotted IPv4 tail: only last, only plain decimal.
        if (index !== pieces.length - 1 || !/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) return null;
        const octets = piece.split('.').map(Number);
        if (octets.some((octet) => octet > 255)) return null;
        const [a = 0, b = 0, c = 0, d = 0] = octets;
        groups.push(a * 256 + b, c * 256 + d);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
        groups.push(parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return { family: 6, bytes: groups.flatMap((group) => [Math.floor(group / 256), group % 256]) };
}

/** An IP literal in any spelling, or null when the text is a name. */
export function parseIpAddress(text: string): IpAddress | null {
  return parseIpv6(text) ?? parseIpv4(text);
}

function inV4(bytes: number[], prefix: [number, number, number, number], bits: number): boolean {
  for (let i = 0; i < 4; i += 1) {
    const take = Math.max(0, Math.min(8, bits - 8 * i));
    if (take === 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function classifyIpv4(bytes: number[]): AddressClass {
  const ranges: Array<[[number, number, number, number], number, AddressClass]> = [
    [[255, 255, 255, 255], 32, 'broadcast'],
    [[0, 0, 0, 0], 8, 'unspecified'],
    [[10, 0, 0, 0], 8, 'private'],
    [[100, 64, 0, 0], 10, 'shared'],
    [[127, 0, 0, 0], 8, 'loopback'],
    [[169, 254, 0, 0], 16, 'link-local'],
    [[172, 16, 0, 0], 12, 'private'],
    [[192, 0, 0, 0], 24, 'reserved'], // IETF protocol assignments
    [[192, 0, 2, 0], 24, 'reserved'], // documentation
    [[192, 88, 99, 0], 24, 'reserved'], // 6to4 relay anycast
    [[192, 168, 0, 0], 16, 'private'],
    [[198, 18, 0, 0], 15, 'reserved'], // benchmarking
    [[198, 51, 100, 0], 24, 'reserved'], // documentation
    [[203, 0, 113, 0], 24, 'reserved'], // documentation
    [[224, 0, 0, 0], 4, 'multicast'],
    [[240, 0, 0, 0], 4, 'reserved'],
  ];
  for (const [prefix, bits, kind] of ranges) if (inV4(bytes, prefix, bits)) return kind;
  return 'public';
}

function classifyIpv6(bytes: number[]): AddressClass {
  const zeroUpTo = (n: number) => bytes.slice(0, n).every((byte) => byte === 0);
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
  if (zeroUpTo(16)) return 'unspecified';
  if (zeroUpTo(15) && bytes[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address.
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return classifyIpv4(bytes.slice(12));
  if (zeroUpTo(12)) return classifyIpv4(bytes.slice(12));
  if (b0 === 0x00 && b1 === 0x64 && b2 === 0xff && b3 === 0x9b && bytes.slice(4, 12).every((byte) => byte === 0)) {
    return classifyIpv4(bytes.slice(12));
  }
  // 6to4 (2002:a.b.c.d::/48) tunnels to the IPv4 address it carries.
  if (b0 === 0x20 && b1 === 0x02) return classifyIpv4(bytes.slice(2, 6));
  if (b0 === 0xff) return 'multicast';
  if ((b0 & 0xfe) === 0xfc) return 'private'; // fc00::/7 unique local
  if (b0 === 0xfe && (b1 & 0xc0) === 0x80) return 'link-local'; // fe80::/10
  if (b0 === 0xfe && (b1 & 0xc0) === 0xc0) return 'private'; // fec0::/10 site-local, deprecated
  // Only global unicast (2000::/3) is public, minus its special blocks: 2001::/23 (Teredo, ORCHID, benchmarking…) and
  // 2001:db8::/32 (documentation).
  if ((b0 & 0xe0) !== 0x20) return 'reserved';
  if (b0 === 0x20 && b1 === 0x01 && (b2 & 0xfe) === 0x00) return 'reserved';
  if (b0 === 0x20 && b1 === 0x01 && b2 === 0x0d && b3 === 0xb8) return 'reserved';
  return 'public';
}

export function classifyIp(address: IpAddress): AddressClass {
  return address.family === 4 ? classifyIpv4(address.bytes) : classifyIpv6(address.bytes);
}

/** A name that always means this machine, whatever DNS says (RFC 6761). */
export function isLocalhostName(name: string): boolean {
  const host = name.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

/** Whether the portal may connect to this address (an IP literal in any spelling): public unicast only. */
export function isPublicIp(text: string): boolean {
  const address = parseIpAddress(text);
  return address !== null && classifyIp(address) === 'public';
}

/** Whether the address is this machine's own (the one exception of WEBHOOK_ALLOW_LOCAL_HTTP). */
export function isLoopbackIp(text: string): boolean {
  const address = parseIpAddress(text);
  return address !== null && classifyIp(address) === 'loopback';
}
