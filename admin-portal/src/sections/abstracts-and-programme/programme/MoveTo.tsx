import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  defaultTalkMinutes,
  minutesOfDay,
  programmeDayLabel,
  timeOfDay,
  type DraftSession,
} from '@caawg11/conference';
import { buttonClass } from '../../../components/buttons';

const slotMinutes = 5;

/** The start times a talk of the given length can take in an oral session. */
export function talkStarts(session: DraftSession, length: number): string[] {
  const starts: string[] = [];
  const last = minutesOfDay(session.end) - length;
  for (let minute = minutesOfDay(session.start); minute <= last; minute += slotMinutes) {
    starts.push(timeOfDay(minute));
  }
  return starts;
}

/**
 * The earliest start, on the same five-minute steps as the menu, where a talk of the given length
 * overlaps none of the session's other talks; null when it fits nowhere.
 */
export function firstFreeStart(
  session: DraftSession,
  length: number,
  abstractId: string,
): string | null {
  const taken = session.talks
    .filter((talk) => talk.abstractId !== abstractId && talk.start && talk.end)
    .map((talk) => [minutesOfDay(talk.start!), minutesOfDay(talk.end!)] as const);
  for (const start of talkStarts(session, length)) {
    const from = minutesOfDay(start);
    if (taken.every(([begin, end]) => from + length <= begin || end <= from)) return start;
  }
  return null;
}

interface MoveToProps {
  /** What the controls are about, e.g. "ABS-0042 Groundwater recharge". */
  itemLabel: string;
  sessions: readonly DraftSession[];
  currentSessionId: string | null;
  currentStart: string | null;
  /** A placed talk keeps its length when it moves; a new one gets the usual length. */
  currentEnd?: string | null;
  busy: boolean;
  onMove: (target: { sessionId: string; start?: string; end?: string }) => void;
  onRemove?: () => void;
}

/**
 * The keyboard's way to place a talk: a session, a start time when the session is oral, and a
 * button.
 */
export function MoveTo({
  itemLabel,
  sessions,
  currentSessionId,
  currentStart,
  currentEnd = null,
  busy,
  onMove,
  onRemove,
}: MoveToProps) {
  const length =
    currentStart && currentEnd
      ? minutesOfDay(currentEnd) - minutesOfDay(currentStart)
      : defaultTalkMinutes;
  const id = useId();
  const { register, control, handleSubmit } = useForm<{ sessionId: string; start: string }>({
    defaultValues: { sessionId: currentSessionId ?? '', start: currentStart ?? '' },
  });
  const [sessionId, start] = useWatch({ control, name: ['sessionId', 'start'] });
  const target = sessions.find((session) => session.id === sessionId);
  const starts = target?.kind === 'oral' ? talkStarts(target, length) : [];
  // A start the chosen session does not offer gives way to its first one.
  const chosenStart = starts.includes(start) ? start : (starts[0] ?? '');
  const days = [...new Set(sessions.map((session) => session.day))];

  const move = handleSubmit(() => {
    if (!target) return;
    if (target.kind === 'oral') {
      onMove({
        sessionId: target.id,
        start: chosenStart,
        end: timeOfDay(minutesOfDay(chosenStart) + length),
      });
    } else {
      onMove({ sessionId: target.id });
    }
  });

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => void move(event)}
    >
      <div>
        <label htmlFor={`${id}-session`} className="block text-xs font-medium text-gray-700">
          Move to<span className="sr-only"> (for {itemLabel})</span>
        </label>
        <select
          id={`${id}-session`}
          className="mt-1 max-w-xs rounded-md border border-gray-300 px-2 py-1 text-sm"
          {...register('sessionId')}
        >
          <option value="">Choose a session</option>
          {days.map((day) => (
            <optgroup key={day} label={programmeDayLabel(day)}>
              {sessions
                .filter((session) => session.day === day)
                .map((session) => (
                  <option key={session.id} value={session.id}>
                    {session.start}-{session.end} {session.title} ({session.kind})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      {target?.kind === 'oral' && (
        <div>
          <label htmlFor={`${id}-start`} className="block text-xs font-medium text-gray-700">
            Start time<span className="sr-only"> (for {itemLabel})</span>
          </label>
          <Controller
            control={control}
            name="start"
            render={({ field }) => (
              <select
                id={`${id}-start`}
                name={field.name}
                ref={field.ref}
                value={chosenStart}
                onChange={field.onChange}
                onBlur={field.onBlur}
                className="mt-1 rounded-md border border-gray-300 px-2 py-1 text-sm"
              >
                {starts.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
      )}
      <button
        type="submit"
        className={buttonClass.secondary}
        disabled={busy || !target || (target.kind === 'oral' && !chosenStart)}
        aria-label={`Move ${itemLabel}`}
      >
        Move
      </button>
      {onRemove && (
        <button
          type="button"
          className={buttonClass.link}
          disabled={busy}
          aria-label={`Remove from session: ${itemLabel}`}
          onClick={onRemove}
        >
          Remove from session
        </button>
      )}
    </form>
  );
}
