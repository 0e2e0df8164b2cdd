import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkTabs } from './link-tabs';

describe('LinkTabs', () => {
  it('is a named navigation of links, the current one marked as the page', () => {
    render(
      <LinkTabs
        label="Разделы клиентов"
        tabs={[
          { href: '#/client/all', label: 'Клиенты', current: false },
          { href: '#/client/payed', label: 'Платные подписки', current: true },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Разделы клиентов' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Клиенты', '#/client/all', null],
      ['Платные подписки', '#/client/payed', 'page'],
    ]);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
