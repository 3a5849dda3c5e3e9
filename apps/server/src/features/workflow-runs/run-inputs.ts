import { WORKFLOW_RUN_MESSAGES, type WorkflowGraph } from '@atelier/contract';
import { AppError } from '../../lib/errors';

const M = WORKFLOW_RUN_MESSAGES;

/**
 * A run's inputs against the graph's: each required one given, none the graph does not declare,
 * a number for a number and a link (http or https) or data URL for a file (422 naming it).
 */
export function checkRunInputs(
  graph: WorkflowGraph,
  inputs: Record<string, string | number>,
): Record<string, string | number> {
  const problems: string[] = [];
  for (const name of Object.keys(inputs)) {
    if (!graph.inputs[name]) problems.push(M.unknownInput(name));
  }
  const checked: Record<string, string | number> = {};
  for (const [name, definition] of Object.entries(graph.inputs)) {
    const value = inputs[name];
    if (value === undefined || value === '') {
      if (definition.required) problems.push(M.inputRequired(name));
      continue;
    }
    if (definition.type === 'number') {
      const number = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'string' && (value.trim() === '' || !Number.isFinite(number))) {
        problems.push(M.inputType(name, 'a number'));
      } else checked[name] = number;
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(M.inputType(name, 'text'));
      continue;
    }
    if (definition.type !== 'text' && !/^(https?:\/\/|data:)/i.test(value.trim())) {
      problems.push(
        M.inputType(name, `a link (http or https) or a data URL of the ${definition.type}`),
      );
      continue;
    }
    checked[name] = definition.type === 'text' ? value : value.trim();
  }
  if (problems.length > 0) {
    throw new AppError('UNPROCESSABLE', problems.join('; '), { errors: problems });
  }
  return checked;
}
