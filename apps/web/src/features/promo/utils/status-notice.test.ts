import type { Participation } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { statusNotice } from './status-notice';
import { aParticipation } from '../../../test-fixtures/participation';

const base: Participation = aParticipation();

describe('statusNotice', () => {
  it('says an application with status null is under review for 1–2 working hours', () => {
    const notice = statusNotice(base);
    expect(notice.title).toBe('Заявка на рассмотрении');
    expect(notice.lines.join(' ')).toContain('1–2 рабочих часов');
  });

  it('names the current status of a decided application', () => {
    expect(statusNotice({ ...base, status: 'on' })).toMatchObject({ severity: 'success', title: 'Статус заявки: Активен' });
    expect(statusNotice({ ...base, status: 'wait' }).title).toBe('Статус заявки: Ожидание');
  });

  it('gives the reason of a refusal or a suspension when there is one', () => {
    expect(statusNotice({ ...base, status: 'refused', rejectedReason: 'Не франчайзи' }).lines).toContain('Причина: Не франчайзи');
    expect(statusNotice({ ...base, status: 'off', offReason: 'Долг' }).lines).toContain('Причина: Долг');
    expect(statusNotice({ ...base, status: 'refused' }).lines.some((line) => line.startsWith('Причина'))).toBe(false);
  });
});
