import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('names its child by the title while MUI’s tooltip loads, then keeps the name', async () => {
    render(
      <Tooltip title="Сумма к оплате">
        <a href="#/details">100 ₽</a>
      </Tooltip>,
    );
    expect(screen.getByRole('link', { name: 'Сумма к оплате' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Сумма к оплате' })).toBeTruthy();
  });

  it("keeps the child's own name and names nothing for a described child", () => {
    render(
      <>
        <Tooltip title="Удалить подписку">
          <button aria-label="Удалить">x</button>
        </Tooltip>
        <Tooltip title="Удаление запланировано" describeChild>
          <button>Отменить</button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeTruthy();
  });
});
