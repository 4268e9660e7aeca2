import { contactTopics, mailboxes, organisers, phones } from '@caawg11/conference';
import { MailIcon, PhoneIcon, UsersIcon, WhatsAppIcon } from '../../components/icons';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function Mailboxes() {
  return (
    <div className="space-y-8">
      <section aria-labelledby="mailboxes-title">
        <h2 id="mailboxes-title" className="text-2xl font-extrabold text-brand-900">
          Write to the right team
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {contactTopics.map((topic) => (
            <li
              key={topic.mailbox}
              className="rounded-xl border border-gray-100 bg-white p-4 shadow-sm"
            >
              <h3 className="flex items-center gap-2 font-bold text-brand-900">
                <MailIcon size={18} className="text-accent-700" />
                {topic.label}
              </h3>
              <p className="mt-1 text-sm text-gray-700">{topic.description}</p>
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
          Phone and WhatsApp
        </h2>
        <ul className="mt-3 space-y-2 text-gray-800">
          <li className="flex items-center gap-2">
            <PhoneIcon size={18} className="text-brand-700" />
            <span>
              Phone:{' '}
              <a href={telHref(phones.main)} className="font-semibold hover:underline">
                {phones.main}
              </a>
            </span>
          </li>
          {phones.whatsapp.map((phone) => (
            <li key={phone} className="flex items-center gap-2">
              <WhatsAppIcon size={18} className="text-brand-700" />
              <span>
                WhatsApp:{' '}
                <a
                  href={`https://wa.me/${phone.replace(/\D/g, '')}`}
                  className="font-semibold hover:underline"
                >
                  {phone}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="organisers-title" className="rounded-xl bg-brand-50 p-5">
        <h2 id="organisers-title" className="text-lg font-bold text-brand-900">
          Organisers
        </h2>
        <ul className="mt-3 space-y-3">
          {organisers.map((organiser) => (
            <li key={organiser.name} className="flex gap-2">
              <UsersIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-gray-900">{organiser.name}</span>
                <span className="text-sm text-gray-700">{organiser.role}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
