/** The client card itself: the client's own block from the clients feature, its subscriptions from the subscriptions feature. */
import { ClientCardPage } from '../../features/clients/client-card-page';
import { CustomerSubscriptions } from '../../features/subscriptions/customer-subscriptions';

export type ClientCardViewProps = { customerId: string };

export function ClientCardView({ customerId }: ClientCardViewProps) {
  return <ClientCardPage customerId={customerId} subscriptions={<CustomerSubscriptions customerId={customerId} />} />;
}
