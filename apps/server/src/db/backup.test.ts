import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBackupFile, withoutTarEntry } from './backup.ts';

describe('withoutTarEntry', () => {
  it('leaves out the one entry and keeps every other byte for byte', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tar-test-'));
    try {
      fs.mkdirSync(path.join(dir, 'base'));
      fs.writeFileSync(path.join(dir, 'base', 'page'), Buffer.alloc(1500, 7));
      fs.writeFileSync(path.join(dir, 'portal.lock'), '{"pid":1}');
      fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
      const tar = execFileSync('tar', ['--format=ustar', '-cf', '-', '-C', dir, 'base', 'portal.lock', 'PG_VERSION']);
      const filtered = path.join(dir, 'filtered.tar');
      fs.writeFileSync(filtered, withoutTarEntry(tar, 'portal.lock'));
      expect(execFileSync('tar', ['-tf', filtered], { encoding: 'utf8' }).trim().split('\n')).toEqual(['base/', 'base/page', 'PG_VERSION']);
      const out = path.join(dir, 'out');
      fs.mkdirSync(out);
      execFileSync('tar', ['-xf', filtered, '-C', out]);
      expect(fs.readFileSync(path.join(out, 'base', 'page'))).toEqual(Buffer.alloc(1500, 7));
      expect(fs.readFileSync(path.join(out, 'PG_VERSION'), 'utf8')).toBe('17\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('defaultBackupFile', () => {
  it('names what was backed up and when, in UTC, without characters a file system may refuse', () => {
    const at = new Date('2026-11-28T04:03:10.123Z');
    expect(defaultBackupFile({ kind: 'postgres', databaseUrl: 'postgres://x' }, '/b', at)).toBe(
      path.join('/b', 'portal-postgres-2026-11-28T04-03-10Z.dump'),
    );
    expect(defaultBackupFile({ kind: 'embedded', dataDir: '/d' }, '/b', at)).toBe(
      path.join('/b', 'portal-embedded-2026-11-28T04-03-10Z.tar.gz'),
    );
  });
});
