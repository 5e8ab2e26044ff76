// What the QA page's and the compare view's transport controls read alike.

// A slow-motion slider's value in tenths (a drag gives 7.3421…); a string, as the URL carries it.
export function tenths(value) {
  return String(Math.round(Number(value) * 10) / 10);
}

// A scrubbed position: whole unslowed milliseconds from 0 to `max`.
export function scrubbed(value, max) {
  return Math.min(Math.max(0, Math.round(Number(value) || 0)), max);
}

// This server's page at `url` as it renders it now (past the HTTP cache): its status and, when it
// answered 2xx, the parsed document (null otherwise). A live refresh reads what changed from it.
export function freshPage(url) {
  return fetch(url, { cache: "no-store" }).then(function (r) {
    if (!r.ok) return { status: r.status, doc: null };
    return r.text().then(function (html) {
      return { status: r.status, doc: new DOMParser().parseFromString(html, "text/html") };
    });
  });
}
