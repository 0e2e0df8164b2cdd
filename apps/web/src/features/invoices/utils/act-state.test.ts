import { formatDateTime } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { actState } from './act-state';

const at = '2026-11-03T09:15:00.000Z';

describe('actState', () => {
  it('waits for a decision until the acceptance deadline', () => {
    expect(actState({ act: null, acceptBy: '2026-11-09', acceptedOn: null })).toEqual({
      lines: ['Подпишите акт или откажитесь до 09.11.2026'],
      canSign: true,
      canRefuse: true,
    });
  });

  it('counts the act as accepted after the deadline: it may be signed, not refused', () => {
    expect(actState({ act: null, acceptBy: '2026-11-09', acceptedOn: '2026-11-09' })).toEqual({
      lines: ['Акт считается принятым с 09.11.2026'],
      canSign: true,
      canRefuse: false,
    });
  });

  it('says who signed and when, and closes both decisions', () => {
    const state = actState({
      act: { decision: 'signed', reason: null, decidedBy: 'partner@demo.ru', decidedAt: at },
      acceptBy: '2026-11-09',
      acceptedOn: '2026-11-03',
    });
    expect(state).toEqual({
      lines: [`Акт подписан ${formatDateTime(at)}, пользователь partner@demo.ru`],
      canSign: false,
      canRefuse: false,
    });
  });

  it('shows a refusal with its reason, and the act may still be signed', () => {
    const state = actState({
      act: { decision: 'refused', reason: 'Не тот период', decidedBy: 'partner@demo.ru', decidedAt: at },
      acceptBy: '2026-11-09',
      acceptedOn: null,
    });
    expect(state.lines).toEqual([
      `Отказ от подписания ${formatDateTime(at)}, пользователь partner@demo.ru`,
      'Причина: Не тот период',
      'Подпишите акт или откажитесь до 09.11.2026',
    ]);
    expect(state.canSign && state.canRefuse).toBe(true);
  });
});
