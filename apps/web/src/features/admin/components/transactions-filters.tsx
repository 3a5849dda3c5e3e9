import { ADMIN_TRANSACTION_STATUSES, AdminTransactionsQuery } from '@atelier/contract';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import type { TransactionsPageQuery } from '../api/list-transactions';
import { gatewayLabel } from './gateway-labels';
import { STATUS_LABELS } from './transactions-table';

const GATEWAYS = AdminTransactionsQuery.shape.gateway.unwrap().options;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ADMIN_TRANSACTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const GATEWAY_OPTIONS = [
  { value: '', label: 'All gateways' },
  ...GATEWAYS.map((gateway) => ({ value: gateway, label: gatewayLabel(gateway) })),
];

export interface TransactionFilterValues {
  status: string;
  gateway: string;
  from: string;
  to: string;
}

export const NO_TRANSACTION_FILTERS: TransactionFilterValues = {
  status: '',
  gateway: '',
  from: '',
  to: '',
};

/** The form's values as the API takes them: empty choices are no filter. */
export function toTransactionFilters(
  values: TransactionFilterValues,
): Omit<TransactionsPageQuery, 'page'> {
  return {
    status: ADMIN_TRANSACTION_STATUSES.find((status) => status === values.status),
    gateway: GATEWAYS.find((gateway) => gateway === values.gateway),
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

/** Status, gateway and a date range (inclusive, as the date inputs give them: YYYY-MM-DD). */
export function TransactionsFilters({
  values,
  onChange,
}: {
  values: TransactionFilterValues;
  onChange: (values: TransactionFilterValues) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Status"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...values, status })}
      />
      <SelectField
        label="Gateway"
        value={values.gateway}
        options={GATEWAY_OPTIONS}
        onChange={(gateway) => onChange({ ...values, gateway })}
      />
      <Field
        label="From"
        type="date"
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => onChange({ ...values, from: event.target.value })}
      />
      <Field
        label="To"
        type="date"
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => onChange({ ...values, to: event.target.value })}
      />
    </div>
  );
}
