/**
 * Where a calculator's result offers the client quote. The quote is another feature, so the app composes the two:
 * it provides what to render under each result (the quote panel), and a calculator without it shows none.
 */
import { createContext, type ReactNode } from 'react';
import type { CalculatorLine } from '@portal/domain';

export type QuoteSlotProps = { lines: CalculatorLine[]; title: string; orderHref: (customerId: string | null) => string };

export type QuoteSlot = (props: QuoteSlotProps) => ReactNode;

export const QuoteSlotContext = createContext<QuoteSlot | null>(null);
