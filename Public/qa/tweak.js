// The tweak panel: every change goes to the server's validator (/api/style); a refusal shows its
// sentence next to the control, an accepted style goes into the URL and the embed replays with the
// CSS the server generates for it. Nothing about motion is computed here.
import { escape } from "../shared/url.js";
import { copy } from "../shared/copy.js";
import { readable, refuseUnreadable } from "./tweak-number.js";
import { freshPage } from "../shared/controls.js";
import { $, campaign, device, variant, tweak, state } from "./page.js";
import { reloadFilms } from "./filmstrip.js";
import { reloadEmbed } from "./stage.js";
import { redrawFrom } from "./redraw.js";
import { describe, markApplied } from "./tweak-live.js";
import { stateURL, reflect } from "./url-state.js";

var tweakAsked = 0;

export function tweakValue(part) { var input = $("tweak-" + part); return input ? Number(input.value) : NaN; }

function tweakObject() {
  var style = { preset: tweak.dataset.preset };
  Array.prototype.forEach.call(tweak.querySelectorAll(".tweak-key[data-set]:not([disabled])"), function (key) {
    var name = key.dataset.key;
    if (name !== "curve") { style[name] = tweakValue(name); return; }
    var kind = $("tweak-curve-kind").value;
    if (kind === "bezier") {
      style.curve = { bezier: ["x1", "y1", "x2", "y2"].map(function (p) { return tweakValue("curve-" + p); }) };
    } else if (kind === "spring") {
      style.curve = { spring: { damping: tweakValue("curve-damping"), velocity: tweakValue("curve-velocity") } };
    } else {
      style.curve = kind;
    }
  });
  return Object.keys(style).length === 1 ? style.preset : style;
}

export function showCurveParts() {
  var kind = $("tweak-curve-kind").value;
  Array.prototype.forEach.call(tweak.querySelectorAll("[data-for]"), function (part) {
    part.hidden = part.dataset.for !== kind;
  });
}

// The compare view of this variant on this device: with a tweak, the file's version beside it.
export function compareLink() {
  var link = $("tweak-compare");
  if (!link) return;
  link.href = "/compare/" + escape(campaign) + "?variants=" + escape(variant.value) + "&devices=" +
    escape(device.value) + (state.tweakStyle ? "&style=" + escape(state.tweakStyle) : "");
}

export function refused(body) {
  (body.problems || [{ field: "", message: body.error }]).forEach(function (problem) {
    var key = String(problem.field || "").split(/[.\[]/)[0];
    var out = $("tweak-" + key + "-error") || $("tweak-presentDuration-error");
    out.textContent = problem.message;
  });
  tweak.dataset.invalid = "";
}

export function applyTweak() {
  var asked = ++tweakAsked, text = JSON.stringify(tweakObject());
  Array.prototype.forEach.call(tweak.querySelectorAll(".tweak-error"), function (e) { e.textContent = ""; });
  fetch("/api/style?style=" + escape(text), { headers: { Accept: "application/json" } })
    .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
    .then(function (answer) {
      if (asked !== tweakAsked) return;                      // a newer change is on its way
      if (!answer.ok) { refused(answer.body); return; }
      delete tweak.dataset.invalid;
      state.tweakStyle = answer.body.style === tweak.dataset.fileStyle ? null : answer.body.style;
      $("tweak-json").textContent = answer.body.style;
      markApplied();
      describe();
      compareLink();
      state.t = null;
      state.transition = "present";
      reflect();
      reloadEmbed();
      // The filmstrip after the page's lengths are the tweak's: its captions and instants read them.
      freshPage(stateURL()).then(function (page) { return page.doc; }, function () { return null; })
        .then(function (doc) {
          if (asked !== tweakAsked) return;
          if (doc) redrawFrom(doc);
          reloadFilms();
        });
    });
}

if (tweak) {
  showCurveParts();
  describe();
  tweak.addEventListener("submit", function (e) { e.preventDefault(); });
  tweak.addEventListener("input", function (e) {
    var target = e.target, part = target.dataset.part;
    if (!part || part === "kind") return;
    // A slider and its number field show the same value.
    var twin = target.type === "range" ? $("tweak-" + part) : $("tweak-" + part + "-range");
    if (twin && readable(target)) twin.value = target.value;
  });
  tweak.addEventListener("change", function (e) {
    var key = e.target.closest(".tweak-key");
    if (!key || refuseUnreadable(e.target)) return;
    key.dataset.set = "";
    if (e.target.dataset.part === "kind") showCurveParts();
    applyTweak();
  });
  $("tweak-reset").addEventListener("click", function () {
    state.tweakStyle = null;
    location.replace(stateURL());
  });
  $("tweak-copy").addEventListener("click", function () {
    var json = $("tweak-json");
    copy(json.textContent, $("tweak-copied"), "Copied the style as a campaign file holds it.", json);
  });
}
