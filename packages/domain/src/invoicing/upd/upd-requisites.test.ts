import { describe, expect, it } from 'vitest';
import { entrepreneurPerson, updRequisitesProblems } from './upd-requisites.ts';
import { UPD_TEXTS } from './upd-texts.ts';

const F = UPD_TEXTS.fields;

describe('updRequisitesProblems', () => {
  it('accepts a company with ИНН, КПП and address', () => {
    expect(updRequisitesProblems({ name: 'ООО «Альфа»', inn: '6601234565', kpp: '660101001', legalAddress: 'г. Екатеринбург' })).toEqual(
      [],
    );
  });

  it('asks a company for its КПП and address', () => {
    expect(updRequisitesProblems({ name: 'ООО «Альфа»', inn: '6601234565', kpp: null, legalAddress: ' ' })).toEqual([
      F.kpp,
      F.legalAddress,
    ]);
  });

  it('asks an entrepreneur for no КПП but for a name the format can read as a person', () => {
    expect(updRequisitesProblems({ name: 'ИП Смирнов Андрей', inn: '500100732259', kpp: null, legalAddress: 'г. Тверь' })).toEqual([]);
    expect(updRequisitesProblems({ name: 'Смирнов', inn: '500100732259', kpp: null, legalAddress: 'г. Тверь' })).toEqual([
      F.entrepreneurName,
    ]);
  });

  it('asks for the ИНН first when there is none', () => {
    expect(updRequisitesProblems({ name: 'Бета', inn: null, kpp: null, legalAddress: null })).toEqual([F.inn, F.legalAddress]);
  });

  it('names the fields in the message', () => {
    expect(UPD_TEXTS.requisitesMissing([F.kpp, F.legalAddress])).toBe(
      'Чтобы получить УПД в формате XML, заполните в профиле реквизиты: КПП, юридический адрес',
    );
  });
});

describe('entrepreneurPerson', () => {
  it('reads «ИП Фамилия Имя Отчество» and the long form', () => {
    expect(entrepreneurPerson('ИП Смирнов Андрей Петрович')).toEqual({ lastName: 'Смирнов', firstName: 'Андрей', middleName: 'Петрович' });
    expect(entrepreneurPerson('Индивидуальный предприниматель Ли Ян')).toEqual({ lastName: 'Ли', firstName: 'Ян', middleName: null });
    expect(entrepreneurPerson('ООО «Смирнов»')).toBeNull();
  });
});
