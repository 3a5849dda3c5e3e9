import { ADMIN_USER_SORTS, PLAN_IDS, planLabel } from '@atelier/contract';
import type { AdminUserFilters } from '@atelier/contract';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';

export type UserSort = (typeof ADMIN_USER_SORTS)[number];

const SORT_LABELS: Record<UserSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  last_login: 'Last login',
  email: 'Email (A to Z)',
  name: 'Name (A to Z)',
  credits: 'Most credits',
};

const PLAN_OPTIONS = [
  { value: '', label: 'All plans' },
  ...PLAN_IDS.map((plan) => ({ value: plan, label: planLabel(plan) })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const SORT_OPTIONS = ADMIN_USER_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

export interface UserFilterValues {
  search: string;
  plan: string;
  status: string;
  sort: UserSort;
}

/** The form's values as the API takes them: empty choices are no filter. */
export function toApiFilters(values: UserFilterValues): AdminUserFilters {
  return {
    search: values.search.trim() || undefined,
    plan: PLAN_IDS.find((plan) => plan === values.plan),
    status: values.status === 'active' || values.status === 'inactive' ? values.status : undefined,
    sort: values.sort,
  };
}

/** Search (sent after a pause in typing), plan, status and sort over the users list. */
export function UsersFilters({
  values,
  onChange,
}: {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field
        label="Search users"
        type="search"
        placeholder="Name or email"
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.target.value })}
      />
      <SelectField
        label="Plan"
        value={values.plan}
        options={PLAN_OPTIONS}
        onChange={(plan) => onChange({ ...values, plan })}
      />
      <SelectField
        label="Status"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...values, status })}
      />
      <SelectField
        label="Sort by"
        value={values.sort}
        options={SORT_OPTIONS}
        onChange={(sort) =>
          onChange({
            ...values,
            sort: ADMIN_USER_SORTS.find((known) => known === sort) ?? 'newest',
          })
        }
      />
    </div>
  );
}
