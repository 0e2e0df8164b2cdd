/**
 * The one calculator engine (document 3 §4: tariff, then configuration, then deployment type, then seats, then order):
 * it walks the steps a kind defines (engine/kinds.ts), asks for each step's data in one request at most (the desk's
 * services, a kit's details with today's tariffs), prices every line with the domain's calculator arithmetic and ends
 * with the prefilled order form.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS, MODIFIED_GROUPS, TARIFF_CHOICES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { deskQuery } from '../../../lib/shared-queries';
import { useCalculatorKit } from '../api/kit';
import {
  isBusiness,
  kitDesk,
  kitService,
  KINDS,
  MANAGER_CATEGORY,
  NO_CHOICES,
  pricedKits,
  type EngineChoices,
  type EngineKind,
  type StepId,
} from './kinds';

export type CalculatorEngineProps = {
  kind: EngineKind;
  /** Choices the address carries (the tariff of calc.typical, a group from the Business tab). */
  initial?: Partial<EngineChoices>;
  /** Shown under the counts (the rate tables of the third-party products). */
  children?: ReactNode;
  /** The tariff chosen at step 1, for a page that keeps it in its address. */
  onTariffChange?: (tariff: string) => void;
};

// The autocomplete and the count tables load after the first step's code, side by side with the step's data: a
// calculator's first visit downloads only what its first step shows (the page-weight budget).
const configurationFieldLoading = import('../components/configuration-field');
const ConfigurationField = lazy(() => configurationFieldLoading.then((m) => ({ default: m.ConfigurationField })));
const CountsStep = lazy(() => import('./counts-step').then((m) => ({ default: m.CountsStep })));

const STEP_HEADINGS: Record<StepId, string> = {
  tariff: 'Тариф',
  group: CALCULATOR_TEXTS.groupStep,
  configuration: CALCULATOR_TEXTS.configurationStep,
  deployment: CALCULATOR_TEXTS.deploymentStep,
  manager: CALCULATOR_TEXTS.managerStep,
  counts: CALCULATOR_TEXTS.workplacesStep,
};

/** The 'loading details' loader of a step whose data is on its way. */
function Loading() {
  return (
    <Typography role="status" color="textSecondary" sx={{ my: 2 }}>
      {CALCULATOR_TEXTS.loadingDetails}
    </Typography>
  );
}

function LoadError({ error }: { error: unknown }) {
  return (
    <Typography role="alert" color="error" sx={{ mb: 2 }}>
      {errorText(error)}
    </Typography>
  );
}

export function CalculatorEngine({ kind, initial, children, onTariffChange }: CalculatorEngineProps) {
  const definition = KINDS[kind];
  const [choices, setChoices] = useState<EngineChoices>({ ...NO_CHOICES, ...initial });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [clientPrices, setClientPrices] = useState<Record<string, number>>({});
  const [managerCounts, setManagerCounts] = useState<Record<string, number>>({});
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
    if ('serviceId' in patch || 'kitId' in patch || 'tariff' in patch || 'groupId' in patch) {
      setCounts({});
      setClientPrices({});
    }
  };
  const tariffMissing = definition.needsTariff && !choices.tariff;

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
          <RadioGroup
            row
            value={choices.tariff ?? ''}
            onChange={(e) => {
              choose({ tariff: e.target.value, serviceId: null, kitId: null });
              onTariffChange?.(e.target.value);
            }}
          >
            {TARIFF_CHOICES.map((t) => (
              <FormControlLabel key={t.type} value={t.type} control={<Radio />} label={t.name} />
            ))}
          </RadioGroup>
          {tariffMissing && <Typography color="textSecondary">{CALCULATOR_TEXTS.chooseTariff}</Typography>}
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
            <Suspense fallback={<Loading />}>
              <ConfigurationField
                key={`${choices.tariff ?? ''}.${choices.groupId ?? ''}`}
                label={definition.configurationLabel}
                services={configurations}
                value={configuration ?? null}
                loading={desk.isPending}
                onChange={(next) => choose({ serviceId: next?.serviceId ?? null, kitId: null })}
              />
            </Suspense>
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
          {(kit.isError || managerKit.isError) && <LoadError error={kit.error ?? managerKit.error} />}
          {kit.isPending || (choices.useManager && managerKit.isPending) ? (
            <Loading />
          ) : (
            kit.data && (
              <Suspense fallback={<Loading />}>
                <CountsStep
                  label={definition.countsLabel}
                  disabled={tariffMissing}
                  main={{
                    service,
                    kit: kit.data,
                    counts,
                    onCounts: setCounts,
                    clientPrices,
                    onClientPrices: setClientPrices,
                    title: business && configuration ? `Комплект «Бизнес», ${configuration.name}` : `${service.name}, ${kit.data.name}`,
                    ...(business && configuration && { application: configuration.resourceCode }),
                  }}
                  manager={
                    choices.useManager && managerService && managerKit.data
                      ? { service: managerService, kit: managerKit.data, counts: managerCounts, onCounts: setManagerCounts }
                      : null
                  }
                />
              </Suspense>
            )
          )}
        </>
      )}

      {children}
    </>
  );
}
