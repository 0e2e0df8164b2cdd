/** An option's month price at its active count; '-' and 'Бесплатно' while a trial runs. */
import { isOnTrial, type SubscriptionDetail, type SubscriptionOption } from '@portal/domain';
import { PriceCell } from './price-cell';

export type OptionPriceProps = { detail: Pick<SubscriptionDetail, 'usageMode' | 'trialEnd'>; option: SubscriptionOption };

export function OptionPrice({ detail, option }: OptionPriceProps) {
  return <PriceCell subscription={{ onTrial: isOnTrial(detail, new Date()), price: option.monthPrice }} />;
}
