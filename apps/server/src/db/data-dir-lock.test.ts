import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);
const writeLock = (holder: { pid: number; host?: string }) =>
  fs.writeFileSync(lockFile(), JSON.stringify({ host: os.hostname(), since: '2026-11-28T00:00:00.000Z', command: 'server.ts', ...holder }));
/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;

describe('the data directory lock', () => {
  it('names this process while held, and is gone once released', () => {
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a directory held by a running process, naming it', () => {
    writeLock({ pid: process.ppid });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is open in process ${process.ppid}`);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.ppid });
  });

  it('refuses a directory held on another host, whose processes it cannot see', () => {
    writeLock({ pid: process.ppid, host: 'another-host' });
    expect(() => lockDataDir(dir)).toThrow(/on host another-host/);
  });

  it('takes over the lock of a process that ended without releasing it (kill -9), and of a previous life of its own pid', () => {
    writeLock({ pid: Number(endedPid()) });
    lockDataDir(dir)();
    writeLock({ pid: process.pid });
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).since).not.toBe('2026-11-28T00:00:00.000Z');
    release();
  });

  it('lets the process that holds it open the directory again inside (a restore), released by the last', () => {
    const outer = lockDataDir(dir);
    const inner = lockDataDir(dir);
    inner();
    expect(fs.existsSync(lockFile())).toBe(true);
    outer();
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
