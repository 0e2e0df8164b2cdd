/** The webhooks tab of a partner its distributor blocked (issue 30): the test event is stopped like a new address. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { PARTNER_BLOCK_TEXTS, WEBHOOK_TEXTS, type Participation, type WebhookEndpoint } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { participationQuery } from '../../../lib/session';
import { webhookDeliveriesQuery, webhookEndpointsQuery } from '../api/webhooks';
import { WebhooksSection } from './webhooks-section';
import { aParticipation } from '../../../test-fixtures/participation';

const ENDPOINT: WebhookEndpoint = {
  id: 'endpoint-1',
  url: 'https://hooks.example.ru/portal',
  events: ['trial.ending'],
  secret: 'whsec_c2VjcmV0',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function participation(block: Participation['block']): Participation {
  return aParticipation({ status: 'on', block });
}

/** The tab with its answers already at hand: nothing is asked of the server. */
function renderSection(block: Participation['block']) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(participationQuery.queryKey, participation(block));
  client.setQueryData(webhookEndpointsQuery.queryKey, [ENDPOINT]);
  client.setQueryData(webhookDeliveriesQuery(ENDPOINT.id, 0).queryKey, { items: [], total: 0 });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <WebhooksSection />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('WebhooksSection', () => {
  it('disables the test event of a blocked partner, with the reason beside the buttons', () => {
    renderSection({ since: '2026-11-25T09:00:00.000Z', reason: 'Задолженность по оплате' });
    expect(screen.getByRole('button', { name: WEBHOOK_TEXTS.sendTest }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: WEBHOOK_TEXTS.add }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('blocked-note').textContent).toBe(PARTNER_BLOCK_TEXTS.disabled);
    // Removing an address stays open.
    expect(screen.getByRole('button', { name: WEBHOOK_TEXTS.delete }).hasAttribute('disabled')).toBe(false);
  });

  it('offers the test event to a partner that is not blocked', () => {
    renderSection(null);
    expect(screen.getByRole('button', { name: WEBHOOK_TEXTS.sendTest }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('blocked-note')).toBeNull();
  });
});
