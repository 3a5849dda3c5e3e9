import PlusIcon from 'lucide-react/icons/plus';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { EMPTY_PHASE } from './workflow-template-form';
import type { PhaseValues } from './workflow-template-form';

/**
 * The phases of a workflow template, each in its own group; the labels carry the phase's number
 * ("Phase 2 title") so every input has a name of its own. A template keeps at least one phase.
 */
export function WorkflowPhaseFields({
  phases,
  onChange,
}: {
  phases: PhaseValues[];
  onChange: (phases: PhaseValues[]) => void;
}) {
  const set = (index: number, field: keyof PhaseValues, value: string) =>
    onChange(phases.map((phase, at) => (at === index ? { ...phase, [field]: value } : phase)));
  const text = (index: number, field: keyof PhaseValues) => ({
    value: phases[index]?.[field] ?? '',
    onChange: (event: { target: { value: string } }) => set(index, field, event.target.value),
  });

  return (
    <div className="space-y-4">
      {phases.map((_, index) => {
        const number = index + 1;
        return (
          // Phases have no id of their own; the inputs are controlled, so the index is enough.
          <fieldset
            key={index}
            className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
              Phase {number}
            </legend>
            <Field label={`Phase ${number} title`} autoComplete="off" {...text(index, 'title')} />
            <TextareaField
              label={`Phase ${number} description`}
              rows={2}
              {...text(index, 'description')}
            />
            <Field
              label={`Phase ${number} estimated duration`}
              autoComplete="off"
              hint="For example: 1 week"
              {...text(index, 'estimated_duration')}
            />
            <TextareaField
              label={`Phase ${number} deliverables`}
              hint="One per line"
              {...text(index, 'deliverables')}
            />
            <Field
              label={`Phase ${number} recommended tools`}
              autoComplete="off"
              hint="Separated by commas"
              {...text(index, 'recommended_tools')}
            />
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="sm"
                disabled={phases.length === 1}
                onClick={() => onChange(phases.filter((__, at) => at !== index))}
              >
                Remove phase {number}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => onChange([...phases, EMPTY_PHASE])}>
        <PlusIcon className="size-4" aria-hidden="true" />
        Add phase
      </Button>
    </div>
  );
}
