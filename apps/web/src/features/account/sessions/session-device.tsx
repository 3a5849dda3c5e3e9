import type { ActiveSession } from '@atelier/contract';
import type { Translate } from '../../../lib/i18n/i18n';
import MonitorIcon from 'lucide-react/icons/monitor';
import SmartphoneIcon from 'lucide-react/icons/smartphone';

// The server names devices "Safari on iOS"; a raw user agent names the hardware instead.
const MOBILE = /\b(ios|android)\b|iphone|ipad|ipod|mobile/i;

/** Spec: a session without device details reads 'Unknown Device', without an address 'Unknown'. */
export function deviceLabel(session: ActiveSession, t: Translate): string {
  return session.device_info?.trim() || t('sessions.unknownDevice');
}

export function ipLabel(session: ActiveSession, t: Translate): string {
  return session.ip_address?.trim() || t('sessions.unknownAddress');
}

export function DeviceIcon({ session, className }: { session: ActiveSession; className?: string }) {
  return MOBILE.test(session.device_info ?? '') ? (
    <SmartphoneIcon className={className} aria-hidden="true" />
  ) : (
    <MonitorIcon className={className} aria-hidden="true" />
  );
}

/** This device first, then the most recently used. */
export function sortSessions(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.is_current) - Number(a.is_current) ||
      Date.parse(b.last_activity) - Date.parse(a.last_activity),
  );
}
