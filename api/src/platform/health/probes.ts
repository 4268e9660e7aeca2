export type State = 'up' | 'down';

const probeTimeoutMs = 1000;

/** 'up' when the check settles within a second, 'down' when it fails or hangs. */
export async function probe(
  check: () => Promise<unknown>,
  timeoutMs = probeTimeoutMs,
): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessReport<Check extends string> {
  success: boolean;
  status: State;
  message: string;
  checks: Record<Check, State>;
}

/** The readiness answer for a set of checks, naming each one that is down. */
export function readinessReport<Check extends string>(
  checks: Record<Check, State>,
  names: Record<Check, string>,
): ReadinessReport<Check> {
  const missing = (Object.keys(checks) as Check[])
    .filter((check) => checks[check] === 'down')
    .map((check) => names[check]);
  const ready = missing.length === 0;
  return {
    success: ready,
    status: ready ? 'up' : 'down',
    message: ready ? 'Ready' : `Not ready: ${joinNames(missing)}`,
    checks,
  };
}

function joinNames(names: string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const liveReport = { success: true, status: 'up', message: 'Alive' } as const;
