// The scrubber and the playhead: the scrubber covers the transition t is in (its length from the
// variant's data- attributes); the playhead follows it on each variant's drawn curves. Scrubbing
// pauses the embed and seeks it.
import { scrubbed } from "../shared/controls.js";
import { $, embed, status, sections, state, scrubMax, endPhase } from "./page.js";
import { send } from "./messaging.js";
import { reflect } from "./url-state.js";

var scrub = $("qa-scrub"), scrubValue = $("qa-scrub-value"), scrubName = $("qa-scrub-transition");
var transitionField = $("qa-transition");

export function renderScrub() {
  var max = scrubMax();
  scrub.max = String(max);
  var position = state.t === null ? max : Math.min(state.t, max);
  scrub.value = String(position);
  scrubValue.textContent = position + " ms";
  scrubName.textContent = state.transition;
  transitionField.value = state.transition;
  sections.forEach(function (section) {
    var svg = section.querySelector("svg[data-axis-ms]");
    var head = section.querySelector("[data-playhead]");
    if (!svg || !head || section.hidden) return;
    var x = String(Math.min(position, Number(svg.dataset.axisMs)) / Number(svg.dataset.axisMs) * 100);
    head.setAttribute("x1", x);
    head.setAttribute("x2", x);
  });
}

// Back to the start of the present transition, running (no t).
export function unscrub() {
  state.t = null;
  state.ended = false;
  state.transition = "present";
  renderScrub();
}

scrub.addEventListener("input", function () {
  status.textContent = "";
  state.t = scrubbed(scrub.value, scrubMax());
  state.ended = state.shown.phase === endPhase(state.transition);   // the link says so (phase=)
  if (state.shown.transition === null) send(embed, "present");
  send(embed, "pause");
  send(embed, "seek", state.t);
  renderScrub();
  reflect();
});
