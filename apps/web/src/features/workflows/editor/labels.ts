import type {
  WorkflowInputType,
  WorkflowRunStatus,
  WorkflowStepStatus,
  WorkflowToolGroup,
} from '@atelier/contract';
import type { BadgeTone } from '../../../components/ui/badge';

/** Message ids of the palette's groups, in the menu's words. */
export const GROUP_LABELS: Record<WorkflowToolGroup, string> = {
  text: 'workflowEditor.groupText',
  images: 'workflowEditor.groupImages',
  video: 'workflowEditor.groupVideo',
  reimagine: 'workflowEditor.groupReimagine',
  audio: 'workflowEditor.groupAudio',
  product_ads: 'workflowEditor.groupProductAds',
  utilities: 'workflowEditor.groupUtilities',
};

export const STEP_STATUS_LABELS: Record<WorkflowStepStatus, string> = {
  waiting: 'workflowEditor.stepWaiting',
  running: 'workflowEditor.stepRunning',
  succeeded: 'workflowEditor.stepSucceeded',
  failed: 'workflowEditor.stepFailed',
  cancelled: 'workflowEditor.stepCancelled',
  skipped: 'workflowEditor.stepSkipped',
};

export const RUN_STATUS_LABELS: Record<WorkflowRunStatus, string> = {
  queued: 'workflowEditor.runQueued',
  running: 'workflowEditor.runRunning',
  succeeded: 'workflowEditor.runSucceeded',
  failed: 'workflowEditor.runFailed',
  cancelled: 'workflowEditor.runCancelled',
};

export const TRIGGER_LABELS: Record<'manual' | 'schedule' | 'inbound', string> = {
  manual: 'workflowEditor.triggerManual',
  schedule: 'workflowEditor.triggerSchedule',
  inbound: 'workflowEditor.triggerInbound',
};

const TONES: Record<WorkflowStepStatus | WorkflowRunStatus, BadgeTone> = {
  waiting: 'default',
  queued: 'default',
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
  skipped: 'warning',
};

export const statusTone = (status: WorkflowStepStatus | WorkflowRunStatus): BadgeTone =>
  TONES[status];

export const INPUT_TYPE_LABELS: Record<WorkflowInputType, string> = {
  text: 'workflowEditor.inputText',
  number: 'workflowEditor.inputNumber',
  image: 'workflowEditor.inputImage',
  video: 'workflowEditor.inputVideo',
  audio: 'workflowEditor.inputAudio',
};
