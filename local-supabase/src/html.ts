/**
 * Escaping for the HTML this stack writes (the auth's e-mails, the local mailbox page), as Go's
 * html/template escapes text and attribute values, so the mails read as GoTrue's do.
 */

/** Text or a quoted attribute value: `& < > " '` as entities, NUL as U+FFFD. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"'\0]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;', '\0': '\uFFFD' })[c] ?? c);

/**
 * A URL placed in href: html/template refuses any scheme but http, https and mailto (it writes
 * #ZgotmplZ instead, so a `javascript:` link is never live), then attribute-escapes the value.
 */
export function escapeHref(url: string): string {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme && !['http', 'https', 'mailto'].includes(scheme)) return '#ZgotmplZ';
  return escapeHtml(url);
}
