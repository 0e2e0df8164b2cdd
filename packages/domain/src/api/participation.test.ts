import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { partnerApplicationSchema } from './participation.ts';

const application = { partnerName: 'ООО «Альфа»', fullname: 'Иванов Иван', email: 'a@alfa.ru', phone: '89123456789' };
const distributor = { type: 'grm', uniqueExchangeId: 'd-1', partner: { name: 'Дистрибьютор' } };

describe('partnerApplicationSchema', () => {
  it('requires a distributor only when a distributor list exists', () => {
    expect(partnerApplicationSchema(false).safeParse({ ...application, distributor: null }).success).toBe(true);
    const missing = partnerApplicationSchema(true).safeParse({ ...application, distributor: null });
    expect(missing.error?.issues).toEqual([expect.objectContaining({ path: ['distributor'], message: MESSAGES.distributorRequired })]);
    expect(partnerApplicationSchema(true).safeParse({ ...application, distributor }).success).toBe(true);
  });

  it('normalises the phone into the mask', () => {
    expect(partnerApplicationSchema(false).parse(application).phone).toBe('8 912 345 67 89');
  });
});
