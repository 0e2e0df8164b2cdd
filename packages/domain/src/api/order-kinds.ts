/**
 * The rules of the order kinds that carry more than counts (document 1 §2 "Order forms", §5 "Business form",
 * "Clients offered in order forms"; document 3 "Payslip order"): the Business kit, the support kit and payslips.
 * The form and the server both ask here.
 */
import { isInnFormat, isValidInn, INN_FORMAT_MESSAGE } from '../validation/inn.ts';
import { KPP_FORMAT_MESSAGE, KPP_PATTERN } from '../validation/kpp.ts';
import type { Service } from './catalogue.ts';
import { CUSTOMER_ERRORS } from './customer-texts.ts';
import { ORDER_MESSAGES, type SubscriptionProperty } from './order.ts';

export const BUSINESS_CATEGORY = 'biz';
export const SUPPORT_CATEGORY = '1c_ecw_support';
/** Kit properties named by the spec: inn and kpp belong to the support group. */
export const SUPPORT_PROPERTY_GROUP = '1c_ecw_support';
export const PAYSLIP_CATEGORY = '1c_paysleep_application';

/** The ITS contract a payslip order is made under. */
export const ITS_TYPES = { prof: 'ИТС ПРОФ', tech: 'ИТС ТЕХНО' } as const;
export type ItsType = keyof typeof ITS_TYPES;

export const PAYSLIP_MESSAGES = {
  regnumRequired: 'Укажите регистрационный номер',
  regnumFormat: 'Регистрационный номер — от 6 до 12 цифр',
  itsTypeRequired: 'Выберите тип ИТС',
} as const;
const REGNUM_PATTERN = /^\d{6,12}$/;

/** Sheets in a payslip package: its resource code ends with the number of sheets (payslip-100). */
export function payslipSheets(resourceCode: string): number {
  return Number(resourceCode.match(/-(\d+)$/)?.[1] ?? 0);
}

/** The price of one sheet: the sum divided by the total number of sheets (kopecks, rounded up), or null without sheets. */
export function pricePerSheet(sumKopecks: number, sheets: number): number | null {
  return sheets > 0 ? Math.ceil(sumKopecks / sheets) : null;
}

export function regnumProblem(value: string): string | null {
  const regnum = value.trim();
  if (!regnum) return PAYSLIP_MESSAGES.regnumRequired;
  return REGNUM_PATTERN.test(regnum) ? null : PAYSLIP_MESSAGES.regnumFormat;
}

export const BUSINESS_MESSAGES = {
  applicationRequired: 'Выберите приложение',
  applicationNotAllowed: 'Комплект «Бизнес» доступен только для приложений с файловой базой',
  fileOnly: 'Комплект «Бизнес» — только файловые базы: 2 рабочих места включены, оплата за полный месяц, без пробного периода.',
} as const;

export const SUPPORT_MESSAGES = {
  innRequired: 'Укажите ИНН клиента',
  innMismatch: 'ИНН не совпадает с ИНН клиента',
  noRegnum: 'У клиента нет регистрационного номера: комплект поддержки заказать нельзя',
} as const;

export type PropertyProblem = { field: string; message: string };

/** A Business kit runs one 1C application in a file database: applications that are not client-server only. */
export function isBusinessApplication(service: { offerDeskId: string } & Pick<Service, 'resourceCategory' | 'clientServerOnly'>): boolean {
  return service.offerDeskId === 'grm' && service.resourceCategory === '1c_ecw_application' && !service.clientServerOnly;
}

export function propertyValue(properties: ReadonlyArray<Pick<SubscriptionProperty, 'name' | 'value'>>, name: string): string {
  return properties.find((p) => p.name === name)?.value.trim() ?? '';
}

/** The INN field of the Business and support forms: required, 10 or 12 digits, check digits right. */
export function innProblem(value: string): string | null {
  const inn = value.trim();
  if (!inn) return SUPPORT_MESSAGES.innRequired;
  if (!isInnFormat(inn)) return INN_FORMAT_MESSAGE;
  if (!isValidInn(inn)) return CUSTOMER_ERRORS.ERR_001;
  return null;
}

/** The KPP field: optional, in its format when given. */
export function kppProblem(value: string): string | null {
  const kpp = value.trim().toUpperCase();
  return kpp && !KPP_PATTERN.test(kpp) ? KPP_FORMAT_MESSAGE : null;
}

export type OrderingCustomer = { inn: string | null; regnum: string | null };

/** What the order's properties and client still lack for its kind; an empty list means it may be ordered. */
export function orderPropertyProblems(
  category: string,
  properties: ReadonlyArray<Pick<SubscriptionProperty, 'name' | 'value'>>,
  customer: OrderingCustomer,
): PropertyProblem[] {
  const problems: PropertyProblem[] = [];
  const check = (field: string, message: string | null) => message && problems.push({ field, message });
  if (category === BUSINESS_CATEGORY) {
    check('inn', innProblem(propertyValue(properties, 'inn')));
    check('kpp', kppProblem(propertyValue(properties, 'kpp')));
    check('application', propertyValue(properties, 'application') ? null : BUSINESS_MESSAGES.applicationRequired);
  }
  if (category === SUPPORT_CATEGORY) {
    if (!customer.inn) check('customerId', ORDER_MESSAGES.clientHasNoInn);
    else if (!customer.regnum) check('customerId', SUPPORT_MESSAGES.noRegnum);
    const inn = propertyValue(properties, 'inn');
    check('inn', innProblem(inn) ?? (customer.inn && inn !== customer.inn ? SUPPORT_MESSAGES.innMismatch : null));
    check('kpp', kppProblem(propertyValue(properties, 'kpp')));
  }
  if (category === PAYSLIP_CATEGORY) {
    check('regnum', regnumProblem(propertyValue(properties, 'regnum')));
    check('itsType', propertyValue(properties, 'itsType') in ITS_TYPES ? null : PAYSLIP_MESSAGES.itsTypeRequired);
  }
  return problems;
}
