import { describe, expect, it } from 'vitest';
import { eventText, iasStatusTone } from './infrastructure-decisions';

describe('the infrastructure queue on screen', () => {
  it('reads the trail’s steps', () => {
    expect(eventText({ action: 'request', fromStatus: 'none', toStatus: 'pending' })).toBe(
      'Заявка подана, оферта принята (Нет заявки → На рассмотрении)',
    );
    expect(eventText({ action: 'suspend', fromStatus: 'on', toStatus: 'off' })).toBe(
      'Доступ приостановлен (Доступ открыт → Приостановлен)',
    );
    expect(eventText({ action: 'link.sent', fromStatus: null, toStatus: null })).toBe('Отправлена ссылка для создания пароля');
  });

  it('colours each status', () => {
    expect(iasStatusTone('on')).toBe('success');
    expect(iasStatusTone('pending')).toBe('primary');
    expect(iasStatusTone('refused')).toBe('error');
    expect(iasStatusTone('off')).toBe('default');
  });
});
