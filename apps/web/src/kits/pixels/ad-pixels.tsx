import type { SiteInfo } from '@atelier/contract';
import { useEffect, useState } from 'react';
import { ConsentBanner } from './consent-banner';
import { readAdConsent } from './consent';
import { loadRedditPixel } from './load-reddit-pixel';
import { loadSnapPixel } from './load-snap-pixel';
import { sendPendingEvents } from './pending-events';

/**
 * The advertising pixels on every page, loaded by the app's providers only when the operator set
 * a pixel id: the pixels themselves once the visitor has accepted, the banner until they answer.
 */
export default function AdPixels({ pixels }: { pixels: SiteInfo['pixels'] }) {
  const [consent] = useState(readAdConsent);
  const { reddit, snap } = pixels;

  useEffect(() => {
    if (consent !== 'granted') return;
    if (reddit) loadRedditPixel(reddit);
    if (snap) loadSnapPixel(snap);
    sendPendingEvents();
  }, [consent, reddit, snap]);

  if (consent !== null) return null;
  const names = [reddit ? 'Reddit' : null, snap ? 'Snap' : null].filter((name) => name !== null);
  return <ConsentBanner names={names} />;
}
