/**
 * Who has the embedded database's folder open: a lock file naming the process, so that a second portal, a backup or a
 * restore never opens the folder beside another process (decision 042). PGlite's own postmaster.pid cannot tell: it
 * always says pid -42 and stays behind when a process is killed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file, inside the data directory (whose parent may not be writable). */
export const LOCK_FILE = 'portal.lock';

export type LockHolder = { pid: number; host: string; since: string; command: string };

export class DataDirInUseError extends Error {
  readonly holder: LockHolder;

  constructor(dataDir: string, holder: LockHolder) {
    const where = holder.host === os.hostname() ? '' : ` on host ${holder.host}`;
    super(
      `The embedded database in ${dataDir} is open in process ${holder.pid}${where} (${holder.command}, since ${holder.since}). ` +
        `Stop it first; if it is not running any more, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
    this.holder = holder;
  }
}

/** Folders this process holds, with how many opens: a restore takes the lock, then opens the database inside it. */
const held = new Map<string, number>();

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host, since: String(holder.since), command: String(holder.command) }
      : null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  // Another machine's process cannot be asked: it counts as running.
  if (holder.host !== os.hostname()) return true;
  // Our own pid but a folder we do not hold: a previous life of this pid (a container's pid 1 restarted).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let releaseAtExit = false;

/**
 * Takes the folder for this process, or throws DataDirInUseError naming the process that has it. A lock file left by a
 * process that ended without closing (kill -9, a power cut) is taken over. Returns the release, which removes the file.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const count = (held.get(dir) ?? 1) - 1;
    if (count > 0) return void held.set(dir, count);
    held.delete(dir);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  const count = held.get(dir);
  if (count) {
    held.set(dir, count + 1);
    return release;
  }
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    command: [path.basename(process.argv[1] ?? 'node'), ...process.argv.slice(2)].join(' '),
  };
  // Written whole under another name, then linked: the lock file appears complete or not at all, and only once.
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        fs.linkSync(draft, file);
        held.set(dir, 1);
        if (!releaseAtExit) {
          releaseAtExit = true;
          // A process that exits without closing the database (process.exit after an error) leaves no lock behind.
          process.once('exit', () => {
            for (const lockedDir of held.keys()) fs.rmSync(path.join(lockedDir, LOCK_FILE), { force: true });
          });
        }
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && isRunning(holder)) throw new DataDirInUseError(dir, holder);
      fs.rmSync(file, { force: true });
    }
    throw new Error(`Could not take ${file}: other processes keep taking it`);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
