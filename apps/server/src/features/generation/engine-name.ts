import { ENGINE_NAMES } from '@atelier/contract';
import type { EngineName } from '@atelier/contract';

/** The engine a job recorded (a text column), as the API names it; null before one ran. */
export function engineNameOf(stored: string | null): EngineName | null {
  return (ENGINE_NAMES as readonly (string | null)[]).includes(stored)
    ? (stored as EngineName)
    : null;
}
