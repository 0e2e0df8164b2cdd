import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrived, changed, syncedFrom, type Synced } from './address-sync';

// The configuration is its address here: reading an address gives it back.
const read = (address: string) => address;
const change = (current: Synced<string>, next: string) => changed(current, next, next);

describe('a configuration mirrored to the address', () => {
  it('keeps a newer change when the address of an older one arrives late', () => {
    let held = syncedFrom('cores=1', read);
    held = change(held, 'cores=4');
    held = change(held, 'cores=4&ram=8');
    held = arrived(held, 'cores=4', read);
    expect(held.config).toBe('cores=4&ram=8');
    held = arrived(held, 'cores=4&ram=8', read);
    expect(held).toEqual({ config: 'cores=4&ram=8', base: 'cores=4&ram=8', search: 'cores=4&ram=8', asked: [] });
  });

  it('reads an address it did not ask for (a link opened, Back)', () => {
    let held = change(syncedFrom('cores=1', read), 'cores=4');
    held = arrived(held, 'cores=2&ram=4', read);
    expect(held).toEqual(syncedFrom('cores=2&ram=4', read));
  });

  it('keeps a change back to the address shown while an earlier one is on its way', () => {
    let held = change(syncedFrom('cores=1', read), 'cores=4');
    held = change(held, 'cores=1');
    held = arrived(held, 'cores=4', read);
    expect(held.config).toBe('cores=1');
    held = arrived(held, 'cores=1', read);
    expect(held.config).toBe('cores=1');
  });

  it('ends on the last change whatever of its own addresses arrive, in order, skipping any', () => {
    const addresses = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(fc.array(addresses, { minLength: 1, maxLength: 8 }), fc.array(fc.boolean(), { maxLength: 8 }), (changes, shown) => {
        let held = syncedFrom('start', read);
        const written: string[] = [];
        changes.forEach((next, index) => {
          held = change(held, next);
          written.push(held.search);
          // Some of the addresses written so far arrive before the next change.
          if (shown[index]) while (written.length > 0) held = arrived(held, written.shift() ?? '', read);
        });
        expect(held.config).toBe(changes.at(-1));
      }),
    );
  });
});
