/**
 * The client card itself: the client's own block from the clients feature, its subscriptions from the subscriptions
 * feature, and the quotes saved for it from the quotes feature (loaded after the card: it is below the fold).
 */
import { lazy, Suspense } from 'react';
import { ClientCardPage } from '../../features/clients/client-card-page';
import { CustomerSubscriptions } from '../../features/subscriptions/customer-subscriptions';

const CustomerQuotes = lazy(() => import('../../features/quotes/customer-quotes').then((m) => ({ default: m.CustomerQuotes })));

export type ClientCardViewProps = { customerId: string };

export function ClientCardView({ customerId }: ClientCardViewProps) {
  return (
    <ClientCardPage
      customerId={customerId}
      subscriptions={
        <>
          <CustomerSubscriptions customerId={customerId} />
          <Suspense fallback={null}>
            <CustomerQuotes customerId={customerId} />
          </Suspense>
        </>
      }
    />
  );
}
