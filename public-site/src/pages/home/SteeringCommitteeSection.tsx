import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';
import { UserIcon } from '../../components/content-icons';
import { steeringCommittee, type SteeringMember } from '../../content/committees';

function MemberPhoto({ member }: { member: SteeringMember }) {
  const { t } = useTranslation('homeSections');
  if (!member.image) {
    return (
      <span
        data-testid="photo-placeholder"
        aria-hidden="true"
        className="flex h-32 w-32 items-center justify-center rounded-full bg-brand-100 text-brand-700 ring-4 ring-white"
      >
        <UserIcon size={56} strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <img
      src={member.image}
      alt={t('committees.portrait', { name: member.name })}
      width={128}
      height={128}
      loading="lazy"
      className="h-32 w-32 rounded-full object-cover ring-4 ring-white"
    />
  );
}

export function SteeringCommitteeSection() {
  const { t } = useTranslation(['homeSections', 'home']);
  const roles = t('committees.roles', { returnObjects: true }) as Record<string, string>;
  const countries = t('countries', { returnObjects: true }) as Record<string, string>;
  return (
    <section aria-labelledby="steering-title" className="bg-brand-50/60 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="steering-title"
          eyebrow={t('committees.steeringEyebrow')}
          title={t('home:sections.steering')}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {steeringCommittee.map((member) => (
            <li
              key={member.name}
              className="flex flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm"
            >
              <MemberPhoto member={member} />
              <h3 className="mt-5 text-lg font-bold text-brand-900">{member.name}</h3>
              <p className="mt-1 font-semibold text-accent-700">{roles[member.role]}</p>
              <p className="mt-1 text-sm text-gray-600">{countries[member.organisation]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
