import { ORDER_FORM_TTL_MS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { restoreForm } from './use-saved-form';

type Form = { customerId: string | null; seats: number | null };
const saved: { at: number; value: Form } = { at: 1_000, value: { customerId: 'saved', seats: 12 } };
const empty: Form = { customerId: null, seats: null };

describe('restoreForm', () => {
  it('restores a fresh saved form when the link names no client', () => {
    expect(restoreForm(saved, empty, 2_000)).toEqual(saved.value);
  });

  it('forgets a saved form after 600000 ms', () => {
    expect(restoreForm(saved, empty, 1_000 + ORDER_FORM_TTL_MS)).toEqual(empty);
  });

  it('lets the client in the link win over the saved one', () => {
    expect(restoreForm(saved, { customerId: 'linked', seats: null }, 2_000)).toEqual({ customerId: 'linked', seats: null });
  });

  it('keeps the saved data when the link names the same client', () => {
    expect(restoreForm(saved, { customerId: 'saved', seats: null }, 2_000)).toEqual(saved.value);
  });

  it("lets a calculator's choices in the link win over a fresh saved form", () => {
    expect(restoreForm(saved, { customerId: null, seats: 7 }, 2_000, true)).toEqual({ customerId: null, seats: 7 });
  });

  it('starts afresh without a saved form', () => {
    expect(restoreForm(null, empty, 2_000)).toEqual(empty);
  });
});
