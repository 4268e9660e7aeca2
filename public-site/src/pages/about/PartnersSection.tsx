import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';
import { partnerLogoSize, partners } from '../../content/partners';

export function PartnersSection() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="partners-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="partners-title"
          eyebrow={t('partners.eyebrow')}
          title={t('partners.title')}
        />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="flex items-center justify-center rounded-xl border border-gray-100 bg-white p-3 shadow-sm grayscale transition hover:grayscale-0"
            >
              <img
                src={partner.logo}
                alt={partner.name}
                width={partnerLogoSize.width}
                height={partnerLogoSize.height}
                loading="lazy"
                className="h-auto w-full max-w-[180px]"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
