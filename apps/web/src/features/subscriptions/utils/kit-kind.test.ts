import { describe, expect, it } from 'vitest';
import { kitKind } from './kit-kind';

describe('kitKind', () => {
  it('reads a demonstration kit as a demo whatever its name', () => {
    expect(kitKind({ usageMode: 'DEMONSTRATION', serviceKitName: 'Демо' })).toBe('demo');
    expect(kitKind({ usageMode: 'DEMONSTRATION', serviceKitName: 'Файловый' })).toBe('demo');
  });

  it('tells client-server and file bases apart by the kit name', () => {
    expect(kitKind({ usageMode: 'PRODUCTION', serviceKitName: 'Клиент-серверный' })).toBe('clientServer');
    expect(kitKind({ usageMode: 'PRODUCTION', serviceKitName: 'Файловый' })).toBe('file');
    expect(kitKind({ usageMode: 'PRODUCTION', serviceKitName: 'Бизнес (файловый)' })).toBe('file');
  });

  it('treats any other kit as a product', () => {
    expect(kitKind({ usageMode: 'PRODUCTION', serviceKitName: 'Kaspersky Endpoint Security' })).toBe('other');
    expect(kitKind({ usageMode: 'PRODUCTION', serviceKitName: 'Терминал' })).toBe('other');
  });
});
