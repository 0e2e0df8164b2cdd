/**
 * The one calculator engine (document 3 §4: tariff, then configuration, then deployment type, then seats, then order):
 * it walks the steps a kind defines (engine/kinds.ts), asks for each step's data in one request at most (the desk's
 * services, a kit's details with today's tariffs), prices every line with the domain's calculator arithmetic and ends
 * with the prefilled order form.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  CALCULATOR_TEXTS,
  calculatorLines,
  calculatorTotals,
  DISK_10GB_CODE,
  hasSeatTiers,
  MODIFIED_GROUPS,
  seatRange,
  seatTierLines,
  TARIFF_CHOICES,
  type ServiceKitExtended,
  type ServiceOption,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { deskQuery } from '../../../lib/shared-queries';
import { useCalculatorKit } from '../api/kit';
import { ConfigurationField } from '../components/configuration-field';
import { CountTable, type CountRow } from '../components/count-table';
import { ResultPanel } from '../components/result-panel';
import {
  isBusiness,
  kitDesk,
  kitService,
  KINDS,
  MANAGER_CATEGORY,
  NO_CHOICES,
  orderFormHref,
  pricedKits,
  type EngineChoices,
  type EngineKind,
  type StepId,
} from './kinds';
import type { CalculatorResult } from './result';

export type CalculatorEngineProps = {
  kind: EngineKind;
  /** Choices the address carries (the tariff of calc.typical, a group from the Business tab). */
  initial?: Partial<EngineChoices>;
  /** Shown under the counts (the rate tables of the third-party products). */
  children?: ReactNode;
};

const STEP_HEADINGS: Record<StepId, string> = {
  tariff: 'Тариф',
  group: CALCULATOR_TEXTS.groupStep,
  configuration: CALCULATOR_TEXTS.configurationStep,
  deployment: CALCULATOR_TEXTS.deploymentStep,
  manager: CALCULATOR_TEXTS.managerStep,
  counts: CALCULATOR_TEXTS.workplacesStep,
};

/** A count as the order form starts it: what the user set, else the option's default within its bounds. */
const countOf = (counts: Record<string, number>, option: ServiceOption) =>
  counts[option.serviceOptionId] ?? Math.max(option.minUsageCount, option.usageCount);

/** The rows of a kit's count table and the counts an order of them carries. */
function kitRows(kit: ServiceKitExtended, counts: Record<string, number>) {
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
  const rows: CountRow[] = kit.serviceOptions.map((option) => ({
    key: option.serviceOptionId,
    name: option.name,
    tariff: option.tariff,
    count: countOf(counts, option),
    min: option.minUsageCount,
    max: option.maxUsageCount,
    ...(option.resourceCode === DISK_10GB_CODE && { fixedMessage: CALCULATOR_TEXTS.diskFixed }),
  }));
  return { rows, orderCounts: Object.fromEntries(rows.map((r) => [r.key, r.count])) };
}

function Loading() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }} role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography>{CALCULATOR_TEXTS.loadingDetails}</Typography>
    </Stack>
  );
}

function LoadError({ error }: { error: unknown }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {errorText(error)}
    </Alert>
  );
}

