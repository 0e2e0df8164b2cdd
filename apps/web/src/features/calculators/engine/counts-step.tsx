/**
 * The engine's last step, loaded once a deployment type is chosen: the count tables of the kit (and of the
 * configuration manager when it is used), their lines priced with the domain's calculator arithmetic, and the results
 * with their prefilled order forms.
 */
import {
  CALCULATOR_TEXTS,
  calculatorLines,
  calculatorTariff,
  calculatorTotals,
  DISK_10GB_CODE,
  hasSeatTiers,
  seatRange,
  seatTierLines,
  type Service,
  type ServiceKitExtended,
  type ServiceOption,
} from '@portal/domain';
import { CountTable, type CountRow } from '../components/count-table';
import { ResultPanel } from '../components/result-panel';
import { orderFormHref } from './kinds';
import type { CalculatorResult } from './result';

/** A count as the order form starts it: what the user set, else the option's default within its bounds. */
const countOf = (counts: Record<string, number>, option: ServiceOption) =>
  counts[option.serviceOptionId] ?? Math.max(option.minUsageCount, option.usageCount);

/**
 * The rows of a kit's count table and the counts an order of them carries. `clientPrices` are the client prices per
 * period the partner typed for the options that let it (kopecks by option id): they price those rows.
 */
export function kitRows(kit: ServiceKitExtended, counts: Record<string, number>, clientPrices: Record<string, number> = {}) {
  if (hasSeatTiers(kit.resourceCategory)) {
    // Seat tiers: one count of seats, all on the one tier whose range holds it.
    const tiers = kit.serviceOptions.filter((o) => o.tariff);
    const range = seatRange(tiers);
    const seats = counts.seats ?? range.min;
    const lines = seatTierLines(tiers, seats);
    const tier = lines.find((l) => l.count > 0)?.option ?? tiers[0];
    const rows: CountRow[] = [
      {
        key: 'seats',
        name: tier?.name ?? CALCULATOR_TEXTS.seatsStep,
        tariff: tier?.tariff ?? null,
        count: seats,
        min: range.min,
        max: range.max,
      },
    ];
    return { rows, orderCounts: Object.fromEntries(lines.map((l) => [l.option.serviceOptionId, l.count])) };
  }
  const rows: CountRow[] = kit.serviceOptions.map((option) => {
    const tariff = calculatorTariff(option, clientPrices[option.serviceOptionId]);
    return {
      key: option.serviceOptionId,
      name: option.name,
      tariff,
      count: countOf(counts, option),
      min: option.minUsageCount,
      max: option.maxUsageCount,
      ...(option.resourceCode === DISK_10GB_CODE && { fixedMessage: CALCULATOR_TEXTS.diskFixed }),
      ...(option.clientPriceEditable &&
        option.tariff && {
          clientPrice: { value: tariff?.clientPrice ?? null, recommended: option.tariff.clientPrice, period: option.tariff.paymentPeriod },
        }),
    };
  });
  return { rows, orderCounts: Object.fromEntries(rows.map((r) => [r.key, r.count])) };
}

type Priced = {
  service: Service;
  kit: ServiceKitExtended;
  counts: Record<string, number>;
  onCounts: (counts: Record<string, number>) => void;
  /** The client prices the partner typed (kopecks per period by option id), where the catalogue lets it. */
  clientPrices?: Record<string, number>;
  onClientPrices?: (prices: Record<string, number>) => void;
};

export type CountsStepProps = {
  /** The configuration's kit: the Business kit's (with the application) or the configuration's own. */
  main: Priced & { title: string; application?: string };
  /** The configuration manager, when it is used. */
  manager: Priced | null;
  label: string;
  /** No tariff chosen yet: the counts cannot be changed. */
  disabled: boolean;
};

function resultOf(
  priced: Priced,
  rows: CountRow[],
  orderCounts: Record<string, number>,
  title: string,
  orderLabel: string,
  application?: string,
) {
  const lines = calculatorLines(rows, new Date());
  const result: CalculatorResult = {
    title,
    lines,
    totals: calculatorTotals(lines),
    orderLabel,
    orderHref: (customerId) =>
      orderFormHref(
        priced.service,
        { kitId: priced.kit.serviceKitId, counts: orderCounts, ...(application && { application }) },
        customerId,
      ),
  };
  return result;
}

export function CountsStep({ main, manager, label, disabled }: CountsStepProps) {
  const now = new Date();
  const mainRows = kitRows(main.kit, main.counts, main.clientPrices);
  const managerRows = manager ? kitRows(manager.kit, manager.counts) : null;
  const results = [resultOf(main, mainRows.rows, mainRows.orderCounts, main.title, CALCULATOR_TEXTS.toOrder, main.application)];
  if (manager && managerRows) {
    results.push(
      resultOf(
        manager,
        managerRows.rows,
        managerRows.orderCounts,
        `${manager.service.name}, ${manager.kit.name}`,
        CALCULATOR_TEXTS.toManagerOrder,
      ),
    );
  }
  return (
    <>
      <CountTable
        label={label}
        rows={mainRows.rows}
        disabled={disabled}
        now={now}
        onCountChange={(key, count) => main.onCounts({ ...main.counts, [key]: count })}
        onClientPriceChange={(key, kopecks) => main.onClientPrices?.({ ...main.clientPrices, [key]: kopecks })}
      />
      {manager && managerRows && (
        <CountTable
          label={CALCULATOR_TEXTS.managerStep}
          rows={managerRows.rows}
          disabled={false}
          now={now}
          onCountChange={(key, count) => manager.onCounts({ ...manager.counts, [key]: count })}
        />
      )}
      {results.map((result) => (
        <ResultPanel
          key={result.title}
          result={result}
          note={result.totals.recommendedPrice === null ? CALCULATOR_TEXTS.managerNote : undefined}
        />
      ))}
    </>
  );
}
