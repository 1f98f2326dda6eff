/** What every email's links and footer need from the settings. */
export interface MailBranding {
  appUrl: string;
  supportPhone: string;
  supportEmail: string;
}

/** The product's colours, for emails (mail clients ignore our stylesheet). */
export const MAIL_STEEL = '#1f2a36';
export const MAIL_AMBER = '#f2a900';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into an email's HTML passes through here: names and comments are user input. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
