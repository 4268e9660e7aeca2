import { readFileSync } from 'node:fs';

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  name: string;
  /** Share of the busy (non-idle) time, 0..1. */
  share: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  byPackage: ProfileShare[];
  topFunctions: ProfileShare[];
}

/** Who a stack frame belongs to: an npm package, the api's own code, Node, or V8 itself. */
function ownerOf(url: string, functionName: string): string {
  if (url === '') {
    if (functionName === '(garbage collector)') return 'V8 garbage collector';
    if (functionName === '(program)') return 'V8 / native (program)';
    return `native ${functionName || '(anonymous)'}`;
  }
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return `node core (${url.slice(5).split('/')[0]})`;
  if (url.includes('/libs/conference/')) return '@caawg11/conference';
  const inApi = /\/api\/dist\/([^/]+)\//.exec(url);
  if (inApi) return `api: ${inApi[1]}`;
  return 'other';
}

/** Self time of a V8 CPU profile, grouped by package and by function. */
export function summariseProfile(path: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  let idle = 0;
  let busy = 0;
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, micros] of selfTime) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    const owner = ownerOf(frame.url, frame.functionName);
    packages.set(owner, (packages.get(owner) ?? 0) + micros);
    const file = frame.url.split('/').slice(-2).join('/');
    const name =
      `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const shares = (map: Map<string, number>) =>
    [...map]
      .map(([name, micros]) => ({ name, share: busy === 0 ? 0 : micros / busy }))
      .sort((a, b) => b.share - a.share)
      .slice(0, top);
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    byPackage: shares(packages),
    topFunctions: shares(functions),
  };
}
