import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyIp, isLocalhostName, parseIpAddress, parseIpv4, parseIpv6, type AddressClass } from './webhook-address.ts';
import { WEBHOOK_ERRORS, webhookUrlProblem } from './webhook-texts.ts';

const byte = fc.integer({ min: 0, max: 255 });
const v4 = fc.tuple(byte, byte, byte, byte);
type V4 = [number, number, number, number];

const hex = (n: number) => `0x${n.toString(16)}`;
const oct = (n: number) => `0${n.toString(8)}`;
const asNumber = ([a, b, c, d]: V4) => ((a * 256 + b) * 256 + c) * 256 + d;
const group = (high: number, low: number) => (high * 256 + low).toString(16);

/** Every spelling of one IPv4 address that resolvers or URL parsers accept. */
function v4Spellings(bytes: V4): string[] {
  const [a, b, c, d] = bytes;
  return [
    `${a}.${b}.${c}.${d}`,
    `${a}.${b}.${c}.${d}.`,
    String(asNumber(bytes)),
    hex(asNumber(bytes)),
    oct(asNumber(bytes)),
    `${oct(a)}.${oct(b)}.${oct(c)}.${oct(d)}`,
    `${hex(a)}.${hex(b)}.${hex(c)}.${hex(d)}`,
    `${a}.${(b * 256 + c) * 256 + d}`,
    `${a}.${b}.${c * 256 + d}`,
    `${hex(a)}.${oct(b)}.${c}.${hex(d)}`,
  ];
}

/** IPv6 spellings that reach the same IPv4 address: mapped (dotted and hex), NAT64, compatible, 6to4. */
function v6Spellings([a, b, c, d]: V4): string[] {
  return [
    `::ffff:${a}.${b}.${c}.${d}`,
    `::ffff:${group(a, b)}:${group(c, d)}`,
    `0:0:0:0:0:FFFF:${group(a, b)}:${group(c, d)}`.toUpperCase(),
    `64:ff9b::${a}.${b}.${c}.${d}`,
    `2002:${group(a, b)}:${group(c, d)}::1`,
  ];
}

const expectedV4: Array<[V4, number, AddressClass]> = [
  [[0, 0, 0, 0], 8, 'unspecified'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'shared'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 168, 0, 0], 16, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'reserved'],
  [[198, 18, 0, 0], 15, 'reserved'],
  [[198, 51, 100, 0], 24, 'reserved'],
  [[203, 0, 113, 0], 24, 'reserved'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

/** A random address inside prefix/bits. */
function inRange(prefix: V4, bits: number): fc.Arbitrary<V4> {
  return fc.integer({ min: 0, max: 2 ** (32 - bits) - 1 }).map((rest) => {
    const value = asNumber(prefix) + rest;
    return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256) as V4;
  });
}

const publicV4 = v4.filter((bytes) => classifyIp({ family: 4, bytes }) === 'public');

