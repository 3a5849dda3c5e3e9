import { useId } from 'react';
import { FieldFrame, inputClasses } from './field';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with the same group are listed together under its name. */
  group?: string;
}

/** A labelled native select, styled like the text inputs. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} mt-1.5`}
      >
        {groupsOf(options).map(([group, list]) =>
          group ? (
            <optgroup key={group} label={group}>
              {list.map(optionOf)}
            </optgroup>
          ) : (
            list.map(optionOf)
          ),
        )}
      </select>
    </FieldFrame>
  );
}

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

/** Options in their groups, in the order the groups first appear (ungrouped ones as one run). */
function groupsOf(options: readonly SelectOption[]): [string, SelectOption[]][] {
  const groups = new Map<string, SelectOption[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  return [...groups.entries()];
}
