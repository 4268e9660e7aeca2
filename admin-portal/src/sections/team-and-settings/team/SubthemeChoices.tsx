import { useId } from 'react';
import { subthemeTitles, type SubthemeTitle } from '@caawg11/conference';

interface Props {
  value: readonly SubthemeTitle[];
  onChange: (subthemes: SubthemeTitle[]) => void;
  error?: string;
}

/** One check box per conference subtheme: the abstracts a reviewer may see. */
export function SubthemeChoices({ value, onChange, error }: Props) {
  const id = useId();
  const toggle = (subtheme: SubthemeTitle, checked: boolean) =>
    // Kept in the conference's own order, whatever order they were ticked in.
    onChange(
      subthemeTitles.filter((title) => (title === subtheme ? checked : value.includes(title))),
    );
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-700">Subthemes</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {subthemeTitles.map((subtheme, index) => (
          <div key={subtheme} className="flex items-start gap-2">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              checked={value.includes(subtheme)}
              onChange={(event) => toggle(subtheme, event.target.checked)}
              className="mt-0.5 h-4 w-4 rounded border-gray-300"
            />
            <label htmlFor={`${id}-${index}`} className="text-sm text-gray-800">
              {subtheme}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
