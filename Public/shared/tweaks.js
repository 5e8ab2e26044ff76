// A tweak over a campaign file (docs/design-tools.md, "A tweak over a live edit"): the keys of a
// tweaked style whose values differ from the file's are the tweak; the others are the file's. When
// the file changes, the tweak is laid over the new file: tweaked keys keep their values, the others
// take the file's. Styles are the server's JSON text (/api/style, data-file-style), and a laid-over
// style goes through /api/style again before it is used.
import { escape } from "./url.js";

// The style keys in the contract's order (preset first).
var KEYS = ["preset", "presentDuration", "dismissDuration", "curve", "overlayAlpha", "fromScale"];

function parse(json) {
  var value = JSON.parse(json);
  return typeof value === "string" ? { preset: value } : value;
}

function same(a, b) { return JSON.stringify(a) === JSON.stringify(b); }

// The keys `styleJSON` sets otherwise than `fileJSON` (a key one sets and the other doesn't counts).
export function tweakedKeys(styleJSON, fileJSON) {
  var style = parse(styleJSON), file = parse(fileJSON);
  return KEYS.filter(function (key) { return !same(style[key], file[key]); });
}

// The tweak of `styleJSON` (over `oldFileJSON`) laid over `newFileJSON`, as JSON to validate.
export function overFile(styleJSON, oldFileJSON, newFileJSON) {
  var style = parse(styleJSON), next = parse(newFileJSON), tweaked = tweakedKeys(styleJSON, oldFileJSON);
  var out = {};
  KEYS.forEach(function (key) {
    var value = tweaked.indexOf(key) >= 0 ? style[key] : next[key];
    if (value !== undefined) out[key] = value;
  });
  return JSON.stringify(out);
}

function shown(value) {
  if (value === undefined) return "the preset's";
  return typeof value === "string" ? value : JSON.stringify(value).replace(/,/g, ", ");
}

// "tweaked: presentDuration 0.9 (file: 1.5), …", or "" when `styleJSON` is null or the file's.
export function describeTweak(styleJSON, fileJSON) {
  if (!styleJSON) return "";
  var style = parse(styleJSON), file = parse(fileJSON);
  var parts = tweakedKeys(styleJSON, fileJSON).map(function (key) {
    return key + " " + shown(style[key]) + " (file: " + shown(file[key]) + ")";
  });
  return parts.length ? "tweaked: " + parts.join(", ") : "";
}

// The validator's answer for a style: {ok: true, style} (the style as a campaign file holds it) or
// {ok: false, body} (its problems).
export function checkStyle(json) {
  return fetch("/api/style?style=" + escape(json), { headers: { Accept: "application/json" } })
    .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
    .then(function (answer) { return answer.ok ? { ok: true, style: answer.body.style } : answer; });
}
