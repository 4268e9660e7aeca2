import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkInCodeMaxLength,
  checkInDays,
  defaultCheckInDay,
  formatUsd,
  isDoorCode,
  typedRegistrationReference,
  type CheckInAnswer,
  type CheckInOccasion,
  type CheckInOutcome,
  type DoorRegistration,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';
import { fetchCheckInSummary, postCheckIn, searchDoor } from './check-in-api';
import { signalOutcome } from './feedback';
import {
  isUnanswered,
  loadPendingScans,
  newNonce,
  replayPendingScans,
  savePendingScans,
  type PendingScan,
  type ReplayedScan,
} from './offline-scans';
import { scanOnce } from './scanner';

const occasionLabels: Record<CheckInOccasion, string> = {
  '2025-10-01': 'Day 1 (1 October)',
  '2025-10-02': 'Day 2 (2 October)',
  '2025-10-03': 'Day 3 (3 October)',
  'field-trip': 'Field trip',
};

/** Each outcome in words and colour: a volunteer reads the colour, a colour-blind one the words. */
const outcomeLooks: Record<CheckInOutcome, { title: string; panel: string }> = {
  'checked-in': { title: 'Checked in', panel: 'bg-green-700 text-white' },
  'already-checked-in': { title: 'Already checked in', panel: 'bg-yellow-400 text-gray-900' },
  'not-paid': { title: 'Not paid', panel: 'bg-red-700 text-white' },
  cancelled: { title: 'Registration cancelled', panel: 'bg-red-700 text-white' },
  unknown: { title: 'Unknown code', panel: 'bg-gray-800 text-white' },
  revoked: { title: 'Old badge: re-issued since', panel: 'bg-red-700 text-white' },
  'not-on-field-trip': { title: 'Not on the field trip', panel: 'bg-orange-600 text-white' },
};

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
});

const retryEveryMs = 10_000;

function outcomeDetail(answer: CheckInAnswer): string | null {
  const registration = answer.registration;
  switch (answer.outcome) {
    case 'already-checked-in':
      return answer.checkedInAt
        ? `First checked in at ${time.format(new Date(answer.checkedInAt))}${answer.checkedInBy ? ` by ${answer.checkedInBy}` : ''}.`
        : null;
    case 'not-paid':
      return registration
        ? `Balance due: ${formatUsd(Number(registration.balanceDue), { cents: true })}. Send to the registration desk.`
        : null;
    case 'cancelled':
      return 'This registration was cancelled. Send to the registration desk.';
    case 'unknown':
      return 'No registration has this code. Type the reference or search the name.';
    case 'revoked':
      return 'A newer badge was printed for this delegate. Ask for it, or send to the desk.';
    case 'not-on-field-trip':
      return 'This delegate did not register for the field trip.';
    case 'checked-in':
      return null;
  }
}

function OutcomePanel({ answer }: { answer: CheckInAnswer }) {
  const look = outcomeLooks[answer.outcome];
  const detail = outcomeDetail(answer);
  return (
    <div className={`break-words rounded-lg p-5 ${look.panel}`} data-outcome={answer.outcome}>
      <p className="text-3xl font-extrabold leading-tight">{look.title}</p>
      {answer.registration && (
        <p className="mt-2 text-xl font-semibold">
          {answer.registration.name}
          <span className="block text-base font-normal">
            {answer.registration.reference} · {answer.registration.registrationType}
          </span>
        </p>
      )}
      {detail && <p className="mt-2 text-base">{detail}</p>}
    </div>
  );
}

function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return 'The scan could not be checked. Please try again.';
}

