/**
 * Spec part 1, "Shared interface pieces": a download's name combines the product prefix, the kind,
 * the tier, a timestamp and the extension, with v1 as the default tag:
 * `atelier-image-ultra-20261123-142501-v1.png`.
 */
export function downloadName(parts: {
  brand: string;
  kind: string;
  tier: string | null;
  at: Date;
  extension: string;
  index?: number;
  tag?: string;
}): string {
  const prefix = slug(parts.brand) || 'atelier';
  const stamp = parts.at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  const pieces = [prefix, parts.kind, parts.tier?.replace(/_/g, '-'), stamp];
  if (parts.index !== undefined) pieces.push(String(parts.index));
  pieces.push(parts.tag ?? 'v1');
  return `${pieces.filter(Boolean).join('-')}.${parts.extension}`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
