/**
 * The client of an order: one the user picks from the orderable clients, or, on a desk whose client is fixed
 * ('Партнерам'), the partner's own client from the start.
 */
import type { Customer, DeskServices } from '@portal/domain';
import { useOrderableClients } from '../api/get-orderable-clients';
import { useTestCustomer } from '../api/get-test-customer';
import type { ClientPickerProps } from '../components/client-picker';

export type OrderClient = {
  customer: Customer | null;
  picker: Omit<ClientPickerProps, 'onChange'>;
  error: unknown;
};

/** `chosenId` is the client in the form's state; ignored where the desk fixes the client. */
export function useOrderClient(desk: Pick<DeskServices, 'clientFixed'> | undefined, chosenId: string | null): OrderClient {
  const fixed = desk?.clientFixed === true;
  const clients = useOrderableClients(desk !== undefined && !fixed);
  const own = useTestCustomer(fixed);
  const customer = fixed ? (own.data ?? null) : (clients.data?.find((c) => c.id === chosenId) ?? null);
  const source = fixed ? own : clients;
  return {
    customer,
    picker: { clients: clients.data ?? [], value: customer, fixed, loading: source.isPending },
    error: source.error,
  };
}
