import { useQuery } from '@tanstack/react-query';
import {
  audienceKindLabels,
  audienceKinds,
  feeTable,
  participantCategories,
  paymentStatusLabels,
  paymentStatuses,
  programmeDayLabel,
  programmeDays,
  type AnnouncementAudience,
  type AudienceKind,
  type AudienceSession,
} from '@caawg11/conference';
import { failureText } from '../../../api/failure-text';
import { inputClass } from '../../../components/forms';
import { announcementsQueryKey, fetchAudienceSessions } from './announcements-api';

function toggled<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] {
  const rest = (list ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

const fieldTripChoices = { any: 'Any', yes: 'Booked the field trip', no: 'Did not book it' };

function presenters(day: string | undefined, sessionId: string | undefined): AnnouncementAudience {
  return {
    kind: 'presenters',
    ...(day === undefined ? {} : { day }),
    ...(sessionId === undefined ? {} : { sessionId }),
  };
}

function sessionLabel(session: AudienceSession): string {
  return `${session.title} · ${programmeDayLabel(session.day)} · ${session.start}–${session.end}`;
}

/**
 * Presenters narrowed by day and by session. With a day chosen only that day's sessions are
 * offered, and a session of another day is let go, so the two never contradict each other.
 */
function PresenterFields({
  audience,
  onChange,
}: {
  audience: AnnouncementAudience;
  onChange: (audience: AnnouncementAudience) => void;
}) {
  const sessions = useQuery({
    queryKey: [...announcementsQueryKey, 'sessions'],
    queryFn: fetchAudienceSessions,
  });
  const all = sessions.data ?? [];
  const offered = all.filter(
    (session) => audience.day === undefined || session.day === audience.day,
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <label className="block text-sm font-medium text-gray-700">
        Day of the programme
        <select
          className={inputClass}
          value={audience.day ?? ''}
          onChange={(event) => {
            const day = event.target.value || undefined;
            const chosen = all.find((session) => session.id === audience.sessionId);
            const keepsSession = chosen !== undefined && (day === undefined || chosen.day === day);
            onChange(presenters(day, keepsSession ? chosen.id : undefined));
          }}
        >
          <option value="">Every day, and those not placed yet</option>
          {programmeDays.map((day) => (
            <option key={day} value={day}>
              {programmeDayLabel(day)}
            </option>
          ))}
        </select>
      </label>
      <div>
        <label className="block text-sm font-medium text-gray-700">
          Session
          <select
            className={inputClass}
            value={audience.sessionId ?? ''}
            onChange={(event) =>
              onChange(presenters(audience.day, event.target.value || undefined))
            }
          >
            <option value="">Any session</option>
            {offered.map((session) => (
              <option key={session.id} value={session.id}>
                {sessionLabel(session)}
              </option>
            ))}
          </select>
        </label>
        {sessions.isError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {failureText(sessions.error, 'Failed to load the sessions of the programme')}
          </p>
        )}
      </div>
    </div>
  );
}

/** Who an announcement goes to: a kind of person, then the filters that kind knows. */
export function AudienceFields({
  audience,
  onChange,
}: {
  audience: AnnouncementAudience;
  onChange: (audience: AnnouncementAudience) => void;
}) {
  const fieldTrip = audience.fieldTrip === undefined ? 'any' : audience.fieldTrip ? 'yes' : 'no';
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">Audience</legend>
      <label className="block text-sm font-medium text-gray-700">
        Send to
        <select
          className={inputClass}
          value={audience.kind}
          onChange={(event) => onChange({ kind: event.target.value as AudienceKind })}
        >
          {audienceKinds.map((kind) => (
            <option key={kind} value={kind}>
              {audienceKindLabels[kind]}
            </option>
          ))}
        </select>
      </label>
      {audience.kind === 'registrations' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset>
            <legend className="text-sm font-medium text-gray-700">
              Payment status (any when none is ticked)
            </legend>
            {paymentStatuses.map((status) => (
              <label key={status} className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={audience.paymentStatuses?.includes(status) ?? false}
                  onChange={(event) =>
                    onChange({
                      ...audience,
                      paymentStatuses: toggled(
                        audience.paymentStatuses,
                        status,
                        event.target.checked,
                      ),
                    })
                  }
                />
                {paymentStatusLabels[status]}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-gray-700">
              Registration type (any when none is ticked)
            </legend>
            {participantCategories.map((category) => (
              <label key={category} className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={audience.participantCategories?.includes(category) ?? false}
                  onChange={(event) =>
                    onChange({
                      ...audience,
                      participantCategories: toggled(
                        audience.participantCategories,
                        category,
                        event.target.checked,
                      ),
                    })
                  }
                />
                {feeTable[category].label}
              </label>
            ))}
          </fieldset>
          <label className="block text-sm font-medium text-gray-700">
            Country
            <input
              className={inputClass}
              value={audience.country ?? ''}
              placeholder="Any"
              onChange={(event) => {
                const { country: _previous, ...rest } = audience;
                onChange(event.target.value ? { ...rest, country: event.target.value } : rest);
              }}
            />
          </label>
          <label className="block text-sm font-medium text-gray-700">
            Field trip
            <select
              className={inputClass}
              value={fieldTrip}
              onChange={(event) => {
                const { fieldTrip: _previous, ...rest } = audience;
                const choice = event.target.value;
                onChange(choice === 'any' ? rest : { ...rest, fieldTrip: choice === 'yes' });
              }}
            >
              {Object.entries(fieldTripChoices).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {audience.kind === 'presenters' && (
        <PresenterFields audience={audience} onChange={onChange} />
      )}
    </fieldset>
  );
}
