import {
  abstractLanguages,
  abstractPresentationTypes,
  authorResponseLabels,
  numberAffiliations,
  subthemeTitles,
  type AdminAbstract,
  type CommitteeAuthor,
} from '@caawg11/conference';
import { formatDateTime, orDash } from '../inbox-format';
import type { InboxView } from '../inbox-types';
import { closingColumns, closingFields, openingFields, visitorLanguageField } from './shared';

export const abstractsView: InboxView<AdminAbstract> = {
  columns: [
    {
      id: 'reference',
      header: 'Reference',
      sortKey: 'reference',
      opensRecord: true,
      cell: (row) => row.reference,
    },
    { id: 'title', header: 'Title', sortKey: 'title', cell: (row) => row.title },
    {
      id: 'firstAuthor',
      header: 'First author',
      sortKey: 'firstAuthor',
      cell: (row) => row.firstAuthor,
    },
    { id: 'subtheme', header: 'Subtheme', sortKey: 'subtheme', cell: (row) => row.subtheme },
    {
      id: 'presentationType',
      header: 'Presentation type',
      sortKey: 'presentationType',
      cell: (row) => row.presentationType,
    },
    { id: 'language', header: 'Language', sortKey: 'language', cell: (row) => row.language },
    ...closingColumns<AdminAbstract>('Submitted'),
  ],
  heading: (row) => row.reference,
  fields: [
    ...openingFields<AdminAbstract>(),
    { label: 'Title', value: (row) => row.title },
    { label: 'First author', value: (row) => row.firstAuthor },
    { label: 'Affiliation', value: (row) => row.affiliation },
    { label: 'E-mail', value: (row) => row.email },
    { label: 'Phone', value: (row) => orDash(row.phone) },
    { label: 'Subtheme', value: (row) => row.subtheme },
    { label: 'Presentation type', value: (row) => row.presentationType },
    { label: 'Language', value: (row) => row.language },
    { label: 'Authors', value: (row) => <AuthorList authors={row.authors ?? []} /> },
    { label: 'Keywords', value: (row) => orDash(row.keywords.join(', ') || null) },
    {
      label: 'Abstract text',
      value: (row) =>
        row.abstractText ? (
          <>
            <p className="abstract-text">{row.abstractText}</p>
            {row.abstractTextSource === 'document' && <p>Read from the Word file.</p>}
          </>
        ) : (
          '—'
        ),
    },
    { label: 'Comments', value: (row) => orDash(row.comments) },
    { label: 'File', value: (row) => row.fileName },
    {
      label: 'Author’s answer',
      value: (row) =>
        row.authorResponse && row.authorRespondedAt
          ? `${authorResponseLabels[row.authorResponse]} on ${formatDateTime(row.authorRespondedAt)}`
          : '—',
    },
    {
      label: 'Changed by the author',
      value: (row) =>
        row.changedAfterReviewAt
          ? `Changed by the author after review started (last on ${formatDateTime(row.changedAfterReviewAt)}): reviewers may have read an earlier version`
          : '—',
    },
    visitorLanguageField<AdminAbstract>('Correspondence language'),
    ...closingFields<AdminAbstract>('Submitted'),
  ],
  filters: [
    { param: 'subtheme', label: 'Subtheme', anyLabel: 'All subthemes', options: subthemeTitles },
    {
      param: 'presentationType',
      label: 'Presentation type',
      anyLabel: 'All presentation types',
      options: abstractPresentationTypes,
    },
    { param: 'language', label: 'Language', anyLabel: 'All languages', options: abstractLanguages },
  ],
};

/** The authors in order, each with the number of their affiliation, as a journal prints them. */
function AuthorList({ authors }: { authors: readonly CommitteeAuthor[] }) {
  if (authors.length === 0) return '—';
  const { affiliations, numbers } = numberAffiliations(authors);
  return (
    <>
      <ol className="abstract-authors" aria-label="Authors">
        {authors.map((author, index) => (
          <li key={index}>
            {author.name}
            <sup>{numbers[index]}</sup>
            {author.presenting && <strong> (presenting)</strong>}
            {author.email && <> · {author.email}</>}
            {author.country && <> · {author.country}</>}
            {author.disowned && <strong> · Says this is not them</strong>}
          </li>
        ))}
      </ol>
      <ol className="abstract-affiliations" aria-label="Affiliations">
        {affiliations.map((affiliation, index) => (
          <li key={affiliation}>
            <sup>{index + 1}</sup> {affiliation}
          </li>
        ))}
      </ol>
    </>
  );
}
