import type { AdminPagination } from '@atelier/contract';

/** The spec's admin paging for `total` rows at `per_page` a page. */
export function pagination(page: number, perPage: number, total: number): AdminPagination {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return {
    page,
    per_page: perPage,
    total_pages: totalPages,
    total_logs: total,
    has_prev: page > 1,
    has_next: page < totalPages,
  };
}
