/**
 * A configuration kept in the page's state and mirrored to the address. The address is written once a change has
 * rendered and shows in a later render, so the address of one change may arrive after the person's next change: it must
 * not take the newer change back. Only an address the page did not ask for (a link opened, Back) replaces the
 * configuration.
 */

/** `base`: the address last seen; `search`: the address of `config`; `asked`: addresses asked for, not yet seen. */
export type Synced<T> = { config: T; base: string; search: string; asked: readonly string[] };

export function syncedFrom<T>(address: string, read: (address: string) => T): Synced<T> {
  return { config: read(address), base: address, search: address, asked: [] };
}

/** The state after a change made on the page: its address is asked for. */
export function changed<T>(current: Synced<T>, config: T, search: string): Synced<T> {
  // The address shown needs no asking, but what was asked before may still arrive.
  const asked = search === current.base ? current.asked : [...current.asked.filter((address) => address !== search), search];
  return { ...current, config, search, asked };
}

/** The state once `address` is shown: one of ours is only noted, any other is read. */
export function arrived<T>(current: Synced<T>, address: string, read: (address: string) => T): Synced<T> {
  const ours = current.asked.indexOf(address);
  if (address === current.search || ours >= 0) {
    // Addresses arrive in the order they were asked for: the ones asked before this one will not come.
    return { ...current, base: address, asked: current.asked.slice(ours + 1) };
  }
  return syncedFrom(address, read);
}
