import type { WorkflowToolList } from '@atelier/contract';
import { freeImageStep, imageStep, promptStep, textStep, videoStep } from './generation-steps';
import {
  musicStep,
  productImageAdStep,
  productVideoAdStep,
  reimagineImageStep,
  reimagineVideoStep,
  songStep,
  voiceOverStep,
} from './media-steps';
import { joinStep, splitStep, translateStep } from './plain-steps';
import { describeTool, type WorkflowTool } from './workflow-tool';

/** Every tool a workflow node may use, in the order the editor lists them. */
export const WORKFLOW_TOOLS: readonly WorkflowTool[] = [
  textStep,
  promptStep,
  freeImageStep,
  imageStep,
  videoStep,
  reimagineImageStep,
  reimagineVideoStep,
  productImageAdStep,
  productVideoAdStep,
  voiceOverStep,
  songStep,
  musicStep,
  translateStep,
  splitStep,
  joinStep,
];

const BY_ID = new Map(WORKFLOW_TOOLS.map((tool) => [tool.id, tool]));

export function workflowTool(id: string): WorkflowTool | undefined {
  return BY_ID.get(id);
}

export function listWorkflowTools(): WorkflowToolList {
  return { tools: WORKFLOW_TOOLS.map(describeTool) };
}
