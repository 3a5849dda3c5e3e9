import { ADMIN_REPORT_FORMATS, ADMIN_REPORT_TYPES } from '@atelier/contract';
import type { AdminReportBody } from '@atelier/contract';
import FileDownIcon from 'lucide-react/icons/file-down';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { CardTitle } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useExportReport } from '../api/export-report';
import { REPORT_FORMAT_LABELS, REPORT_TYPE_LABELS } from './analytics-labels';

const TYPE_OPTIONS = ADMIN_REPORT_TYPES.map((type) => ({
  value: type,
  label: REPORT_TYPE_LABELS[type],
}));
const FORMAT_OPTIONS = ADMIN_REPORT_FORMATS.map((format) => ({
  value: format,
  label: REPORT_FORMAT_LABELS[format],
}));

/** Users, revenue, usage, credits or the audit log for a period, as CSV, PDF or Excel. */
export function ReportExportCard() {
  const [type, setType] = useState<AdminReportBody['report_type']>('users');
  const [format, setFormat] = useState<AdminReportBody['format']>('csv');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const exportReport = useExportReport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Empty dates are left out: the server then takes the last 30 days.
    const body = { report_type: type, format, from: from || undefined, to: to || undefined };
    exportReport.mutate(body, {
      onSuccess: (fileName) => toast.success(`Report exported: ${fileName}`),
      onError: (error) =>
        toast.error(errorMessage(error, 'Failed to export the report. Please try again.')),
    });
  };

  return (
    <Card>
      <CardTitle
        icon={<FileDownIcon className="size-5" aria-hidden="true" />}
        title="Export report"
        description="The last 30 days unless you choose dates (UTC, inclusive). A PDF shows the first 500 rows; CSV and Excel hold them all."
      />
      <form onSubmit={submit} className="mt-5 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label="Report type"
          value={type}
          options={TYPE_OPTIONS}
          onChange={(value) => setType(ADMIN_REPORT_TYPES.find((one) => one === value) ?? 'users')}
        />
        <SelectField
          label="Format"
          value={format}
          options={FORMAT_OPTIONS}
          onChange={(value) =>
            setFormat(ADMIN_REPORT_FORMATS.find((one) => one === value) ?? 'csv')
          }
        />
        <Field
          label="From"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <Field
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" disabled={exportReport.isPending}>
          <FileDownIcon className="size-4" aria-hidden="true" />
          {exportReport.isPending ? 'Exporting...' : 'Export'}
        </Button>
      </form>
    </Card>
  );
}
