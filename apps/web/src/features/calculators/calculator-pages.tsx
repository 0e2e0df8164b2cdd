/**
 * The calculator routes (document 3 §2): each is the one engine with its kind's steps. calc.typical takes the tariff
 * from its address; calc.industry and calc.modified take ?tariff= and ?group= from the Business tab's links.
 */
import { MODIFIED_GROUPS, tariffChoice } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { deskQuery } from '../../lib/shared-queries';
import { CalculatorFrame } from './components/calculator-frame';
import { lazy, Suspense } from 'react';
import { CalculatorEngine } from './engine/calculator-engine';
import { KINDS, NO_CHOICES } from './engine/kinds';

const RateTables = lazy(() => import('./components/rate-tables').then((m) => ({ default: m.RateTables })));

export function TypicalCalculatorPage() {
  const { tariff } = useParams();
  const navigate = useNavigate();
  const initial = tariffChoice(tariff)?.type ?? null;
  return (
    <CalculatorFrame title={KINDS.typical.title}>
      <CalculatorEngine
        key={initial ?? ''}
        kind="typical"
        initial={{ tariff: initial }}
        // calc.typical keeps its tariff parameter: the address names the chosen tariff.
        onTariffChange={(next) => void navigate(paths['calc.typical'].path.replace(':tariff?', next), { replace: true })}
      />
    </CalculatorFrame>
  );
}

export function IndustryCalculatorPage() {
  const [search] = useSearchParams();
  const initial = tariffChoice(search.get('tariff'))?.type ?? null;
  return (
    <CalculatorFrame title={KINDS.industry.title}>
      <CalculatorEngine key={initial ?? ''} kind="industry" initial={{ tariff: initial }} />
    </CalculatorFrame>
  );
}

export function ModifiedCalculatorPage() {
  const [search] = useSearchParams();
  const group = MODIFIED_GROUPS.find((g) => g.id === search.get('group'))?.id ?? null;
  return (
    <CalculatorFrame title={KINDS.modified.title}>
      <CalculatorEngine key={group ?? ''} kind="modified" initial={{ groupId: group }} />
    </CalculatorFrame>
  );
}

export function PrivateCalculatorPage() {
  return (
    <CalculatorFrame title={KINDS.private.title}>
      <CalculatorEngine kind="private" />
    </CalculatorFrame>
  );
}

export function OtherCalculatorPage() {
  // The products the calculator offers (the engine asks for the same desk) have their tariffs in the tables below it.
  const desk = useQuery(deskQuery('other'));
  const products = KINDS.other.configurations(desk.data?.services ?? [], NO_CHOICES).map((s) => s.name);
  return (
    <CalculatorFrame title={KINDS.other.title}>
      <CalculatorEngine kind="other">
        <Suspense fallback={null}>
          <RateTables
            title="Тарифы на продукты сторонних вендоров для партнеров"
            paragraphTop="Цены партнера и рекомендованные цены для клиента действуют с начала текущего месяца. Оплата — ежемесячно по счету."
            serviceNames={products}
          />
        </Suspense>
      </CalculatorEngine>
    </CalculatorFrame>
  );
}
