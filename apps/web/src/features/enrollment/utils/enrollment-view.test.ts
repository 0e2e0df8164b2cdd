import { IAS_TEXTS, type IasParticipation } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { enrollmentView } from './enrollment-view';

const distributor = { type: 'ias', uniqueExchangeId: 'd-1', partner: { name: 'ООО «Сибирский дистрибьютор»' } };
const ias = (iasStatus: IasParticipation['iasStatus'], reason: string | null = null): IasParticipation => ({
  iasStatus,
  email: 'oi@partner.ru',
  reason,
  requestId: 'r-1',
  offerVersion: '2025-01-01',
  offerAcceptedAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
});

describe('enrollmentView', () => {
  it('with no status asks to sign the offer, and to choose a settlement scheme when no distributor is set', () => {
    const withDistributor = enrollmentView({ ias: null, contactEmail: 'oi@partner.ru', distributor, submitting: false });
    expect(withDistributor).toMatchObject({
      state: 'none',
      submit: 'enabled',
      locked: false,
      choosesDistributor: false,
      emailMissing: false,
    });
    expect(withDistributor.banner.text).toBe(IAS_TEXTS.none);
    const without = enrollmentView({ ias: null, contactEmail: 'oi@partner.ru', distributor: null, submitting: false });
    expect(without.choosesDistributor).toBe(true);
    expect(without.banner.text).toContain(IAS_TEXTS.noneChooseScheme);
  });

  it('needs a contact e-mail before the request can be sent', () => {
    for (const contactEmail of [null, '', '  ']) {
      expect(enrollmentView({ ias: null, contactEmail, distributor, submitting: false })).toMatchObject({
        emailMissing: true,
        submit: 'disabled',
      });
    }
  });

  it('disables the submit while sending and once a status exists; hides it when on', () => {
    expect(enrollmentView({ ias: null, contactEmail: 'a@b.ru', distributor, submitting: true }).submit).toBe('disabled');
    for (const status of ['pending', 'refused', 'off'] as const) {
      expect(enrollmentView({ ias: ias(status), contactEmail: null, distributor: null, submitting: false })).toMatchObject({
        submit: 'disabled',
        locked: true,
        choosesDistributor: false,
        emailMissing: false,
      });
    }
    expect(enrollmentView({ ias: ias('on'), contactEmail: 'a@b.ru', distributor, submitting: false }).submit).toBe('hidden');
  });

  it('shows the spec’s texts for refused and off with the reason, a link to the calculator when on', () => {
    const refused = enrollmentView({ ias: ias('refused', 'Нет клиентов'), contactEmail: null, distributor, submitting: false }).banner;
    expect(refused).toMatchObject({ severity: 'error', text: IAS_TEXTS.refused, reason: 'Нет клиентов', toCalculator: false });
    const off = enrollmentView({ ias: ias('off', 'Долг'), contactEmail: null, distributor, submitting: false }).banner;
    expect(off).toMatchObject({ severity: 'warning', text: IAS_TEXTS.off, reason: 'Долг' });
    const on = enrollmentView({ ias: ias('on'), contactEmail: null, distributor, submitting: false }).banner;
    expect(on).toMatchObject({ severity: 'success', toCalculator: true, text: IAS_TEXTS.on('oi@partner.ru') });
    expect(enrollmentView({ ias: ias('pending'), contactEmail: null, distributor, submitting: false }).banner.text).toBe(
      IAS_TEXTS.pending('oi@partner.ru'),
    );
  });
});
