/**
 * The calculator's configuration: held in the page's state, so every control answers in the same frame, and written to
 * the address after each change (replacing the history entry), so a link reopens it. An address changed from outside
 * (a link opened, Back) is read back through the domain's rules; the page's own writes, however late, are not.
 */
import { normalisedRows, vmConfigFromQuery, vmConfigToQuery, type LicenceService, type VmConfig } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { arrived, changed, syncedFrom, type Synced } from './address-sync';

const searchOf = (config: VmConfig) => new URLSearchParams(vmConfigToQuery(config)).toString();

export function useVmConfig(licences: readonly LicenceService[]): [VmConfig, (change: (config: VmConfig) => VmConfig) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const read = (search: string): VmConfig => {
    const config = vmConfigFromQuery(Object.fromEntries(new URLSearchParams(search)));
    return { ...config, services: normalisedRows(config.services, licences) };
  };
  const [held, setHeld] = useState<Synced<VmConfig>>(() => syncedFrom(address, read));

  if (address !== held.base) setHeld(arrived(held, address, read));

  useEffect(() => {
    if (held.search !== held.base) setParams(held.search, { replace: true });
  }, [held.search, held.base, setParams]);

  const update = useCallback(
    (change: (config: VmConfig) => VmConfig) =>
      setHeld((current) => {
        const config = change(current.config);
        return changed(current, config, searchOf(config));
      }),
    [],
  );
  return [held.config, update];
}
