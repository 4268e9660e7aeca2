import { useEffect, useRef } from 'react';

/** A table row's (or a whole page's) selection box, named for screen readers only. */
export function SelectCheckbox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  /** Some rows of the page chosen: the DOM property has no attribute, so it is set here. */
  indeterminate: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="flex items-center">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-gray-300"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}