/** The door: scan a badge, or type a reference or a name, and see at once what to do. */
export function CheckInSection() {
  const queryClient = useQueryClient();
  const [occasion, setOccasion] = useState<CheckInOccasion>(() => defaultCheckInDay(new Date()));
  const [answer, setAnswer] = useState<CheckInAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [matches, setMatches] = useState<DoorRegistration[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [pending, setPending] = useState<PendingScan[]>(loadPendingScans);
  const [replayed, setReplayed] = useState<ReplayedScan[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const video = useRef<HTMLVideoElement>(null);
  const stopScan = useRef<AbortController | null>(null);
  const replaying = useRef(false);

  const summary = useQuery({
    queryKey: ['check-in-summary', occasion],
    queryFn: () => fetchCheckInSummary(occasion),
    refetchInterval: 15_000,
    retry: false,
  });

  const keepPending = useCallback((update: (scans: PendingScan[]) => PendingScan[]) => {
    setPending((scans) => {
      const next = update(scans);
      savePendingScans(next);
      return next;
    });
  }, []);

  const replay = useCallback(async () => {
    if (replaying.current) return;
    const scans = loadPendingScans();
    if (scans.length === 0 || !navigator.onLine) return;
    replaying.current = true;
    try {
      const result = await replayPendingScans(scans, (scan) =>
        postCheckIn(scan.code, scan.occasion, scan.nonce),
      );
      const done = new Set(
        [...result.answered.map((item) => item.scan), ...result.refused].map((s) => s.nonce),
      );
      keepPending((current) => current.filter((scan) => !done.has(scan.nonce)));
      const worthSeeing = result.answered.filter((item) => item.answer.outcome !== 'checked-in');
      if (worthSeeing.length > 0) setReplayed((shown) => [...worthSeeing, ...shown]);
      if (result.answered.length > 0)
        void queryClient.invalidateQueries({ queryKey: ['check-in-summary'] });
    } finally {
      replaying.current = false;
    }
  }, [keepPending, queryClient]);

  useEffect(() => {
    const cameOnline = () => {
      setOnline(true);
      void replay();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', cameOnline);
    window.addEventListener('offline', wentOffline);
    void replay();
    // A phone may say it is online while the venue's network still drops requests: try again.
    const retry = window.setInterval(() => void replay(), retryEveryMs);
    return () => {
      window.removeEventListener('online', cameOnline);
      window.removeEventListener('offline', wentOffline);
      window.clearInterval(retry);
      stopScan.current?.abort();
    };
  }, [replay]);

  async function submit(code: string) {
    const scan: PendingScan = {
      nonce: newNonce(),
      code,
      occasion,
      scannedAt: new Date().toISOString(),
    };
    setFailure(null);
    setMatches(null);
    if (!navigator.onLine) {
      keepPending((scans) => [...scans, scan]);
      setAnswer(null);
      return;
    }
    setBusy(true);
    try {
      const result = await postCheckIn(scan.code, scan.occasion, scan.nonce);
      setAnswer(result);
      signalOutcome(result.outcome);
      void queryClient.invalidateQueries({ queryKey: ['check-in-summary'] });
    } catch (error) {
      if (isUnanswered(error)) {
        keepPending((scans) => [...scans, scan]);
        setAnswer(null);
      } else {
        setAnswer(null);
        setFailure(describeFailure(error));
      }
    } finally {
      setBusy(false);
    }
  }

  async function startScan() {
    const videoElement = video.current;
    if (!videoElement) return;
    const controller = new AbortController();
    stopScan.current = controller;
    setScanning(true);
    setFailure(null);
    try {
      const code = await scanOnce(videoElement, controller.signal);
      if (code) await submit(code);
    } catch {
      setFailure(
        'The camera could not be opened. Allow the camera for this site, or type the reference.',
      );
    } finally {
      setScanning(false);
      stopScan.current = null;
    }
  }

  async function onTyped(event: FormEvent) {
    event.preventDefault();
    const text = typed.trim();
    if (!text) return;
    if (isDoorCode(text)) {
      await submit(text);
      setTyped('');
      return;
    }
    setBusy(true);
    setFailure(null);
    setAnswer(null);
    try {
      setMatches(await searchDoor(text));
    } catch (error) {
      setFailure(
        isUnanswered(error)
          ? 'No network: searching a name needs it. Type the reference instead; it is kept and sent later.'
          : describeFailure(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">Check-in</h1>
        <label className="text-sm font-medium text-gray-700">
          Checking in for
          <select
            className={inputClass}
            value={occasion}
            onChange={(event) => setOccasion(event.target.value as CheckInOccasion)}
          >
            {[...checkInDays, 'field-trip' as const].map((value) => (
              <option key={value} value={value}>
                {occasionLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <p className="text-lg font-semibold text-gray-900" aria-live="polite">
        {summary.data
          ? `${summary.data.checkedIn} of ${summary.data.expected} checked in`
          : summary.isError
            ? 'Count not available offline'
            : 'Counting…'}
        {!online && <span className="ml-2 text-sm font-normal text-red-700">Offline</span>}
      </p>

      <div className={scanning ? 'block' : 'hidden'}>
        <video
          ref={video}
          className="aspect-square w-full rounded-lg bg-black object-cover"
          muted
          playsInline
          aria-label="Camera view"
        />
        <button
          type="button"
          className={`${buttonClass.secondary} mt-2 w-full`}
          onClick={() => stopScan.current?.abort()}
        >
          Stop the camera
        </button>
      </div>
      {!scanning && (
        <button
          type="button"
          className="w-full rounded-lg bg-brand-900 px-4 py-6 text-2xl font-bold text-white hover:bg-brand-700 disabled:opacity-60"
          disabled={busy}
          onClick={() => void startScan()}
        >
          Scan
        </button>
      )}

      <div role="status" aria-live="assertive">
        {answer && <OutcomePanel answer={answer} />}
        {failure && (
          <p className="rounded-lg bg-red-50 p-4 text-base text-red-800 ring-1 ring-red-200">
            {failure}
          </p>
        )}
      </div>

      <form onSubmit={(event) => void onTyped(event)} className="space-y-2">
        <label className="block text-sm font-medium text-gray-700">
          Reference or name
          <input
            className={`${inputClass} text-lg`}
            value={typed}
            maxLength={checkInCodeMaxLength}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="CAAWG11-0042 or a name"
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className={`${buttonClass.primary} w-full py-3`} disabled={busy}>
          Check in or search
        </button>
      </form>

      {matches && (
        <section aria-label="Registrations found">
          {matches.length === 0 ? (
            <p className="text-gray-700">No registration matches this name.</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-lg bg-white ring-1 ring-gray-200">
              {matches.map((match) => (
                <li key={match.id} className="flex items-center justify-between gap-2 p-3">
                  <span>
                    <span className="block font-semibold">{match.name}</span>
                    <span className="block text-sm text-gray-600">
                      {match.reference} · {match.registrationType} ·{' '}
                      {match.paid
                        ? 'paid'
                        : `not paid (${formatUsd(Number(match.balanceDue), { cents: true })} due)`}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={buttonClass.primary}
                    disabled={busy}
                    aria-label={`Check in ${match.name}`}
                    onClick={() => void submit(match.reference)}
                  >
                    Check in
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {pending.length > 0 && (
        <section
          aria-label="Waiting for the network"
          className="rounded-lg bg-yellow-50 p-4 ring-1 ring-yellow-200"
        >
          <h2 className="font-semibold text-gray-900">
            {pending.length === 1
              ? '1 scan waiting for the network'
              : `${pending.length} scans waiting for the network`}
          </h2>
          <p className="text-sm text-gray-700">
            They are kept on this phone and sent when the network is back; let the delegates in and
            check the results below.
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {pending.map((scan) => (
              <li key={scan.nonce}>
                Pending: {typedRegistrationReference(scan.code) ?? 'badge'} at{' '}
                {time.format(new Date(scan.scannedAt))}
              </li>
            ))}
          </ul>
        </section>
      )}

      {replayed.length > 0 && (
        <section aria-label="Scans made offline to look at" className="space-y-2">
          <div className="flex items-center justify-between">
            <h2 className="font-semibold text-gray-900">Scans made offline to look at</h2>
            <button type="button" className={buttonClass.link} onClick={() => setReplayed([])}>
              Clear
            </button>
          </div>
          <ul className="space-y-2">
            {replayed.map(({ scan, answer: result }) => (
              <li key={scan.nonce}>
                <OutcomePanel answer={result} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
