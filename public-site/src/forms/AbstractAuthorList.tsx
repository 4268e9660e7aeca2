import {
  abstractAuthorLimits,
  abstractAuthorMessages,
  isEmail,
  maxLengths,
  numberAffiliations,
  type AbstractAuthor,
} from '@caawg11/conference';
import { useEffect, useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './ErrorText';
import { TextField } from './Field';
import type { ErrorMap } from './useSubmissionForm';

/**
 * One line of the author list. The submitter's line takes its name, affiliation and e-mail
 * from the spec's fields above the list, so a visitor who adds no one sends today's form.
 */
export interface AuthorRow {
  rowKey: string;
  submitter: boolean;
  name: string;
  affiliation: string;
  country: string;
  email: string;
}

/** The part of the abstract form's values the author list reads and writes. */
export interface AuthorListValues {
  fullName: string;
  affiliation: string;
  email: string;
  authorRows: AuthorRow[];
  presenting: string;
}

export const submitterRowKey = 'submitter';

/** Where the message about the whole list (from the shared rules or the api) is kept. */
const listErrorKey = 'authors';

export const firstAuthorRows: AuthorRow[] = [
  { rowKey: submitterRowKey, submitter: true, name: '', affiliation: '', country: '', email: '' },
];

/** The error key of one field of one author line; the field's id is `abstract-<key>`. */
export const authorFieldKey = (rowKey: string, field: 'name' | 'affiliation' | 'email') =>
  `author-${rowKey}-${field}`;

/** The authors in order as the api takes them, the submitter's line filled from the fields. */
export function listedAuthorsOf(values: AuthorListValues): AbstractAuthor[] {
  return values.authorRows.map((row) => {
    const author = row.submitter
      ? { name: values.fullName, affiliation: values.affiliation, email: values.email }
      : { name: row.name, affiliation: row.affiliation, email: row.email };
    return {
      name: author.name.trim(),
      affiliation: author.affiliation.trim(),
      ...(row.country.trim() ? { country: row.country.trim() } : {}),
      ...(author.email.trim() ? { email: author.email.trim() } : {}),
      presenting: row.rowKey === values.presenting,
    };
  });
}

/**
 * Whether the list says more than the spec's fields do; when it does not, the form sends no
 * `authors` and the submission is exactly the spec's one.
 */
export function authorListAddsToSpecFields(values: AuthorListValues): boolean {
  const [only, ...others] = values.authorRows;
  return others.length > 0 || !only?.submitter || values.presenting !== only.rowKey
    ? true
    : only.country.trim() !== '';
}

/**
 * The shared author rules, told field by field: a co-author's name and affiliation, a valid
 * e-mail where one is typed, and the presenting author's e-mail. The submitter's own fields
 * are checked by the spec's rules.
 */
export function authorRowErrors(values: AuthorListValues): ErrorMap {
  const errors: ErrorMap = {};
  for (const row of values.authorRows) {
    const presenting = row.rowKey === values.presenting;
    if (row.submitter) continue;
    if (!row.name.trim())
      errors[authorFieldKey(row.rowKey, 'name')] = abstractAuthorMessages.authorName;
    if (!row.affiliation.trim()) {
      errors[authorFieldKey(row.rowKey, 'affiliation')] = abstractAuthorMessages.authorAffiliation;
    }
    const email = row.email.trim();
    if (email && !isEmail(email)) {
      errors[authorFieldKey(row.rowKey, 'email')] = abstractAuthorMessages.authorEmail;
    } else if (!email && presenting) {
      errors[authorFieldKey(row.rowKey, 'email')] = abstractAuthorMessages.presenterEmail;
    }
  }
  return errors;
}

/** The error keys of the author lines in the order they are drawn, for focusing the first. */
export function authorFieldOrder(rows: readonly AuthorRow[]): string[] {
  return rows.flatMap((row) =>
    row.submitter
      ? []
      : (['name', 'affiliation', 'email'] as const).map((field) =>
          authorFieldKey(row.rowKey, field),
        ),
  );
}

interface AbstractAuthorListProps {
  /** What the list asks for, when the page says it otherwise than the submission form. */
  hint?: string;
  errors: ErrorMap;
  idOf: (field: string) => string;
}

/**
 * The authors in order, as a journal prints them: add, remove, move up or down, one marked
 * as presenting, affiliations typed once (offered again as suggestions) and numbered.
 */
export function AbstractAuthorList({ hint, errors, idOf }: AbstractAuthorListProps) {
  const { t } = useTranslation('forms');
  // Drawn inside the abstract form's FormProvider, whose values include these.
  const { control, register, clearErrors, setValue } = useFormContext<AuthorListValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'authorRows' });
  const values = useWatch({ control }) as AuthorListValues;
  const rows = values.authorRows ?? [];
  const authors = listedAuthorsOf({ ...values, authorRows: rows });
  const { affiliations, numbers } = affiliationNumbers(authors);
  const suggestions = useId();
  const nextKey = useRef(1);
  const addButton = useRef<HTMLButtonElement>(null);
  const rowToFocus = useRef<string | null>(null);
  const full = fields.length >= abstractAuthorLimits.maxAuthors;

  // A new line is drawn on the render after it is added; its name field then takes the focus.
  useEffect(() => {
    if (!rowToFocus.current) return;
    document.getElementById(idOf(authorFieldKey(rowToFocus.current, 'name')))?.focus();
    rowToFocus.current = null;
  });

  const addAuthor = () => {
    const rowKey = `a${nextKey.current++}`;
    append(
      { rowKey, submitter: false, name: '', affiliation: '', country: '', email: '' },
      { shouldFocus: false },
    );
    rowToFocus.current = rowKey;
  };

  const removeAuthor = (index: number, rowKey: string) => {
    // The presenter goes back to the submitter (or the first author left) rather than to nobody.
    if (values.presenting === rowKey) {
      const rest = rows.filter((row) => row.rowKey !== rowKey);
      const next = rest.find((row) => row.submitter) ?? rest[0];
      if (next) setValue('presenting', next.rowKey);
    }
    remove(index);
    addButton.current?.focus();
  };

  const registerPresenting = register('presenting');
  const listError = errors[listErrorKey];

  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${idOf('authors')}-hint`}>
      <legend className="text-base font-semibold text-brand-900">{t('abstract.authors')}</legend>
      <p id={`${idOf('authors')}-hint`} className="mt-1 text-sm text-gray-600">
        {hint ?? t('abstract.authorsHint')}
      </p>
      <div id={idOf('authors')} tabIndex={-1}>
        <ErrorText id={`${idOf('authors')}-error`} message={listError} />
      </div>
      <datalist id={suggestions}>
        {affiliations.map((affiliation) => (
          <option key={affiliation} value={affiliation} />
        ))}
      </datalist>
      <ol className="mt-4 space-y-4">
        {fields.map((line, index) => {
          const row = rows[index] ?? line;
          const number = index + 1;
          const key = (field: 'name' | 'affiliation' | 'email') =>
            authorFieldKey(row.rowKey, field);
          const edited = (field: 'name' | 'affiliation' | 'email') => ({
            onChange: () => clearErrors([key(field), listErrorKey] as never),
          });
          return (
            <li key={line.id}>
              <fieldset className="rounded-lg border border-gray-300 p-4">
                <legend className="px-1 text-sm font-semibold text-gray-900">
                  {t('abstract.authorNumber', { number })}
                </legend>
                {row.submitter ? (
                  <p className="text-sm text-gray-800">
                    {values.fullName?.trim()
                      ? t('abstract.submitterAuthor', { name: values.fullName.trim() })
                      : t('abstract.submitterAuthorEmpty')}
                  </p>
                ) : (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      id={idOf(key('name'))}
                      label={t('abstract.authorName')}
                      required
                      autoComplete="off"
                      maxLength={maxLengths.name}
                      error={errors[key('name')]}
                      {...register(`authorRows.${index}.name`, edited('name'))}
                    />
                    <TextField
                      id={idOf(key('affiliation'))}
                      label={t('abstract.authorAffiliation')}
                      required
                      autoComplete="off"
                      list={suggestions}
                      maxLength={maxLengths.shortText}
                      error={errors[key('affiliation')]}
                      {...register(`authorRows.${index}.affiliation`, edited('affiliation'))}
                    />
                    <TextField
                      id={idOf(key('email'))}
                      label={t('abstract.authorEmail')}
                      inputMode="email"
                      autoComplete="off"
                      maxLength={maxLengths.email}
                      hint={t('abstract.authorEmailHint')}
                      error={errors[key('email')]}
                      {...register(`authorRows.${index}.email`, edited('email'))}
                    />
                    <TextField
                      id={idOf(`author-${row.rowKey}-country`)}
                      label={t('abstract.authorCountry')}
                      autoComplete="off"
                      maxLength={abstractAuthorLimits.countryLength}
                      {...register(`authorRows.${index}.country`)}
                    />
                  </div>
                )}
                {row.submitter && (
                  <TextField
                    id={idOf(`author-${row.rowKey}-country`)}
                    label={t('abstract.authorCountry')}
                    autoComplete="country-name"
                    className="mt-3 sm:max-w-xs"
                    maxLength={abstractAuthorLimits.countryLength}
                    {...register(`authorRows.${index}.country`)}
                  />
                )}
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-900">
                    <input
                      type="radio"
                      value={row.rowKey}
                      {...registerPresenting}
                      onChange={(event) => {
                        clearErrors([key('email'), listErrorKey] as never);
                        void registerPresenting.onChange(event);
                      }}
                      className="h-5 w-5 text-brand-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
                    />
                    {t('abstract.presenting')}
                  </label>
                  <span className="ml-auto flex gap-2">
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={t('abstract.moveUp', { number })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={t('abstract.moveDown', { number })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    {!row.submitter && fields.length > 1 && (
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={t('abstract.removeAuthor', { number })}
                        onClick={() => removeAuthor(index, row.rowKey)}
                      >
                        {t('abstract.remove')}
                      </button>
                    )}
                  </span>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-4">
        <button
          ref={addButton}
          type="button"
          onClick={addAuthor}
          disabled={full}
          aria-describedby={full ? `${idOf('authors')}-full` : undefined}
          className="min-h-11 w-full rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:border-gray-300 disabled:text-gray-500 sm:w-auto"
        >
          {t('abstract.addAuthor')}
        </button>
        {full && (
          <p id={`${idOf('authors')}-full`} className="mt-2 text-sm text-gray-700">
            {t('abstract.authorsFull', { max: abstractAuthorLimits.maxAuthors })}
          </p>
        )}
      </div>
      {authors.length > 1 && (
        <div className="mt-5 rounded-md bg-gray-50 p-4 text-sm text-gray-800">
          <h3 className="font-semibold text-gray-900">{t('abstract.asPrinted')}</h3>
          <p className="mt-1">
            {authors.map((author, index) => (
              <span key={fields[index]?.id ?? index}>
                {index > 0 && ', '}
                <span className={author.presenting ? 'underline' : undefined}>
                  {author.name || t('abstract.authorNumber', { number: index + 1 })}
                </span>
                {numbers[index] !== undefined && <sup>{numbers[index]}</sup>}
              </span>
            ))}
          </p>
          <ol className="mt-2 list-none space-y-0.5">
            {affiliations.map((affiliation, index) => (
              <li key={affiliation}>
                <sup>{index + 1}</sup> {affiliation}
              </li>
            ))}
          </ol>
          <p className="mt-2 text-xs text-gray-600">{t('abstract.presenterUnderlined')}</p>
        </div>
      )}
    </fieldset>
  );
}

/** The affiliations typed so far, numbered; an author without one yet has no number. */
function affiliationNumbers(authors: readonly AbstractAuthor[]) {
  const named = authors.filter((author) => author.affiliation);
  const numbered = numberAffiliations(named);
  let next = 0;
  const numbers = authors.map((author) =>
    author.affiliation ? numbered.numbers[next++] : undefined,
  );
  return { affiliations: numbered.affiliations, numbers };
}

const smallButton =
  'min-h-11 min-w-11 rounded-md border border-gray-400 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-40';
