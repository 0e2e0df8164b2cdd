import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PanelTabs } from './panel-tabs';

const TABS = [
  { value: 'all', label: 'Все подписки' },
  { value: 'demoCustomer', label: 'Демо клиентов' },
  { value: 'demoPartner', label: 'Демо партнера' },
] as const;

describe('PanelTabs', () => {
  it('is a named tab list with the chosen tab selected and alone in the tab order', () => {
    render(<PanelTabs label="Списки подписок" tabs={TABS} value="demoCustomer" onChange={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Списки подписок' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Все подписки', 'false', -1],
      ['Демо клиентов', 'true', 0],
      ['Демо партнера', 'false', -1],
    ]);
  });

  it('selects a tab on a click and moves the focus with the arrow keys, Home and End', () => {
    const onChange = vi.fn();
    render(<PanelTabs label="Списки подписок" tabs={TABS} value="all" onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'Все подписки' });
    const second = screen.getByRole('tab', { name: 'Демо клиентов' });
    const third = screen.getByRole('tab', { name: 'Демо партнера' });
    fireEvent.click(screen.getByRole('tab', { name: 'Демо партнера' }));
    expect(onChange).toHaveBeenCalledWith('demoPartner');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
