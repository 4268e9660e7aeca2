import {
  adminPageSizeDefault,
  inboxSortKeys,
  inboxStatuses,
  type InboxName,
  type ListSortOrder,
} from '@caawg11/conference';
import type { InboxChoiceFilter } from './inbox-types';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const assigneeValue = /^(me|none|[1-9]\d{0,18})$/;

/** Where a list stands: its page and order, as the URL holds them. */
export interface ListPosition {
  page: number;
  sort: string;
  order: ListSortOrder;
}

export function listPosition(name: InboxName, params: URLSearchParams): ListPosition {
  const sortKeys: readonly string[] = inboxSortKeys[name];
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sort: sortKeys.includes(sort) ? sort : 'createdAt',
    // The api sorts newest first unless told otherwise.
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/**
 * The filters and order of the URL that the api would accept, named as it names them: a value
 * typed into the address bar that the api would refuse is left out rather than failing the list.
 */
export function filterQuery(
  name: InboxName,
  filters: readonly InboxChoiceFilter[],
  params: URLSearchParams,
): URLSearchParams {
  const query = new URLSearchParams();
  const keep = (key: string, valid: (value: string) => boolean) => {
    const value = params.get(key)?.trim() ?? '';
    if (value !== '' && valid(value)) query.set(key, value);
  };
  const statuses: readonly string[] = inboxStatuses[name];
  keep('status', (value) => statuses.includes(value));
  keep('q', (value) => value.length <= 200);
  keep('assignee', (value) => assigneeValue.test(value));
  keep('from', (value) => calendarDay.test(value));
  keep('to', (value) => calendarDay.test(value));
  for (const filter of filters) keep(filter.param, (value) => filter.options.includes(value));
  const position = listPosition(name, params);
  if (params.has('sort')) {
    query.set('sort', position.sort);
    query.set('order', position.order);
  }
  return query;
}

/** The api query of the page the URL shows. */
export function pageQuery(
  name: InboxName,
  filters: readonly InboxChoiceFilter[],
  params: URLSearchParams,
): URLSearchParams {
  const query = filterQuery(name, filters, params);
  query.set('page', String(listPosition(name, params).page));
  query.set('limit', String(adminPageSizeDefault));
  return query;
}
