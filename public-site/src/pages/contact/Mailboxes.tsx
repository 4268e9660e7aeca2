import { contactTopics, mailboxes, organisers, phones, type Mailbox } from '@caawg11/conference';
import { Trans, useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon, UsersIcon, WhatsAppIcon } from '../../components/content-icons';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The organisers' roles, by their English wording in the shared facts. */
const organiserRoleKeys: Partial<Record<string, 'host' | 'committee'>> = {
  'Host association': 'host',
  'Conference organisation, Kampala': 'committee',
};

type Topic = { label: string; description: string };

export function Mailboxes() {
  const { t } = useTranslation('contact');
  const topics = t('mailboxes.topics', { returnObjects: true }) as Record<Mailbox, Topic>;
  const roles = t('mailboxes.roles', { returnObjects: true }) as Record<
    'host' | 'committee',
    string
  >;
  const roleOf = (role: string) => {
    const key = organiserRoleKeys[role];
    return key ? roles[key] : role;
  };
  return (
    <div className="space-y-8">
      <section aria-labelledby="mailboxes-title">
        <h2 id="mailboxes-title" className="text-2xl font-extrabold text-brand-900">
          {t('mailboxes.title')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {contactTopics.map((topic) => (
            <li
              key={topic.mailbox}
              className="rounded-xl border border-gray-100 bg-white p-4 shadow-sm"
            >
              <h3 className="flex items-center gap-2 font-bold text-brand-900">
                <MailIcon size={18} className="text-accent-700" />
                {topics[topic.mailbox].label}
              </h3>
              <p className="mt-1 text-sm text-gray-700">{topics[topic.mailbox].description}</p>
              <a
                href={`mailto:${mailboxes[topic.mailbox]}`}
                className="mt-2 inline-block text-sm font-semibold break-all text-brand-700 hover:underline"
              >
                {mailboxes[topic.mailbox]}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="phones-title" className="rounded-xl bg-brand-50 p-5">
        <h2 id="phones-title" className="text-lg font-bold text-brand-900">
          {t('mailboxes.phonesTitle')}
        </h2>
        <ul className="mt-3 space-y-2 text-gray-800">
          <li className="flex items-center gap-2">
            <PhoneIcon size={18} className="text-brand-700" />
            <span>
              <Trans
                t={t}
                i18nKey="mailboxes.phone"
                values={{ phone: phones.main }}
                components={{
                  // Not `link`: Trans would read it as HTML's empty <link> element.
                  number: (
                    <a href={telHref(phones.main)} className="font-semibold hover:underline" />
                  ),
                }}
              />
            </span>
          </li>
          {phones.whatsapp.map((phone) => (
            <li key={phone} className="flex items-center gap-2">
              <WhatsAppIcon size={18} className="text-brand-700" />
              <span>
                <Trans
                  t={t}
                  i18nKey="mailboxes.whatsapp"
                  values={{ phone }}
                  components={{
                    number: (
                      <a
                        href={`https://wa.me/${phone.replace(/\D/g, '')}`}
                        className="font-semibold hover:underline"
                      />
                    ),
                  }}
                />
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="organisers-title" className="rounded-xl bg-brand-50 p-5">
        <h2 id="organisers-title" className="text-lg font-bold text-brand-900">
          {t('mailboxes.organisersTitle')}
        </h2>
        <ul className="mt-3 space-y-3">
          {organisers.map((organiser) => (
            <li key={organiser.name} className="flex gap-2">
              <UsersIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-gray-900">{organiser.name}</span>
                <span className="text-sm text-gray-700">{roleOf(organiser.role)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
