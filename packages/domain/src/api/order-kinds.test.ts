import { describe, expect, it } from 'vitest';
import { completeInn, INN_FORMAT_MESSAGE } from '../validation/inn.ts';
import { KPP_FORMAT_MESSAGE } from '../validation/kpp.ts';
import { CUSTOMER_ERRORS } from './customer-texts.ts';
import {
  BUSINESS_CATEGORY,
  BUSINESS_MESSAGES,
  isBusinessApplication,
  orderPropertyProblems,
  PAYSLIP_CATEGORY,
  PAYSLIP_MESSAGES,
  payslipSheets,
  pricePerSheet,
  SUPPORT_CATEGORY,
  SUPPORT_MESSAGES,
} from './order-kinds.ts';
import { ORDER_MESSAGES, orderedWithoutSeats } from './order.ts';

const inn = completeInn('770123456');
const props = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ({ name, value }));
const client = { inn, regnum: '800172634' };

describe('the Business kit', () => {
  it('needs a valid INN, a KPP in format when given, and an application', () => {
    expect(orderPropertyProblems(BUSINESS_CATEGORY, props({ inn, kpp: '7701AB001', application: 'bp' }), client)).toEqual([]);
    expect(orderPropertyProblems(BUSINESS_CATEGORY, props({ inn, application: 'bp' }), client)).toEqual([]);
    expect(orderPropertyProblems(BUSINESS_CATEGORY, props({}), client)).toEqual([
      { field: 'inn', message: SUPPORT_MESSAGES.innRequired },
      { field: 'application', message: BUSINESS_MESSAGES.applicationRequired },
    ]);
    expect(orderPropertyProblems(BUSINESS_CATEGORY, props({ inn: '12345', kpp: '77-01', application: 'bp' }), client)).toEqual([
      { field: 'inn', message: INN_FORMAT_MESSAGE },
      { field: 'kpp', message: KPP_FORMAT_MESSAGE },
    ]);
    const wrongCheckDigit = `${inn.slice(0, 9)}${(Number(inn[9]) + 1) % 10}`;
    expect(orderPropertyProblems(BUSINESS_CATEGORY, props({ inn: wrongCheckDigit, application: 'bp' }), client)).toEqual([
      { field: 'inn', message: CUSTOMER_ERRORS.ERR_001 },
    ]);
  });

  it('runs only applications that have a file base', () => {
    expect(isBusinessApplication({ offerDeskId: 'grm', resourceCategory: '1c_ecw_application', clientServerOnly: false })).toBe(true);
    expect(isBusinessApplication({ offerDeskId: 'grm', resourceCategory: '1c_ecw_application', clientServerOnly: true })).toBe(false);
    expect(isBusinessApplication({ offerDeskId: 'other', resourceCategory: '1c_ecw_application', clientServerOnly: false })).toBe(false);
    expect(isBusinessApplication({ offerDeskId: 'grm', resourceCategory: 'kaspersky', clientServerOnly: false })).toBe(false);
  });
});

describe('the support kit', () => {
  it('is ordered with the client’s own INN by a client with a registration number', () => {
    expect(orderPropertyProblems(SUPPORT_CATEGORY, props({ inn }), client)).toEqual([]);
    expect(orderPropertyProblems(SUPPORT_CATEGORY, props({ inn }), { inn: null, regnum: null })[0]).toEqual({
      field: 'customerId',
      message: ORDER_MESSAGES.clientHasNoInn,
    });
    expect(orderPropertyProblems(SUPPORT_CATEGORY, props({ inn }), { inn, regnum: null })).toEqual([
      { field: 'customerId', message: SUPPORT_MESSAGES.noRegnum },
    ]);
    expect(orderPropertyProblems(SUPPORT_CATEGORY, props({ inn: completeInn('770123457') }), client)).toEqual([
      { field: 'inn', message: SUPPORT_MESSAGES.innMismatch },
    ]);
  });

  it('leaves other kinds alone', () => {
    expect(orderPropertyProblems('1c_ecw_application', [], { inn: null, regnum: null })).toEqual([]);
  });
});

describe('ordering without seats', () => {
  const seat = { resourceCategory: '1c_ecw_application' };
  const disk = { resourceCategory: '1c-ecw-disk' };
  it('is when every seat option of the service is at zero', () => {
    expect(
      orderedWithoutSeats('1c_ecw_application', [
        { option: seat, count: 0 },
        { option: disk, count: 2 },
      ]),
    ).toBe(true);
    expect(
      orderedWithoutSeats('1c_ecw_application', [
        { option: seat, count: 1 },
        { option: disk, count: 0 },
      ]),
    ).toBe(false);
    expect(orderedWithoutSeats('kaspersky', [{ option: disk, count: 0 }])).toBe(false);
  });
});

describe('the payslip order', () => {
  it('needs a registration number of 6 to 12 digits and an ITS type', () => {
    expect(orderPropertyProblems(PAYSLIP_CATEGORY, props({ regnum: '800172634', itsType: 'prof' }), client)).toEqual([]);
    expect(orderPropertyProblems(PAYSLIP_CATEGORY, props({}), client)).toEqual([
      { field: 'regnum', message: PAYSLIP_MESSAGES.regnumRequired },
      { field: 'itsType', message: PAYSLIP_MESSAGES.itsTypeRequired },
    ]);
    expect(orderPropertyProblems(PAYSLIP_CATEGORY, props({ regnum: '12a45', itsType: 'gold' }), client)).toEqual([
      { field: 'regnum', message: PAYSLIP_MESSAGES.regnumFormat },
      { field: 'itsType', message: PAYSLIP_MESSAGES.itsTypeRequired },
    ]);
  });

  it('prices a sheet as the sum over all sheets, rounded up to the kopeck', () => {
    expect(payslipSheets('payslip-500')).toBe(500);
    expect(payslipSheets('payslip')).toBe(0);
    expect(pricePerSheet(15_000 + 60_000, 100 + 500)).toBe(125);
    expect(pricePerSheet(100, 3)).toBe(34);
    expect(pricePerSheet(100, 0)).toBeNull();
  });
});
