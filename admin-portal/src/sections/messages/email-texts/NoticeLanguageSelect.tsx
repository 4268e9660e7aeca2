import { languageNames, languages, type Language } from '@caawg11/conference';
import { inputClass } from '../../../components/forms';

/** Which language's version of the text the editor shows; each language is named in itself. */
export function NoticeLanguageSelect({
  language,
  onChange,
}: {
  language: Language;
  onChange: (language: Language) => void;
}) {
  return (
    <div className="max-w-xs">
      <label htmlFor="notice-language" className="block text-sm font-medium text-gray-700">
        Language
      </label>
      <select
        id="notice-language"
        className={inputClass}
        value={language}
        aria-describedby="notice-language-hint"
        onChange={(event) => {
          const chosen = languages.find((one) => one === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {languages.map((one) => (
          <option key={one} value={one} lang={one}>
            {languageNames[one]}
          </option>
        ))}
      </select>
      <p id="notice-language-hint" className="mt-1 text-xs text-gray-500">
        Each visitor receives the text in the language they used on the site.
      </p>
    </div>
  );
}
