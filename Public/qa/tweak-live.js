// The tweak panel over live edits (docs/design-tools.md, "A tweak over a live edit"): what the tweak
// is, said next to the JSON; and, when the campaign file changes, the tweak laid over the new file
// (shared/tweaks.js), the fields the person did not tweak taking the file's new values.
import { freshPage } from "../shared/controls.js";
import { describeTweak, overFile, checkStyle } from "../shared/tweaks.js";
import { $, tweak, state } from "./page.js";
import { showCurveParts, compareLink, refused } from "./tweak.js";
import { drawEditor } from "./bezier.js";
import { stateURL, reflect } from "./url-state.js";

// What the tweak is: each key the shown style sets otherwise than the file, with the file's value.
export function describe() {
  var summary = $("tweak-summary");
  if (summary) summary.textContent = describeTweak(state.tweakStyle, tweak.dataset.fileStyle) || summary.dataset.untweaked;
}

// The fields as the style in use has them: a field whose value differs from its default (the value
// attribute) is one the person changed and the validator has not taken (yet).
export function markApplied() {
  Array.prototype.forEach.call(tweak.querySelectorAll("input"), function (input) { input.defaultValue = input.value; });
  Array.prototype.forEach.call(tweak.querySelectorAll("option"), function (o) { o.defaultSelected = o.selected; });
}
function changed(control) {
  if (control.tagName !== "SELECT") return control.value !== control.defaultValue;
  return !control.options[control.selectedIndex] || !control.options[control.selectedIndex].defaultSelected;
}

// The panel as `next` (the page rendered for the style now in use) has it; a field the person
// changed and the validator has not taken keeps what they typed.
function panelFrom(next) {
  var fresh = next.getElementById("tweak");
  Array.prototype.forEach.call(tweak.querySelectorAll("input[id], select[id]"), function (control) {
    var twin = fresh.querySelector("#" + CSS.escape(control.id));
    if (!twin) return;
    var keep = changed(control);
    if (control.tagName === "SELECT") {
      Array.prototype.forEach.call(control.options, function (o, i) { o.defaultSelected = twin.options[i].defaultSelected; });
      if (!keep) control.value = twin.value;
    } else {
      control.defaultValue = twin.defaultValue;
      if (!keep) control.value = twin.defaultValue;
    }
  });
  Array.prototype.forEach.call(fresh.querySelectorAll(".tweak-key"), function (key) {
    var mine = tweak.querySelector('.tweak-key[data-key="' + CSS.escape(key.dataset.key) + '"]');
    if (!mine) return;
    mine.toggleAttribute("data-set", key.hasAttribute("data-set"));
    mine.toggleAttribute("disabled", key.hasAttribute("disabled"));
    var note = mine.querySelector(".tweak-reason"), freshNote = key.querySelector(".tweak-reason");
    if (note && !freshNote) note.remove();
    if (!note && freshNote) mine.querySelector(".tweak-error").before(document.importNode(freshNote, true));
  });
  tweak.dataset.preset = fresh.dataset.preset;
  tweak.dataset.fileStyle = fresh.dataset.fileStyle;
  $("tweak-json").textContent = fresh.querySelector("#tweak-json").textContent;
  showCurveParts();
  drawEditor();
}

// A live edit of the campaign file (redraw.js; `fileDoc` is this page rendered for the file's style):
// a tweak in progress is laid over the new file (shared/tweaks.js) and checked again; the panel, the
// URL and the compare link follow. Answers the page rendered for the style now in use and whether
// that style changed (the embed then replays with it).
export function followFile(fileDoc) {
  var fresh = fileDoc.getElementById("tweak");
  if (!tweak || !fresh) return Promise.resolve({ doc: fileDoc, restyled: false });
  var before = state.tweakStyle, file = fresh.dataset.fileStyle;
  var wanted = before ? overFile(before, tweak.dataset.fileStyle, file) : null;
  return (wanted ? checkStyle(wanted) : Promise.resolve(null)).then(function (answer) {
    if (answer && !answer.ok) refused(answer.body);      // the new file refuses the tweak: say why
    state.tweakStyle = answer && answer.ok && answer.style !== file ? answer.style : null;
    if (!state.tweakStyle) return fileDoc;
    var url = new URL(stateURL(), location.href);
    url.searchParams.delete("t");
    url.searchParams.delete("transition");
    return freshPage(url.href).then(function (page) { return page.doc || fileDoc; });
  }).then(function (doc) {
    panelFrom(doc);
    describe();
    compareLink();
    reflect();
    return { doc: doc, restyled: state.tweakStyle !== before };
  });
}