export function CalculatorEngine({ kind, initial, children }: CalculatorEngineProps) {
  const definition = KINDS[kind];
  const [choices, setChoices] = useState<EngineChoices>({ ...NO_CHOICES, ...initial });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [managerCounts, setManagerCounts] = useState<Record<string, number>>({});
  const now = new Date();
  const steps = definition.steps(choices);
  const business = isBusiness(kind, choices);

  // Step "configuration": the desk's services, one request.
  const configurationDesk = definition.configurationDesk(choices);
  const desk = useQuery({ ...deskQuery(configurationDesk ?? 'grm'), enabled: configurationDesk !== null });
  const configurations = desk.data ? definition.configurations(desk.data.services, choices) : [];
  const configuration = configurations.find((s) => s.serviceId === choices.serviceId);

  // Step "deployment type": the Business kit's desk when the result is the Business kit, one request.
  const bizDesk = useQuery({ ...deskQuery('biz'), enabled: business && Boolean(configuration) });
  const service = kitService(kind, choices, configuration, bizDesk.data?.services ?? []);
  const kits = pricedKits(service);
  // Without a deployment step, the product's one priced kit.
  const kitId = steps.includes('deployment') ? choices.kitId : (kits[0]?.serviceKitId ?? null);
  const deskOfKit = kitDesk(kind, choices);

  // Step "workplaces": the kit's options with today's tariffs, one request.
  const kit = useCalculatorKit(deskOfKit, service?.serviceId, kitId);

  // Step "configuration manager": the partners' desk, one request; its kit once it is used.
  const managerShown = steps.includes('manager') && Boolean(configuration);
  const special = useQuery({ ...deskQuery('special'), enabled: managerShown });
  const managerService = special.data?.services.find((s) => s.resourceCategory === MANAGER_CATEGORY);
  const managerKitId = pricedKits(managerService)[0]?.serviceKitId;
  const managerKit = useCalculatorKit('special', managerService?.serviceId, choices.useManager ? managerKitId : null);

  const choose = (patch: Partial<EngineChoices>) => {
    setChoices({ ...choices, ...patch });
    if ('serviceId' in patch || 'kitId' in patch || 'tariff' in patch || 'groupId' in patch) setCounts({});
  };
  const tariffMissing = definition.needsTariff && !choices.tariff;

  const { rows, orderCounts } = kit.data ? kitRows(kit.data, counts) : { rows: [], orderCounts: {} };
  const manager = managerKit.data ? kitRows(managerKit.data, managerCounts) : { rows: [], orderCounts: {} };
  const results: CalculatorResult[] = [];
  if (service && kit.data && kitId) {
    const lines = calculatorLines(rows, now);
    results.push({
      title: business && configuration ? `Комплект «Бизнес», ${configuration.name}` : `${service.name}, ${kit.data.name}`,
      lines,
      totals: calculatorTotals(lines),
      orderLabel: CALCULATOR_TEXTS.toOrder,
      orderHref: (customerId) =>
        orderFormHref(
          service,
          { kitId, counts: orderCounts, ...(business && configuration && { application: configuration.resourceCode }) },
          customerId,
        ),
    });
  }
  if (choices.useManager && managerService && managerKit.data && managerKitId) {
    const lines = calculatorLines(manager.rows, now);
    results.push({
      title: `${managerService.name}, ${managerKit.data.name}`,
      lines,
      totals: calculatorTotals(lines),
      orderLabel: CALCULATOR_TEXTS.toManagerOrder,
      orderHref: (customerId) => orderFormHref(managerService, { kitId: managerKitId, counts: manager.orderCounts }, customerId),
    });
  }

  const numbered = (step: StepId) =>
    `Шаг ${steps.indexOf(step) + 1}. ${step === 'configuration' ? definition.configurationLabel : step === 'counts' ? definition.countsLabel : STEP_HEADINGS[step]}`;
  const heading = (step: StepId) => (
    <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
      {numbered(step)}
    </Typography>
  );

  return (
    <>
      {steps.includes('tariff') && (
        <>
          {heading('tariff')}
          <RadioGroup row value={choices.tariff ?? ''} onChange={(e) => choose({ tariff: e.target.value, serviceId: null, kitId: null })}>
            {TARIFF_CHOICES.map((t) => (
              <FormControlLabel key={t.type} value={t.type} control={<Radio />} label={t.name} />
            ))}
          </RadioGroup>
          {tariffMissing && <Typography color="text.secondary">{CALCULATOR_TEXTS.chooseTariff}</Typography>}
        </>
      )}

      {steps.includes('group') && (
        <>
          {heading('group')}
          <RadioGroup
            value={choices.groupId ?? ''}
            onChange={(e) => choose({ groupId: e.target.value, serviceId: null, kitId: null, useManager: false })}
          >
            {MODIFIED_GROUPS.map((g) => (
              <FormControlLabel key={g.id} value={g.id} control={<Radio />} label={g.name} />
            ))}
          </RadioGroup>
        </>
      )}

      {configurationDesk !== null && (
        <>
          {heading('configuration')}
          {desk.isError ? (
            <LoadError error={desk.error} />
          ) : (
            <ConfigurationField
              key={`${choices.tariff ?? ''}.${choices.groupId ?? ''}`}
              label={definition.configurationLabel}
              services={configurations}
              value={configuration ?? null}
              loading={desk.isPending}
              onChange={(next) => choose({ serviceId: next?.serviceId ?? null, kitId: null })}
            />
          )}
        </>
      )}

      {steps.includes('deployment') && configuration && (
        <>
          {heading('deployment')}
          {bizDesk.isError && <LoadError error={bizDesk.error} />}
          {business && bizDesk.isPending ? (
            <Loading />
          ) : (
            <RadioGroup value={choices.kitId ?? ''} onChange={(e) => choose({ kitId: e.target.value })}>
              {kits.map((k) => (
                <FormControlLabel
                  key={k.serviceKitId}
                  value={k.serviceKitId}
                  disabled={Boolean(k.blockReason)}
                  control={<Radio />}
                  label={`${k.name}${k.blockReason ? ` — ${k.blockReason}` : ''}`}
                />
              ))}
            </RadioGroup>
          )}
        </>
      )}

      {managerShown && (
        <>
          {heading('manager')}
          <FormControlLabel
            control={<Switch checked={choices.useManager} onChange={(e) => setChoices({ ...choices, useManager: e.target.checked })} />}
            label={CALCULATOR_TEXTS.useManager}
          />
          {special.isError && <LoadError error={special.error} />}
        </>
      )}

      {kitId && service && (
        <>
          {heading('counts')}
          {kit.isError && <LoadError error={kit.error} />}
          {kit.isPending ? (
            <Loading />
          ) : (
            kit.data && (
              <CountTable
                label={definition.countsLabel}
                rows={rows}
                disabled={tariffMissing}
                now={now}
                onCountChange={(key, count) => setCounts({ ...counts, [key]: count })}
              />
            )
          )}
          {choices.useManager &&
            (managerKit.isPending ? (
              <Loading />
            ) : (
              managerKit.data && (
                <CountTable
                  label={CALCULATOR_TEXTS.managerStep}
                  rows={manager.rows}
                  disabled={false}
                  now={now}
                  onCountChange={(key, count) => setManagerCounts({ ...managerCounts, [key]: count })}
                />
              )
            ))}
        </>
      )}

      {children}

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
