import type { MailMessage } from '../mail';

export interface Brand {
  brandName: string;
  publicUrl: string;
  supportEmail: string;
}

function link(brand: Brand, path: string, token: string): string {
  return `${brand.publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

export function emailLayout(brand: Brand, lines: string[], action: { label: string; url: string }) {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', signature(brand)].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:520px;line-height:1.5;color:#0f172a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(signature(brand)).replaceAll('\n', '<br>')}</p>
</div>`;
  return { text, html };
}

function signature(brand: Brand): string {
  return `${brand.brandName}\nQuestions? Write to ${brand.supportEmail}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationEmail(
  brand: Brand,
  to: string,
  name: string,
  token: string,
): MailMessage {
  const url = link(brand, '/verify-email', token);
  return {
    to,
    subject: `Verify your email for ${brand.brandName}`,
    ...emailLayout(
      brand,
      [
        `Hello ${name},`,
        `Welcome to ${brand.brandName}. Please confirm this is your email address to start creating.`,
        'The link works once and expires in 24 hours.',
      ],
      { label: 'Verify my email', url },
    ),
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function accountExistsEmail(brand: Brand, to: string, name: string): MailMessage {
  return {
    to,
    subject: `You already have a ${brand.brandName} account`,
    ...emailLayout(
      brand,
      [
        `Hello ${name},`,
        `Someone (hopefully you) tried to create a ${brand.brandName} account with this email address, which already has one.`,
        'If it was you, sign in; if you forgot your password, the sign-in page can send you a reset link.',
        'If it was not you, you can ignore this email: nothing about your account changed.',
      ],
      { label: 'Sign in', url: `${brand.publicUrl.replace(/\/$/, '')}/login` },
    ),
  };
}

export function resetEmail(brand: Brand, to: string, name: string, token: string): MailMessage {
  const url = link(brand, '/reset-password', token);
  return {
    to,
    subject: `Reset your ${brand.brandName} password`,
    ...emailLayout(
      brand,
      [
        `Hello ${name},`,
        'Someone (hopefully you) asked to reset the password of your account.',
        'The link works once and expires in 1 hour. Resetting signs you out on every device.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
      { label: 'Choose a new password', url },
    ),
  };
}
