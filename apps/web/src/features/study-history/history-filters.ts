import { skillIds } from '@pte/contract';
import { isQuestionTypeId } from '@pte/exam';

/** The study history's filters as the page keeps them in its address (`?skill=&type=&from=&to=&minScore=&maxScore=&page=`). */
export interface HistoryFilters {
  skill: string;
  type: string;
  from: string;
  to: string;
  minScore: string;
  maxScore: string;
  page: number;
}

/** The filter fields a learner sets (everything but the page). */
export type HistoryFilterField = Exclude<keyof HistoryFilters, 'page'>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function scoreOf(value: string | null): string {
  const score = Number(value);
  return value && Number.isInteger(score) && score >= 10 && score <= 90 ? String(score) : '';
}

/** The filters in `search`, ignoring values the API would refuse (an address typed or kept from an older page). */
export function historyFiltersOf(search: URLSearchParams): HistoryFilters {
  const skill = search.get('skill') ?? '';
  const type = search.get('type') ?? '';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const page = Number(search.get('page'));
  return {
    skill: (skillIds as readonly string[]).includes(skill) ? skill : '',
    type: isQuestionTypeId(type) ? type : '',
    from: isoDate.test(from) ? from : '',
    to: isoDate.test(to) ? to : '',
    minScore: scoreOf(search.get('minScore')),
    maxScore: scoreOf(search.get('maxScore')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address query of `filters`: only the fields set, and the page when past the first. */
export function historySearchOf(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of ['skill', 'type', 'from', 'to', 'minScore', 'maxScore'] as const) if (filters[field]) search.set(field, filters[field]);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether any filter is set. */
export function hasFilters(filters: HistoryFilters): boolean {
  return Boolean(filters.skill || filters.type || filters.from || filters.to || filters.minScore || filters.maxScore);
}
