import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { edition, mailboxes, privacyNoticeVersion, staffRoles } from '@caawg11/conference';
import { privacyForms, privacyRoles, retentionStatements } from '../content/privacy';
import { fetchRetentionPeriods } from '../forms/calls';
import { useLocalizedPath } from '../i18n/language';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MailLink() {
  return (
    <a href={`mailto:${mailboxes.secretariat}`} className="font-medium text-brand-700 underline">
      {mailboxes.secretariat}
    </a>
  );
}

/** How long each kind of data is kept: the numbers the retention job purges by. */
function RetentionPeriods() {
  const { t } = useTranslation('privacy');
  const periods = useQuery({ queryKey: ['privacy', 'retention'], queryFn: fetchRetentionPeriods });
  if (periods.isPending) return <p className="mt-3 text-gray-700">{t('retention.loading')}</p>;
  if (periods.isError) {
    return (
      <p role="alert" className="mt-3 rounded-md bg-red-50 p-4 text-red-900">
        {t('retention.failed', { address: mailboxes.secretariat })}
      </p>
    );
  }
  const settings = periods.data.data;
  return (
    <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-700">
      {(Object.keys(retentionStatements) as (keyof typeof retentionStatements)[]).map((setting) => (
        <li key={setting}>{t(retentionStatements[setting], { count: settings[setting] })}</li>
      ))}
    </ul>
  );
}

/**
 * The privacy notice: who holds the data, what each form collects and why, who sees it, how
 * long it is kept (read from the retention settings the daily job follows) and how to ask for
 * a copy or erasure. Each form links here beside its submit button and sends this version.
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const localized = useLocalizedPath();
  return (
    <main className="flex-1 bg-gray-50 px-4 pt-28 pb-16">
      <article className="mx-auto w-full max-w-3xl rounded-xl bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-extrabold text-brand-900">{t('title')}</h1>
        <p className="mt-2 text-sm text-gray-600">
          {t('version', { version: privacyNoticeVersion })}
        </p>
        <p className="mt-4 text-gray-700">{t('intro')}</p>

        <Section id="privacy-controller" title={t('controller.title')}>
          <p className="mt-3 text-gray-700">
            {t('controller.body', {
              associationName: edition.associationName,
              associationShortName: edition.associationShortName,
            })}{' '}
            <MailLink />
          </p>
        </Section>

        <Section id="privacy-forms" title={t('formsTitle')}>
          <dl className="mt-3 space-y-4">
            {privacyForms.map((form) => (
              <div key={form} className="rounded-lg border border-gray-200 p-4">
                <dt className="font-semibold text-brand-900">{t(`${form}.name`)}</dt>
                <dd className="mt-1 text-gray-700">{t(`${form}.collects`)}</dd>
                <dd className="mt-1 text-gray-700">{t(`${form}.why`)}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="privacy-roles" title={t('rolesTitle')}>
          <p className="mt-3 text-gray-700">{t('rolesIntro')}</p>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-gray-700">
            {staffRoles.map((role) => (
              <li key={role}>
                <span className="font-semibold">{t(`${privacyRoles[role]}.name`)}</span>:{' '}
                {t(`${privacyRoles[role]}.sees`)}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="privacy-retention" title={t('retention.title')}>
          <p className="mt-3 text-gray-700">{t('retention.intro')}</p>
          <RetentionPeriods />
        </Section>

        <Section id="privacy-rights" title={t('rights.title')}>
          <p className="mt-3 text-gray-700">{t('rights.body')}</p>
          <p className="mt-3 text-gray-700">
            {t('rights.registrants')}{' '}
            <Link to={localized('/verify')} className="font-medium text-brand-700 underline">
              {t('rights.accessLink')}
            </Link>
          </p>
          <p className="mt-3 text-gray-700">
            {t('rights.others')} <MailLink />
          </p>
        </Section>
      </article>
    </main>
  );
}
