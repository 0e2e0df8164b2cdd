import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('names its child by the title until the page has painted and MUI’s tooltip has loaded, which then shows on hover', async () => {
    render(
      <Tooltip title="Сумма к оплате">
        <a href="#/details">100 ₽</a>
      </Tooltip>,
    );
    expect(screen.getByRole('link', { name: 'Сумма к оплате' })).toBeTruthy();

    // Hovered again until MUI's tooltip is there to answer (it loads after the first paint).
    const tooltip = await (async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        fireEvent.mouseOver(screen.getByRole('link', { name: 'Сумма к оплате' }));
        const shown = await screen.findByRole('tooltip', {}, { timeout: 100 }).catch(() => null);
        if (shown) return shown;
      }
      throw new Error('The tooltip never showed');
    })();
    expect(tooltip.textContent).toBe('Сумма к оплате');
    expect(screen.getByRole('link', { name: 'Сумма к оплате' })).toBeTruthy();
  });

  it("keeps the child's own name and names nothing for a described child", async () => {
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
    // Once MUI's tooltip is there, the described child is described by the title, still not named by it.
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByRole('button', { description: 'Удаление запланировано' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
  });
});
