import FileSpreadsheetIcon from 'lucide-react/icons/file-spreadsheet';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useExportAdminUsers } from '../api/export-users';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/list-users';
import { EmptyRow } from './admin-table';
import { Pager } from './pager';
import { UsersFilters, toApiFilters } from './users-filters';
import type { UserFilterValues } from './users-filters';
import { UsersTable } from './users-table';

/** Typing asks the server once per pause rather than once per key. */
const SEARCH_DELAY_MS = 300;

const NO_FILTERS: UserFilterValues = { search: '', plan: '', status: '', sort: 'newest' };

/** User and Access Management (view_users): the users, 20 a page, with search and export. */
export function UsersTab() {
  const [values, setValues] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(values.search, SEARCH_DELAY_MS);
  const filters = toApiFilters({ ...values, search });
  const users = useAdminUsers({ ...filters, page });
  const exportUsers = useExportAdminUsers();

  const total = users.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const change = (next: UserFilterValues) => {
    setValues(next);
    // Other filters give other pages: start from the first.
    setPage(1);
  };
  const download = () =>
    exportUsers.mutate(filters, {
      onError: (error) =>
        toast.error(errorMessage(error, 'Failed to export users. Please try again.')),
    });

  return (
    <Card>
      <CardHeader
        title="Users"
        description={users.data ? `${total} ${total === 1 ? 'user' : 'users'}` : undefined}
        actions={
          <Button variant="secondary" size="sm" disabled={exportUsers.isPending} onClick={download}>
            <FileSpreadsheetIcon className="size-4" aria-hidden="true" />
            {exportUsers.isPending ? 'Exporting...' : 'Export to Excel'}
          </Button>
        }
      />
      <div className="mt-5">
        <UsersFilters values={values} onChange={change} />
      </div>
      <div className="mt-5" aria-busy={users.isFetching}>
        {users.isError ? (
          <Alert tone="error">Failed to load users</Alert>
        ) : users.isPending ? (
          <EmptyRow>Loading users...</EmptyRow>
        ) : users.data.users.length === 0 ? (
          <EmptyRow>No users found</EmptyRow>
        ) : (
          <UsersTable users={users.data.users} />
        )}
      </div>
      {users.isError ? null : (
        <Pager label="Users pages" page={page} totalPages={totalPages} onPage={setPage} />
      )}
    </Card>
  );
}
