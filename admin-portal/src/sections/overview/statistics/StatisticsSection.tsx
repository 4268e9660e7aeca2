import {
  formatUsd,
  revenueGroupFacts,
  revenueGroups,
  type DashboardStatistics,
} from '@caawg11/conference';
import { fetchDashboard } from '../../../api/dashboard-api';
import { usePermissions } from '../../../auth/auth-context';
import { QueryContent } from '../../../components/QueryContent';
import { percent } from '../../../format';
import { queryKeys } from '../../queries';
import { useSectionQuery } from '../../use-section-query';
import { Bar } from './Bar';
import { PaymentRing } from './PaymentRing';
import { ReviewStatisticsPanel } from './ReviewStatisticsPanel';

const card = 'rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200';

export function StatisticsSection() {
  const statistics = useSectionQuery({ queryKey: queryKeys.dashboard, queryFn: fetchDashboard });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Conference Statistics</h1>
      <QueryContent
        query={statistics}
        loading="Loading statistics"
        failure="Failed to load statistics"
      >
        {(data) => <StatisticsFigures data={data} />}
      </QueryContent>
    </div>
  );
}

function StatisticsFigures({ data }: { data: DashboardStatistics }) {
  const permissions = usePermissions();
  const total = data.totalRegistrations;
  const presenters = data.presentationTypes.oral + data.presentationTypes.poster;
  const notSubmitted = Math.max(0, total - data.verifiedPayments - data.pendingPayments);

  return (
    <>
      <section className={card}>
        <h2 className="text-lg font-semibold text-gray-900">Registration Statistics</h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-3">
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-brand-700">Registration Type Breakdown</h3>
            {revenueGroups.map((group) => (
              <Bar
                key={group}
                label={revenueGroupFacts[group].label}
                count={data.registrationTypeBreakdown[group]}
                percent={percent(data.registrationTypeBreakdown[group], total)}
              />
            ))}
          </div>
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-brand-700">Presentation Type Breakdown</h3>
            <Bar
              label="Oral Presentations"
              count={data.presentationTypes.oral}
              percent={percent(data.presentationTypes.oral, presenters)}
            />
            <Bar
              label="Poster Presentations"
              count={data.presentationTypes.poster}
              percent={percent(data.presentationTypes.poster, presenters)}
            />
          </div>
          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-brand-700">Field Trip Attendance</h3>
            <Bar
              label="Attending the field trip"
              count={data.fieldTripAttendance}
              percent={percent(data.fieldTripAttendance, total)}
            />
          </div>
        </div>
      </section>

      <section className={card}>
        <h2 className="text-lg font-semibold text-gray-900">Financial Summary</h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-brand-700">Revenue Breakdown</h3>
            <dl className="mt-3 divide-y divide-gray-100 text-sm">
              {revenueGroups.map((group) => {
                const facts = revenueGroupFacts[group];
                const count = data.registrationTypeBreakdown[group];
                return (
                  <div key={group} className="flex justify-between gap-3 py-2">
                    <dt className="text-gray-700">
                      {facts.label} (${facts.feeUsd} × {count})
                    </dt>
                    <dd className="font-medium text-gray-900">{formatUsd(count * facts.feeUsd)}</dd>
                  </div>
                );
              })}
              <div className="flex justify-between gap-3 py-2">
                <dt className="font-semibold text-gray-900">Total Revenue</dt>
                <dd className="font-bold text-brand-900">
                  {formatUsd(data.totalRevenue, { cents: true })}
                </dd>
              </div>
            </dl>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-brand-700">Payment Status</h3>
            <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row">
              <PaymentRing percent={percent(data.verifiedPayments, total)} />
              <dl className="w-full space-y-2 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="flex items-center gap-2 text-gray-700">
                    <span aria-hidden="true" className="h-3 w-3 rounded-full bg-green-700" />
                    Verified
                  </dt>
                  <dd className="font-medium text-gray-900">{data.verifiedPayments}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="flex items-center gap-2 text-gray-700">
                    <span aria-hidden="true" className="h-3 w-3 rounded-full bg-yellow-400" />
                    Pending
                  </dt>
                  <dd className="font-medium text-gray-900">{data.pendingPayments}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="flex items-center gap-2 text-gray-700">
                    <span aria-hidden="true" className="h-3 w-3 rounded-full bg-gray-300" />
                    Not Submitted
                  </dt>
                  <dd className="font-medium text-gray-900">{notSubmitted}</dd>
                </div>
              </dl>
            </div>
          </div>
        </div>
      </section>
      {permissions.can('read', 'AbstractDecision') && <ReviewStatisticsPanel />}
    </>
  );
}