describe('IP literals in every spelling', () => {
  it('reads every IPv4 spelling (decimal, octal, hex, one number, fewer parts, trailing dot) as the same bytes', () => {
    fc.assert(
      fc.property(v4, (bytes) => {
        for (const spelling of v4Spellings(bytes)) expect(parseIpv4(spelling), spelling).toEqual({ family: 4, bytes });
      }),
    );
  });

  it('classifies every address of each special IPv4 block as that block, in every IPv4 and IPv6 spelling', () => {
    for (const [prefix, bits, kind] of expectedV4) {
      fc.assert(
        fc.property(inRange(prefix, bits), (bytes) => {
          // The reserved 240.0.0.0/4 holds the broadcast address, which is its own, more particular kind.
          const expected = bytes.every((b) => b === 255) ? 'broadcast' : kind;
          for (const spelling of [...v4Spellings(bytes), ...v6Spellings(bytes)]) {
            const address = parseIpAddress(spelling);
            expect(address, spelling).not.toBeNull();
            if (address) expect(classifyIp(address), spelling).toBe(expected);
          }
        }),
        { numRuns: 30 },
      );
    }
    expect(classifyIp({ family: 4, bytes: [255, 255, 255, 255] })).toBe('broadcast');
  }, 60_000);

  it('refuses a webhook to any non-public IPv4 address, however the URL spells it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...expectedV4).chain(([prefix, bits]) => inRange(prefix, bits)),
        fc.boolean(),
        (bytes, allowLocalHttp) => {
          for (const spelling of v4Spellings(bytes)) {
            expect(webhookUrlProblem(`https://${spelling}:8443/hook`, allowLocalHttp), spelling).toBe(WEBHOOK_ERRORS.urlInternal);
          }
          for (const spelling of v6Spellings(bytes)) {
            expect(webhookUrlProblem(`https://[${spelling}]/hook`, allowLocalHttp), spelling).toBe(WEBHOOK_ERRORS.urlInternal);
          }
        },
      ),
    );
  }, 60_000);

  it('accepts a public IPv4 address in every spelling, and mapped into IPv6', () => {
    fc.assert(
      fc.property(publicV4, (bytes) => {
        for (const spelling of v4Spellings(bytes)) expect(webhookUrlProblem(`https://${spelling}/`, false), spelling).toBeNull();
        for (const spelling of v6Spellings(bytes).slice(0, 3))
          expect(webhookUrlProblem(`https://[${spelling}]/`, false), spelling).toBeNull();
      }),
    );
  });

  it('classifies IPv6 blocks: unique local, link-local, multicast, documentation, outside global unicast', () => {
    const v6 = (mask: number, value: number, kind: AddressClass) =>
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), (groups) => {
        const head = ((groups[0] ?? 0) & ~mask & 0xffff) | (value & mask);
        const text = [head, ...groups.slice(1)].map((g) => g.toString(16)).join(':');
        const address = parseIpv6(text);
        expect(address && classifyIp(address), text).toBe(kind);
        expect(webhookUrlProblem(`https://[${text}]/`, true)).toBe(kind === 'public' ? null : WEBHOOK_ERRORS.urlInternal);
      });
    fc.assert(v6(0xfe00, 0xfc00, 'private'));
    fc.assert(v6(0xffc0, 0xfe80, 'link-local'));
    fc.assert(v6(0xff00, 0xff00, 'multicast'));
    fc.assert(v6(0xe000, 0x4000, 'reserved'));
    for (const [text, kind] of [
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['0:0:0:0:0:0:0:1', 'loopback'],
      ['[::1]', 'loopback'],
      ['fe80::1%eth0', 'link-local'],
      ['2001:db8::1', 'reserved'],
      ['2001::1', 'reserved'],
      ['2a00:1450:4010:c05::71', 'public'],
    ] as const) {
      const address = parseIpv6(text);
      expect(address && classifyIp(address), text).toBe(kind);
    }
  });

  it('does not read names as addresses', () => {
    for (const name of ['hooks.example.ru', 'example', '1.2.3.4.5', '1.2.3.x', '::g', '1::2::3', '256.1.1.1', '08.1.1.1']) {
      expect(parseIpAddress(name), name).toBeNull();
    }
  });
});

describe('webhook addresses the issue named', () => {
  it('refuses the metadata service, loopback, private networks, mapped and numeric spellings, and localhost over https', () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:5432/',
      'https://10.0.0.1/',
      'https://[::ffff:127.0.0.1]:8080/',
      'https://2130706433:8080/',
      'https://0177.0.0.1/',
      'https://0x7f.1/',
      'https://127.0.0.1./',
      'https://localhost/',
      'https://LOCALHOST./',
      'https://api.localhost/',
      'https://[::1]/',
      'https://[fc00::1]/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://255.255.255.255/',
      'https://224.0.0.1/',
    ]) {
      expect(webhookUrlProblem(url, true), url).toBe(WEBHOOK_ERRORS.urlInternal);
      expect(webhookUrlProblem(url, false), url).toBe(WEBHOOK_ERRORS.urlInternal);
    }
    expect(isLocalhostName('localhost.')).toBe(true);
    expect(webhookUrlProblem('https://93.184.216.34/hook', false)).toBeNull();
  });
});
