import { formatUsd, intlLocales } from '@caawg11/conference';
import { useLanguage } from '../../i18n/language';

/** An amount of the api ('150.00') as the page's language writes dollars. */
export function useUsd(): (amount: string | number) => string {
  const language = useLanguage();
  return (amount) =>
    language === 'en'
      ? formatUsd(Number(amount), { cents: true })
      : new Intl.NumberFormat(intlLocales[language], { style: 'currency', currency: 'USD' }).format(
          Number(amount),
        );
}
