import { AuditLogsResponse } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey, queryString } from './admin-fetch';
import { ADMIN_LOG_PAGE_SIZE } from './get-credit-history';

export interface AuditLogQuery {
  page: number;
  action?: string;
}

export function listAuditLogs(query: AuditLogQuery, signal?: AbortSignal) {
  return adminFetch(
    `/security/audit-logs${queryString({ ...query, per_page: ADMIN_LOG_PAGE_SIZE })}`,
    { schema: AuditLogsResponse, signal },
  );
}

/** The staff's actions, newest first (manage_security). */
export function useAuditLogs(query: AuditLogQuery) {
  return useQuery({
    queryKey: [...adminKey, 'audit-logs', query],
    queryFn: ({ signal }) => listAuditLogs(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
