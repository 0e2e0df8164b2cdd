import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_KEY, followDeployments } from './billing-follows-deployments';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

function setUp() {
  const client = new QueryClient();
  clients.push(client);
  client.setQueryData([...BILLING_KEY, 'sum'], { sum: 0 });
  return { client, unsubscribe: followDeployments(client) };
}

const list = (...states: Array<[string, string]>) => ({
  items: states.map(([subscriptionId, deployStatus]) => ({ subscriptionId, deployStatus })),
  total: states.length,
});

describe('followDeployments', () => {
  it('invalidates the bill once a subscription seen settling has settled', async () => {
    const { client } = setUp();
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'DEPLOYING'], ['b', 'DEPLOYED']));
    expect(client.getQueryState([...BILLING_KEY, 'sum'])?.isInvalidated).toBe(false);
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'DEPLOYED'], ['b', 'DEPLOYED']));
    await Promise.resolve();
    expect(client.getQueryState([...BILLING_KEY, 'sum'])?.isInvalidated).toBe(true);
  });

  it('leaves the bill alone while nothing settles, and for subscriptions never seen settling', () => {
    const { client } = setUp();
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'DEPLOYED']));
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'DELETED']));
    client.setQueryData(['subscriptions', 'payandtrialcustomers'], { paycustomers: 1, trialcustomers: 0 });
    expect(client.getQueryState([...BILLING_KEY, 'sum'])?.isInvalidated).toBe(false);
  });

  it('follows a subscription from one view to another, and a single subscription answer', async () => {
    const { client } = setUp();
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'DELETING']));
    client.setQueryData(['subscriptions', 'detail', 'a'], { subscriptionId: 'a', deployStatus: 'DELETED' });
    await Promise.resolve();
    expect(client.getQueryState([...BILLING_KEY, 'sum'])?.isInvalidated).toBe(true);
  });

  it('counts an accepted order as settling: a list that first shows it settled asks for the bill again', async () => {
    const { client } = setUp();
    const order = client.getMutationCache().build(client, {
      mutationFn: () => Promise.resolve({ orderId: 'o', subscriptionId: 'a', deployStatus: 'INIT' }),
    });
    await order.execute(undefined);
    expect(client.getQueryState([...BILLING_KEY, 'sum'])?.isInvalidated).toBe(false);
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'DEPLOYED']));
    await Promise.resolve();
    expect(client.getQueryState([...BILLING_KEY, 'sum'])?.isInvalidated).toBe(true);
  });

  it('stops watching once unsubscribed', async () => {
    const { client, unsubscribe } = setUp();
    unsubscribe();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve({ subscriptionId: 'b', deployStatus: 'INIT' }) })
      .execute(undefined);
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'INIT'], ['b', 'DEPLOYED']));
    client.setQueryData(['subscriptions', 'list', 1], list(['a', 'DEPLOYED'], ['b', 'DEPLOYED']));
    await Promise.resolve();
    expect(client.getQueryState([...BILLING_KEY, 'sum'])?.isInvalidated).toBe(false);
  });
});
