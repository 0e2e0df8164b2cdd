/**
 * The frames that spent the most CPU time themselves in a V8 CPU profile (a .cpuprofile, as BENCH_HTTP_CPU_PROF writes
 * one for the HTTP benchmark's servers): self time summed by function and file, the top N printed with their share
 * of the profile.
 * Run: node --experimental-strip-types bench/cpu-profile-top.ts <file.cpuprofile> [N, default 15]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
export type Frame = { functionName: string; url: string; selfMs: number; share: number };

/** Self time by function and file, most first. A sample holds until the next one is taken. */
export function topFrames(profile: Profile, count: number): Frame[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfMicros = new Map<string, { functionName: string; url: string; micros: number }>();
  let totalMicros = 0;
  profile.samples.forEach((nodeId, index) => {
    const micros = profile.timeDeltas[index + 1] ?? 0;
    const frame = byNode.get(nodeId);
    if (!frame) return;
    const functionName = frame.functionName || '(anonymous)';
    const key = `${functionName}\u0000${frame.url}`;
    const entry = selfMicros.get(key) ?? { functionName, url: frame.url, micros: 0 };
    entry.micros += micros;
    selfMicros.set(key, entry);
    totalMicros += micros;
  });
  return [...selfMicros.values()]
    .sort((a, b) => b.micros - a.micros)
    .slice(0, count)
    .map((entry) => ({
      functionName: entry.functionName,
      url: entry.url,
      selfMs: entry.micros / 1000,
      share: totalMicros === 0 ? 0 : entry.micros / totalMicros,
    }));
}

/** A file's address as a path from the working directory (node_modules and the repository's own files alike). */
function shortUrl(url: string): string {
  if (!url.startsWith('file://')) return url;
  return path.relative(process.cwd(), new URL(url).pathname);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, count = '15'] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: node --experimental-strip-types bench/cpu-profile-top.ts <file.cpuprofile> [N]');
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  console.log(`${'self ms'.padStart(9)} ${'share'.padStart(6)}  function  (file)`);
  for (const frame of topFrames(profile, Number(count))) {
    console.log(
      `${frame.selfMs.toFixed(1).padStart(9)} ${(frame.share * 100).toFixed(1).padStart(5)}%  ${frame.functionName}  (${shortUrl(frame.url) || 'native'})`,
    );
  }
}
