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
} from '@caawg11/conference';
import { inputClass } from '../../components/forms';

function toggled<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] {
  const rest = (list ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

const fieldTripChoices = { any: 'Any', yes: 'Booked the field trip', no: 'Did not book it' };

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
        <label className="block text-sm font-medium text-gray-700">
          Day of the programme
          <select
            className={inputClass}
            value={audience.day ?? ''}
            onChange={(event) =>
              onChange(
                event.target.value
                  ? { kind: 'presenters', day: event.target.value }
                  : { kind: 'presenters' },
              )
            }
          >
            <option value="">Every day, and those not placed yet</option>
            {programmeDays.map((day) => (
              <option key={day} value={day}>
                {programmeDayLabel(day)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
