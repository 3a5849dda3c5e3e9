import type { MailMessage } from '../mail';
import { emailText } from '../email-text';
import type { EmailText } from '../email-text';
import type { Language } from '@atelier/contract';

export interface Brand {
  brandName: string;
  publicUrl: string;
  supportEmail: string;
}

function link(brand: Brand, path: string, token: string): string {
  return `${brand.publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/** An email's body, text and HTML, in the language `text` writes: lines, a button, a signature. */
export function emailLayout(
  brand: Brand,
  text: EmailText,
  lines: string[],
  action: { label: string; url: string },
) {
  const signature = `${brand.brandName}\n${text('email.questions', { email: brand.supportEmail })}`;
  const plain = [...lines, '', `${action.label}: ${action.url}`, '', signature].join('\n');
  const html = `<div lang="${text.language}" style="font-family:system-ui,sans-serif;max-width:520px;line-height:1.5;color:#0f172a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(text('email.buttonFallback'))}<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(signature).replaceAll('\n', '<br>')}</p>
</div>`;
  return { text: plain, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationEmail(
  brand: Brand,
  to: string,
  name: string,
  token: string,
  language: Language,
): MailMessage {
  const url = link(brand, '/verify-email', token);
  const t = emailText(language);
  return {
    to,
    subject: t('email.verifySubject', { brand: brand.brandName }),
    ...emailLayout(
      brand,
      t,
      [
        t('email.greeting', { name }),
        t('email.verifyWelcome', { brand: brand.brandName }),
        t('email.verifyExpiry'),
      ],
      { label: t('email.verifyAction'), url },
    ),
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function accountExistsEmail(
  brand: Brand,
  to: string,
  name: string,
  language: Language,
): MailMessage {
  const t = emailText(language);
  return {
    to,
    subject: t('email.existsSubject', { brand: brand.brandName }),
    ...emailLayout(
      brand,
      t,
      [
        t('email.greeting', { name }),
        t('email.existsBody', { brand: brand.brandName }),
        t('email.existsSignIn'),
        t('email.existsIgnore'),
      ],
      { label: t('email.existsAction'), url: `${brand.publicUrl.replace(/\/$/, '')}/login` },
    ),
  };
}

export function resetEmail(
  brand: Brand,
  to: string,
  name: string,
  token: string,
  language: Language,
): MailMessage {
  const url = link(brand, '/reset-password', token);
  const t = emailText(language);
  return {
    to,
    subject: t('email.resetSubject', { brand: brand.brandName }),
    ...emailLayout(
      brand,
      t,
      [
        t('email.greeting', { name }),
        t('email.resetAsked'),
        t('email.resetExpiry'),
        t('email.resetIgnore'),
      ],
      { label: t('email.resetAction'), url },
    ),
  };
}
