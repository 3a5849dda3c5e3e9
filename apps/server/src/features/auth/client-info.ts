import type { FastifyRequest } from 'fastify';
import { describeDevice } from '../../lib/auth/device';

/** Who is asking, as far as the request tells: for sessions, throttles and registration records. */
export interface ClientInfo {
  ip: string | null;
  device: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip || null, device: describeDevice(request.headers['user-agent']) };
}
