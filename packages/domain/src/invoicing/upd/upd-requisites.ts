/**
 * What the format needs of a party: a company's ИНН (10 digits) with its КПП, an entrepreneur's ИНН (12 digits) with
 * the person's name, and an address. A partner missing any of it is told which fields to fill in, never given a file
 * the tax service would refuse.
 */
import { UPD_TEXTS } from './upd-texts.ts';

export type UpdRequisites = { name: string; inn: string | null; kpp: string | null; legalAddress: string | null };

export type UpdPerson = { lastName: string; firstName: string; middleName: string | null };

/** The format's ИННЮЛТип and ИННФЛТип, КППТип. */
const COMPANY_INN = /^([0-9][1-9]|[1-9][0-9])[0-9]{8}$/;
const PERSON_INN = /^([0-9][1-9]|[1-9][0-9])[0-9]{10}$/;
const KPP = /^([0-9][1-9]|[1-9][0-9])[0-9]{2}[0-9A-Z]{2}[0-9]{3}$/;
const ENTREPRENEUR_PREFIX = /^\s*(ИП|индивидуальный\s+предприниматель)\s+/i;

export function isEntrepreneurInn(inn: string | null): boolean {
  return inn !== null && PERSON_INN.test(inn);
}

/** «ИП Смирнов Андрей Петрович» → the name's parts; null when the name is not a person's. */
export function entrepreneurPerson(name: string): UpdPerson | null {
  if (!ENTREPRENEUR_PREFIX.test(name)) return null;
  const [lastName, firstName, ...rest] = name.replace(ENTREPRENEUR_PREFIX, '').trim().split(/\s+/);
  if (!lastName || !firstName) return null;
  return { lastName, firstName, middleName: rest.length > 0 ? rest.join(' ') : null };
}

/** The fields (as the profile names them) the partner must fill in before its УПД can be made; none when complete. */
export function updRequisitesProblems(party: UpdRequisites): string[] {
  const problems: string[] = [];
  const inn = party.inn?.trim() ?? '';
  if (PERSON_INN.test(inn)) {
    if (entrepreneurPerson(party.name) === null) problems.push(UPD_TEXTS.fields.entrepreneurName);
  } else if (COMPANY_INN.test(inn)) {
    if (!KPP.test(party.kpp?.trim() ?? '')) problems.push(UPD_TEXTS.fields.kpp);
  } else {
    // Whether a КПП is needed follows from the ИНН, so the ИНН comes first.
    problems.push(UPD_TEXTS.fields.inn);
  }
  if ((party.legalAddress?.trim() ?? '') === '') problems.push(UPD_TEXTS.fields.legalAddress);
  return problems;
}

/** Requisites the format can take: trimmed, the КПП only where a company has one. */
export type CompleteRequisites = { name: string; inn: string; kpp: string | null; legalAddress: string };

export function checkUpdRequisites(
  party: UpdRequisites,
): { requisites: CompleteRequisites; problems: [] } | { requisites: null; problems: string[] } {
  const problems = updRequisitesProblems(party);
  if (problems.length > 0) return { requisites: null, problems };
  const inn = (party.inn ?? '').trim();
  const requisites = {
    name: party.name,
    inn,
    kpp: isEntrepreneurInn(inn) ? null : (party.kpp ?? '').trim(),
    legalAddress: (party.legalAddress ?? '').trim(),
  };
  return { requisites, problems: [] };
}
