import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@caawg11/conference/routing';
import { isLanguage, languageNames, languages } from '@caawg11/conference';
import { useLanguage } from '../i18n/language';
import { pathInLanguage } from '../i18n/paths';
import { rememberLanguage } from '../i18n/preference';

/**
 * The choice of English, Français or Português, each named in its own language. Choosing one
 * opens the same page (query and anchor kept) in that language and remembers the choice for
 * the next visit.
 */
export function LanguageSwitcher({
  labelClassName,
  selectClassName,
  onSwitch,
}: {
  labelClassName: string;
  selectClassName: string;
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {t('languageSwitcher.label')}
      </label>
      <select
        id={id}
        value={language}
        className={selectClassName}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          rememberLanguage(chosen);
          onSwitch?.();
          void navigate(`${pathInLanguage(pathname, chosen)}${search}${hash}`);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </>
  );
}
