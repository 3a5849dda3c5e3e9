import { GlobalFonts } from '@napi-rs/canvas';
import { createRequire } from 'node:module';

/**
 * The font for caption bands. @napi-rs/canvas ships no fonts and a fresh server or container may
 * have none installed, so the renderer registers Inter from the @fontsource/inter package (OFL,
 * WOFF2, which Skia reads) and falls back to whatever system sans-serif exists. With no font at all
 * the caption is skipped: Skia would draw nothing or empty boxes, and an unreadable band is worse
 * than none.
 */

const FAMILY = 'Atelier Inter';
const FILE = '@fontsource/inter/files/inter-latin-600-normal.woff2';

let resolved: string | null | undefined;

/** A CSS font-family list for captions, or null when no font can draw text on this machine. */
export function captionFontFamily(): string | null {
  if (resolved !== undefined) return resolved;
  const require = createRequire(import.meta.url);
  let registered = GlobalFonts.has(FAMILY);
  if (!registered) {
    try {
      registered = GlobalFonts.registerFromPath(require.resolve(FILE), FAMILY) !== null;
    } catch {
      // The package is missing from this install: fall through to the system fonts.
    }
  }
  const system = GlobalFonts.families.length > 0;
  resolved = registered ? `"${FAMILY}", sans-serif` : system ? 'sans-serif' : null;
  return resolved;
}
