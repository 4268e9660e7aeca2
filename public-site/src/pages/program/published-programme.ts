import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { programmeDayLabel, type DataResult, type PublishedProgramme } from '@caawg11/conference';
import { getJson } from '@caawg11/conference/http';

const loadTimeoutMs = 15_000;

async function fetchProgramme(): Promise<PublishedProgramme> {
  return (
    await getJson<DataResult<PublishedProgramme>>('/programme', {
      timeoutMs: loadTimeoutMs,
      credentials: 'omit',
      // The answer may be cached for a minute by apps and proxies; the page itself asks afresh so
      // an organiser who has just published sees the new programme.
      cache: 'no-cache',
    })
  ).data;
}

/** The published programme, shared by the programme and speakers pages. */
export function usePublishedProgramme() {
  return useQuery({ queryKey: ['programme'], queryFn: fetchProgramme });
}

/**
 * A day of the published programme in the page's language: English keeps the libs' label
 * ("Wednesday 1 October"), French and Portuguese format the date with Intl.
 */
export function useDayLabel(): (day: string) => string {
  const { t } = useTranslation('program');
  return (day) =>
    t('full.dayLabel', {
      label: programmeDayLabel(day),
      programmeDay: new Date(`${day}T00:00:00Z`),
    });
}
