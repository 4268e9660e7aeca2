import {
  abstractAuthorLimits,
  abstractDetailRules,
  checkAbstractAuthors,
  countWords,
  maxLengths,
  messages,
  requestTimeoutsMs,
  splitKeywords,
  type MyAbstract,
  type MyAbstractResult,
} from '@caawg11/conference';
import { ApiRequestError } from '@caawg11/conference/http';
import { useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AbstractAuthorList,
  authorFieldOrder,
  authorRowErrors,
  listedAuthorsOf,
  type AuthorListValues,
  type AuthorRow,
} from '../../forms/AbstractAuthorList';
import { changeMyAbstract } from '../../forms/calls';
import { describeFailure } from '../../forms/failure';
import { TextAreaField, TextField } from '../../forms/Field';
import { StatusBanner } from '../../forms/StatusBanner';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFailureText } from '../../forms/text';
import { useSubmissionForm } from '../../forms/useSubmissionForm';
import { useMessageText } from '../../i18n/message-text';

type EditValues = AuthorListValues & {
  abstractTitle: string;
  abstractText: string;
  keywords: string;
};

const idOf = (field: string) => `my-abstract-${field}`;

/** The abstract as the form starts from it; every author a line of its own. */
function valuesOf(abstract: MyAbstract): EditValues {
  const authorRows: AuthorRow[] = abstract.authors.map((author, index) => ({
    rowKey: `saved${index}`,
    submitter: false,
    name: author.name,
    affiliation: author.affiliation,
    country: author.country ?? '',
    email: author.email ?? '',
  }));
  const presenter = abstract.authors.findIndex((author) => author.presenting);
  return {
    fullName: '',
    affiliation: '',
    email: '',
    authorRows,
    presenting: authorRows[Math.max(presenter, 0)]?.rowKey ?? '',
    abstractTitle: abstract.abstractTitle,
    abstractText: abstract.abstractText ?? '',
    keywords: abstract.keywords.join(', '),
  };
}

const errorOf = (field: string, message: string | null) => (message ? { [field]: message } : {});

function editRules(values: EditValues) {
  const rowErrors = authorRowErrors(values);
  const listed = checkAbstractAuthors(listedAuthorsOf(values));
  return {
    ...(values.abstractTitle.trim() ? {} : { abstractTitle: messages.abstract.abstractTitle }),
    ...rowErrors,
    ...(Object.keys(rowErrors).length === 0 && !listed.ok ? { authors: listed.message } : {}),
    ...errorOf('abstractText', abstractDetailRules.abstractText(values.abstractText)),
    ...errorOf('keywords', abstractDetailRules.keywords(values.keywords)),
  };
}

const fieldOrder = (values: EditValues) => [
  'abstractTitle',
  'authors',
  ...authorFieldOrder(values.authorRows),
  'abstractText',
  'keywords',
];

/**
 * The author's changes to their abstract: its title, authors, text and keywords, checked by
 * the submission's rules and saved by `PUT /api/my-abstract` while the abstract is editable.
 * A refusal because editing has closed is told, and the page is read again.
 */
export function AbstractEditForm({
  token,
  abstract,
  onSaved,
  onClosed,
}: {
  token: string;
  abstract: MyAbstract;
  onSaved: (saved: MyAbstract) => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation(['myAbstract', 'forms']);
  const failureText = useFailureText();
  const messageText = useMessageText();
  const banner = useRef<HTMLDivElement>(null);

  const send = async (values: EditValues): Promise<MyAbstractResult> => {
    try {
      const answer = await changeMyAbstract(token, {
        abstractTitle: values.abstractTitle.trim(),
        authors: listedAuthorsOf(values),
        abstractText: values.abstractText,
        keywords: splitKeywords(values.keywords),
      });
      if (answer.success) onSaved(answer.data);
      return answer;
    } catch (error) {
      // Editing closed meanwhile (a score, a decision, the date): the page shows it read-only.
      if (error instanceof ApiRequestError && error.status === 409) onClosed();
      throw error;
    }
  };

  const { form, field, errors, onSubmit, sending, outcome } = useSubmissionForm({
    defaultValues: valuesOf(abstract),
    rules: editRules,
    fieldOrder,
    idOf,
    clearOnSuccess: false,
    send,
    describeFailure: (error) =>
      describeFailure(error, {
        fallback: t('saveProblem'),
        preferServerMessage: true,
        timeoutMs: requestTimeoutsMs.accessRequest,
      }),
    describeRefusal: (answer) => ({ message: answer.message || t('saveProblem') }),
  });
  const abstractText = useWatch({ control: form.control, name: 'abstractText' });
  const words = countWords(abstractText ?? '');
  const failure = outcome?.kind === 'failure' ? failureText(outcome.failure) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {outcome?.kind === 'success' && (
        <StatusBanner ref={banner} tone="success" title={t('savedTitle')}>
          <p>{messageText(outcome.answer.message)}</p>
        </StatusBanner>
      )}
      {failure && (
        <StatusBanner ref={banner} tone="error" title={t('saveFailedTitle')}>
          <p>{failure.message}</p>
          {failure.detail && <p className="mt-1">{failure.detail}</p>}
        </StatusBanner>
      )}
      <TextField
        id={idOf('abstractTitle')}
        label={t('forms:abstract.abstractTitle')}
        required
        maxLength={maxLengths.title}
        {...field('abstractTitle')}
      />
      <FormProvider {...form}>
        <AbstractAuthorList hint={t('authorsHint')} errors={errors} idOf={idOf} />
      </FormProvider>
      <TextAreaField
        id={idOf('abstractText')}
        label={t('forms:abstract.abstractText')}
        rows={10}
        hint={
          <span
            className={
              words > abstractAuthorLimits.maxWords ? 'font-semibold text-red-700' : undefined
            }
          >
            {t('forms:abstract.wordCount', { count: words, max: abstractAuthorLimits.maxWords })}
          </span>
        }
        {...field('abstractText')}
      />
      <TextField
        id={idOf('keywords')}
        label={t('forms:abstract.keywords')}
        hint={t('forms:abstract.keywordsHint', { max: abstractAuthorLimits.maxKeywords })}
        {...field('keywords')}
      />
      <div>
        <SubmitButton busy={sending} className="w-full sm:w-auto">
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
