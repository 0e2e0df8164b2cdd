/** How a lead's products and a failed call read in the lists. */
import { ApiRequestError } from '../../../lib/api-client';

type Product = { productId: string; qty: number; name: string | null };

export function productsText(products: Product[]): string {
  return products.map((p) => `${p.name ?? p.productId} × ${p.qty}`).join(', ') || '—';
}

/** The spec's failure message, with the server's reason when it gave one (already asked, no longer in the pool…). */
export function failureText(message: string, error: Error): string {
  return error instanceof ApiRequestError && error.status < 500 && error.status > 0 ? `${message}: ${error.message}` : message;
}
