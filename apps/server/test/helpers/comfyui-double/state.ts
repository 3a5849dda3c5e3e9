import type WebSocket from 'ws';
import { inputFileNames, type Files } from './files';
import { nodeSpecs } from './node-table';
import type { ComfyUIBehaviour, ComfyUISocket } from './types';
import type { Workflow } from './validation';

/** What the routes, the worker and the sockets of one double share. */
export interface ComfyUIState {
  checkpoints: string[];
  files: Files;
  history: Map<string, Record<string, unknown>>;
  /** The open socket of each client id. */
  live: Map<string, WebSocket>;
  /** Every socket that connected. */
  socketLog: ComfyUISocket[];
  /** How prompts queued from now on run, and whether the socket is offered. */
  behaviour: ComfyUIBehaviour;
  pending: Job[];
  running: Job | null;
  /** The queue number of the next prompt. */
  number: number;
  /** How many times the double was reset. */
  epoch: number;
}

export type QueueTuple = [number, string, Workflow, Record<string, unknown>, string[]];
export interface Job {
  tuple: QueueTuple;
  behaviour: ComfyUIBehaviour;
  interrupted: boolean;
  /** Ends the current wait early; set while the job waits. */
  wake: () => void;
  currentNode: string | null;
  /** The double's reset count when it was queued: a job from before a reset leaves nothing. */
  epoch: number;
}
export class Interrupted extends Error {}
export class NodeFailure extends Error {
  constructor(
    message: string,
    readonly exceptionType: string,
  ) {
    super(message);
  }
}

/** The node table as it stands: LoadImage offers the files uploaded so far. */
export const specsOf = (state: ComfyUIState) =>
  nodeSpecs(state.checkpoints, inputFileNames(state.files));
