/** A body already built as both parts, every word in its HTML escaped (newsletter-email-body.ts). */
export type MailBody = { html: string; text: string };

export type MailContent = {
  charityName: string;
  heading: string;
  /** Plain paragraphs, escaped here; or `body`, built and escaped by its maker. */
  paragraphs?: string[];
  body?: MailBody;
  footer?: string;
};

// Mail clients drop <style> blocks and web fonts, so every style is inline and the fonts are
// the reader's own.
const fontFamily = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function escapeHtml(value: string) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Escaped, keeping the writer's line breaks (a visitor's message, an address). */
function htmlText(value: string) {
  return escapeHtml(value).replaceAll(/\r?\n/g, "<br>");
}

/**
 * One email in plain text and HTML. Every piece of text may come from a visitor or staff, so
 * the HTML escapes all of it.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { charityName, heading, paragraphs = [], body: built, footer } = content;
  const text = [
    charityName,
    heading,
    ...paragraphs,
    ...(built ? [built.text] : []),
    ...(footer ? ["--", footer] : []),
  ].join("\n\n");
  const body = [
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${htmlText(paragraph)}</p>`),
    ...(built ? [built.html] : []),
  ].join("\n");
  const footerHtml = footer
    ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #dddddd;font-size:13px;color:#555555">${htmlText(footer)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:24px 16px;background:#f4f4f5">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;font-family:${fontFamily};font-size:16px;line-height:1.5;color:#1f2937">
<p style="margin:0 0 16px;font-size:14px;font-weight:700;color:#374151">${htmlText(charityName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${htmlText(heading)}</h1>
${body}
${footerHtml}
</div>
</body>
</html>
`;
  return { text, html };
}
