/**
 * The calculator's configuration lives in the address (a link reopens it): read through the domain's rules, written
 * back on every change (replacing the history entry, so Back leaves the calculator rather than undoing a keystroke).
 */
import { normalisedRows, vmConfigFromQuery, vmConfigToQuery, type LicenceService, type VmConfig } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

function configOf(params: URLSearchParams, licences: readonly LicenceService[]): VmConfig {
  const read = vmConfigFromQuery(Object.fromEntries(params));
  return { ...read, services: normalisedRows(read.services, licences) };
}

export function useVmConfig(licences: readonly LicenceService[]): [VmConfig, (change: (config: VmConfig) => VmConfig) => void] {
  const [params, setParams] = useSearchParams();
  const config = useMemo(() => configOf(params, licences), [params, licences]);
  const update = useCallback(
    (change: (config: VmConfig) => VmConfig) =>
      // From the address as it is now: two changes in one event both count.
      setParams((current) => vmConfigToQuery(change(configOf(current, licences))), { replace: true }),
    [licences, setParams],
  );
  return [config, update];
}
