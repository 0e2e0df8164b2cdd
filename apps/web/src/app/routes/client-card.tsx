/** The client card (client.detail.item): the client's own block from the clients feature, its subscriptions from the subscriptions feature. */
import { useParams } from 'react-router';
import { ClientCardPage } from '../../features/clients/client-card-page';
import { CustomerSubscriptions } from '../../features/subscriptions/customer-subscriptions';

export function ClientCardRoute() {
  const { customerId = '' } = useParams();
  return <ClientCardPage customerId={customerId} subscriptions={<CustomerSubscriptions customerId={customerId} />} />;
}
