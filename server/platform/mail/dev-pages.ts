import type { OutboxRow, OutboxSummary } from './outbox';

/** Escapes text for HTML element content and double-quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Stored HTML is shown only inside a sandboxed iframe's `srcdoc` (scripts, forms and
 * same-origin access all off), and the page's CSP forbids scripts besides.
 */
export const DEV_MAIL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'; base-uri 'none'; form-action 'none'";

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;background:#fff}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #d0d7de;vertical-align:top}
th{font-weight:600;color:#57606a}a{color:#0969da}.status{font-family:ui-monospace,monospace}
pre{white-space:pre-wrap;background:#f6f8fa;padding:12px;border-radius:6px}iframe{width:100%;height:480px;border:1px solid #d0d7de;border-radius:6px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#57606a}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function outboxPage(rows: OutboxSummary[], productName: string): string {
  const items = rows
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>` +
        `<td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></td><td class="status">${escapeHtml(m.status)}</td>` +
        `<td>${escapeHtml(m.tag ?? '')}</td></tr>`,
    )
    .join('');
  const table = rows.length
    ? `<table><thead><tr><th>To</th><th>Subject</th><th>Time</th><th>Status</th><th>Tag</th></tr></thead><tbody>${items}</tbody></table>`
    : '<p>No mail yet.</p>';
  return page(
    `${productName} dev outbox`,
    `<h1>${escapeHtml(productName)} dev outbox</h1><p>Newest first. Development mode only.</p>${table}`,
  );
}

/** One message; `from` is its sender as its From header reads (sender.ts). */
export function messagePage(m: OutboxRow, from: string): string {
  const fields: [string, string][] = [
    ['From', from],
    ['Reply-To', m.replyTo ?? ''],
    ['To', m.to],
    ['Subject', m.subject],
    ['Time', m.createdAt],
    ['Status', m.status],
    ['Sent', m.sentAt ?? ''],
    ['Tag', m.tag ?? ''],
    ['Error', m.error ?? ''],
  ];
  const details = fields.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  const html = m.html
    ? `<h2>HTML</h2><iframe sandbox="" referrerpolicy="no-referrer" title="HTML body" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : '';
  return page(
    m.subject,
    `<p><a href="/dev/mail">← Outbox</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1><dl>${details}</dl><h2>Text</h2><pre>${escapeHtml(m.text)}</pre>${html}`,
  );
}
