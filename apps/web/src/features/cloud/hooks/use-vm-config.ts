/**
 * The calculator's configuration: held in the page's state, so every control answers in the same frame, and written to
 * the address after each change (replacing the history entry), so a link reopens it. An address changed from outside
 * (a link opened, Back) is read back through the domain's rules.
 */
import { normalisedRows, vmConfigFromQuery, vmConfigToQuery, type LicenceService, type VmConfig } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/router';

function configOf(search: string, licences: readonly LicenceService[]): VmConfig {
  const read = vmConfigFromQuery(Object.fromEntries(new URLSearchParams(search)));
  return { ...read, services: normalisedRows(read.services, licences) };
}

const searchOf = (config: VmConfig) => new URLSearchParams(vmConfigToQuery(config)).toString();

/** `base`: the address last read or written; `search`: the address of `config`, written once it differs. */
type Held = { config: VmConfig; base: string; search: string };

export function useVmConfig(licences: readonly LicenceService[]): [VmConfig, (change: (config: VmConfig) => VmConfig) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [held, setHeld] = useState<Held>(() => ({ config: configOf(address, licences), base: address, search: address }));

  if (address !== held.base) {
    // Our own write arrived, or the address was changed from outside: then it decides.
    setHeld(address === held.search ? { ...held, base: address } : { config: configOf(address, licences), base: address, search: address });
  }

  useEffect(() => {
    if (held.search !== held.base) setParams(held.search, { replace: true });
  }, [held.search, held.base, setParams]);

  const update = useCallback(
    (change: (config: VmConfig) => VmConfig) =>
      setHeld((current) => {
        const config = change(current.config);
        return { ...current, config, search: searchOf(config) };
      }),
    [],
  );
  return [held.config, update];
}
