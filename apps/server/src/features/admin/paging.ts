import type { AdminPageInfo, AdminPagination } from '@atelier/contract';

/** The spec's admin paging for `total` rows at `per_page` a page (each list names its total). */
export function pagination(
  page: number,
  perPage: number,
  total: number,
): AdminPageInfo & { total: number } {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return {
    page,
    per_page: perPage,
    total_pages: totalPages,
    total,
    has_prev: page > 1,
    has_next: page < totalPages,
  };
}

/** The logs' envelope: their total is `total_logs`. */
export function logPagination(page: number, perPage: number, total: number): AdminPagination {
  const { total: totalLogs, ...info } = pagination(page, perPage, total);
  return { ...info, total_logs: totalLogs };
}
