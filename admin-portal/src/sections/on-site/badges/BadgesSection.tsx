import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  badgeLayoutLabels,
  badgeLayouts,
  choiceLists,
  participantCategories,
  paymentStatuses,
  paymentStatusLabels,
  type BadgeLayout,
} from '@caawg11/conference';
import { apiDownload } from '../../../api/client';
import { buttonClass } from '../../../components/buttons';
import { inputClass } from '../../../components/forms';

interface BadgeFilter {
  paymentStatus: string;
  participantCategory: string;
  checkedIn: string;
  changedSince: string;
  layout: BadgeLayout;
}

/** The print run's query: empty choices are left out, the date-time sent as an instant. */
export function badgesPath(filter: BadgeFilter): string {
  const query = new URLSearchParams();
  if (filter.paymentStatus) query.set('paymentStatus', filter.paymentStatus);
  if (filter.participantCategory) query.set('participantCategory', filter.participantCategory);
  if (filter.checkedIn) query.set('checkedIn', filter.checkedIn);
  if (filter.changedSince) query.set('changedSince', new Date(filter.changedSince).toISOString());
  query.set('layout', filter.layout);
  return `/admin/badges?${query.toString()}`;
}

/** Badges in bulk: every badge of a filter as one PDF, for a sheet printer or a badge printer. */
export function BadgesSection() {
  const [filter, setFilter] = useState<BadgeFilter>({
    paymentStatus: 'verified',
    participantCategory: '',
    checkedIn: '',
    changedSince: '',
    layout: 'a4-sheet',
  });
  const download = useMutation({
    mutationFn: (chosen: BadgeFilter) =>
      apiDownload(badgesPath(chosen), `badges-${chosen.layout}.pdf`),
  });
  const set = (name: keyof BadgeFilter) => (value: string) =>
    setFilter((current) => ({ ...current, [name]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    download.mutate(filter);
  }

  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Badges</h1>
        <p className="mt-1 text-gray-700">
          Print the badges of a filter as one PDF. Cancelled registrations get no badge. To print
          only what changed since the last run, give the time of that run.
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium text-gray-700">
            Payment status
            <select
              className={inputClass}
              value={filter.paymentStatus}
              onChange={(event) => set('paymentStatus')(event.target.value)}
            >
              <option value="">Any</option>
              {paymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {paymentStatusLabels[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-gray-700">
            Registration type
            <select
              className={inputClass}
              value={filter.participantCategory}
              onChange={(event) => set('participantCategory')(event.target.value)}
            >
              <option value="">Any</option>
              {participantCategories.map((category) => (
                <option key={category} value={category}>
                  {choiceLists.participantCategories[category]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-gray-700">
            Checked in
            <select
              className={inputClass}
              value={filter.checkedIn}
              onChange={(event) => set('checkedIn')(event.target.value)}
            >
              <option value="">Either</option>
              <option value="yes">Checked in on some day</option>
              <option value="no">Not checked in yet</option>
            </select>
          </label>
          <label className="block text-sm font-medium text-gray-700">
            Changed since
            <input
              type="datetime-local"
              className={inputClass}
              value={filter.changedSince}
              onChange={(event) => set('changedSince')(event.target.value)}
            />
          </label>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-gray-700">Layout</legend>
          <div className="mt-2 space-y-2">
            {badgeLayouts.map((layout) => (
              <label key={layout} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name="layout"
                  value={layout}
                  checked={filter.layout === layout}
                  onChange={() => set('layout')(layout)}
                />
                {badgeLayoutLabels[layout]}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          className={buttonClass.primary}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? 'Preparing the PDF…' : 'Download badges (PDF)'}
        </button>
        {download.isError && (
          <p role="alert" className="text-sm text-red-700">
            The badges could not be downloaded. Please try again.
          </p>
        )}
      </form>
    </div>
  );
}
