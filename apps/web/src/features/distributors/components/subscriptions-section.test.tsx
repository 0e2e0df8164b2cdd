import { render, screen } from '@testing-library/react';
import { PARTNER_DETAILS_TEXTS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SubscriptionsSection } from './subscriptions-section';

const section = (customers: Parameters<typeof SubscriptionsSection>[0]['customers']) => (
  <SubscriptionsSection title={PARTNER_DETAILS_TEXTS.ownSection} customers={customers} emptyText={PARTNER_DETAILS_TEXTS.noSubscriptions} />
);

describe('SubscriptionsSection', () => {
  it("is busy with skeleton rows until the month's answer, and says the month is empty only after an empty answer", () => {
    const { rerender } = render(section(undefined));
    const table = screen.getByRole('table', { name: PARTNER_DETAILS_TEXTS.ownSection });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByText(PARTNER_DETAILS_TEXTS.noSubscriptions)).toBeNull();

    rerender(section([]));
    expect(screen.getByRole('status').textContent).toBe(PARTNER_DETAILS_TEXTS.noSubscriptions);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
