import { describe, expect, it } from 'vitest';
import { accessRequestSchema, iasDecisionSchema } from '../api/infrastructure.ts';
import { completeInn } from '../validation/inn.ts';
import { IAS_OFFER, IAS_OFFER_COMPANY, offerCompanyLines } from './offer.ts';
import { IAS_TEXTS } from './texts.ts';

describe('the public offer', () => {
  it('has the sections of document 2 §2 and ends with the company details', () => {
    expect(IAS_OFFER.sections.map((s) => s.title)).toEqual([
      'Термины и определения',
      'Предмет договора',
      'Права и обязанности сторон',
      'Стоимость услуг и порядок расчетов',
      'Срок действия и порядок расторжения',
      'Ответственность сторон',
      'Прочие условия',
    ]);
    expect(IAS_OFFER.companyTitle).toBe('Реквизиты Исполнителя');
    expect(offerCompanyLines()[0]).toMatch(/^Общество с ограниченной ответственностью/);
  });

  it('states the terms of document 2 §9', () => {
    const text = IAS_OFFER.sections.flatMap((s) => s.clauses).join('\n');
    expect(text).toContain('один календарный месяц');
    expect(text).toContain(
      'в течение 5 рабочих дней после окончания Отчетного периода направляет Заказчику счет и универсальный передаточный документ',
    );
    expect(text).toContain('в течение 5 рабочих дней со дня получения подписывает');
    expect(text).toContain('в течение 5 рабочих дней после подписания');
    expect(text).toContain('0,1 процента от неоплаченной в срок суммы за каждый день просрочки');
    expect(text).toContain('не менее чем за 10 рабочих дней');
    expect(text).toContain('минимальное количество оплачиваемых суток');
    expect(text).toContain('сутки');
    expect(text).toContain(IAS_TEXTS.offerAgree);
  });

  it('gives the company an INN with right check digits', () => {
    expect(completeInn(IAS_OFFER_COMPANY.inn.slice(0, 9))).toBe(IAS_OFFER_COMPANY.inn);
  });
});

describe('the access request contract', () => {
  it('requires the accepted offer, and a distributor when none is set', () => {
    expect(accessRequestSchema(false).safeParse({ publicOfferAccepted: true }).success).toBe(true);
    const refused = accessRequestSchema(false).safeParse({ publicOfferAccepted: false });
    expect(refused.error?.issues[0]?.message).toBe(IAS_TEXTS.offerRequired);
    const noDistributor = accessRequestSchema(true).safeParse({ publicOfferAccepted: true, distributor: null });
    expect(noDistributor.error?.issues[0]?.message).toBe(IAS_TEXTS.distributorRequired);
    expect(accessRequestSchema(true).safeParse({ publicOfferAccepted: true, distributor: { uniqueExchangeId: 'x' } }).success).toBe(true);
  });

  it('asks the operator for a reason to refuse or suspend', () => {
    expect(iasDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(iasDecisionSchema.safeParse({ decision: 'resume' }).success).toBe(true);
    expect(iasDecisionSchema.safeParse({ decision: 'refuse', reason: '  ' }).success).toBe(false);
    expect(iasDecisionSchema.safeParse({ decision: 'suspend', reason: 'Задолженность' }).success).toBe(true);
  });
});
