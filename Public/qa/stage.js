// The simulated phone: the embed scaled to fit the window, loaded for the controls' state, and what
// it does (its phase, whether it is paused, which transition ran last) as its own messages say,
// never as this page last asked; the events it logged; the variant shown.
import { scrubbed } from "../shared/controls.js";
import { $, main, embed, variant, device, slow, status, sections, state, option, deviceSize, screenSummary, scrubMax } from "./page.js";
import { freeze, onEmbedEvent, readyUnheard } from "./messaging.js";
import { renderScrub, unscrub } from "./scrubber.js";
import { reloadFilms } from "./filmstrip.js";
import { embedURL, reflect } from "./url-state.js";

var frame = main.querySelector(".qa-frame"), screenBox = main.querySelector(".qa-screen");
var layout = main.querySelector(".qa-layout");
var pause = $("qa-pause"), phaseOutput = $("qa-phase"), events = $("qa-events");
var freezeSteps = [];         // a freeze's steps still to come, each once the embed reports its phase
var started = false;          // the current embed document has been set up

// The phone and its phase label fit the window: the embed keeps its size in points, scaled down, in
// the body of its device and orientation (the iPhone SE's bezels are deeper: preview.css). The
// stage's column is as wide as the phone (--qa-stage-width), whatever the messages beside it say. In
// one column the phone sticks to the top (preview.css) in at most half the window, so the scrubber
// and the other controls scroll into view below a phone still in sight (--qa-sticky keeps a focused
// or scrolled-to control out from under it).
export function fit() {
  var size = deviceSize();
  frame.dataset.device = device.value;
  frame.dataset.orientation = $("qa-orientation").value;
  var style = getComputedStyle(frame), grid = getComputedStyle(layout);
  var pad = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  var padHigh = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  var columns = grid.gridTemplateColumns.split(" ").length;
  var side = parseFloat(grid.getPropertyValue("--qa-side-min")) || 0;
  var gap = parseFloat(grid.columnGap) || 0;
  var width = layout.clientWidth - (columns > 1 ? side + gap : 0) - pad;
  var stage = frame.closest(".qa-stage");
  stage.style.setProperty("position", "static");    // where it sits unscrolled, not where it sticks
  var top = columns > 1 ? frame.getBoundingClientRect().top + window.scrollY : 0;
  stage.style.removeProperty("position");
  var stick = frame.parentNode;   // the phone and its phase: in one column they stick to the top
  var below = phaseOutput.parentNode.offsetHeight + 16;
  var height = (columns > 1 ? window.innerHeight - top : window.innerHeight / 2) - padHigh - below;
  // An iPad Pro 13" in landscape (1376 × 1032 pt) is scaled down as far as the column needs.
  var scale = Math.max(0.1, Math.min(1, width / size[0], height / size[1]));
  frame.style.setProperty("--qa-scale", String(scale));
  screenBox.style.setProperty("width", size[0] * scale + "px");
  screenBox.style.setProperty("height", size[1] * scale + "px");
  layout.style.setProperty("--qa-stage-width", size[0] * scale + pad + "px");
  var stuck = columns > 1 ? 0 : stick.offsetHeight;
  document.documentElement.style.setProperty("--qa-sticky", stuck + "px");
  markShownScreen();   // once the stage has its width: the crop note's lines wrap to it
}

// The crop notes list every screen that crops (CropNotice.swift); the line of the screen shown is
// marked (aria-current), named as DeviceContainer.deviceScreen names it: iphone-15, iphone-15-landscape,
// ipad-10-portrait-320.
export function markShownScreen() {
  var orientation = $("qa-orientation").value, split = $("qa-split").value;
  var shown = device.value + (orientation === "landscape" || split ? "-" + orientation : "") + (split ? "-" + split : "");
  document.querySelectorAll(".qa-crop li[data-device]").forEach(function (item) {
    if (item.dataset.device !== shown) { item.removeAttribute("aria-current"); return; }
    item.setAttribute("aria-current", "true");
    item.parentNode.scrollTop = item.offsetTop - item.parentNode.offsetTop;   // the list alone scrolls
  });
}

export function render() {
  var shown = state.shown;
  pause.textContent = shown.paused ? "Play" : "Pause";
  pause.setAttribute("aria-pressed", shown.paused ? "true" : "false");
  phaseOutput.textContent = shown.phase + (shown.paused ? " (paused)" : "");
}

function start() {
  if (started) return;
  started = true;
  if (state.t !== null) freezeSteps = freeze(embed, state.t, state.transition, state.ended);
}

export function reloadEmbed() {
  var size = deviceSize();
  embed.width = String(size[0]);
  embed.height = String(size[1]);
  var summary = screenSummary();      // the device and what differs from the standard screen end the title
  embed.title = option(variant).dataset.embedTitle + option(device).dataset.name + (summary ? ", " + summary : "");
  started = false;
  freezeSteps = [];
  state.shown = { phase: "loading", paused: false, transition: null };
  render();
  fit();
  embed.src = embedURL(state.t === null, slow.value, true);
}

// Another variant: its parameters, a fresh scrubber, the embed and the filmstrip.
export function showVariant() {
  sections.forEach(function (section) { section.hidden = section.dataset.variant !== variant.value; });
  document.querySelectorAll(".qa-crop").forEach(function (note) { note.hidden = note.dataset.variant !== variant.value; });
  document.title = option(variant).dataset.documentTitle;
  unscrub();
  reloadEmbed();
  reloadFilms();
  reflect();
}

function logEvent(event) {
  var item = document.createElement("li");
  item.dataset.type = event.type;
  item.dataset.variant = event.variant;
  if (event.trigger) item.dataset.trigger = event.trigger;
  var time = new Date(event.ts).toISOString().slice(11, 23);
  item.textContent = time + " " + event.type + (event.trigger ? " (" + event.trigger + ")" : "") +
    " · variant " + event.variant + (event.user ? " · user " + event.user : "");
  events.insertBefore(item, events.firstChild);
  while (events.children.length > 100) events.removeChild(events.lastChild);
}

onEmbedEvent(function (data, source) {
  if (source !== embed.contentWindow) return;
  var shown = state.shown;
  if (typeof data.phase === "string") shown.phase = data.phase;
  if (typeof data.paused === "boolean") shown.paused = data.paused;
  if (data.transition === "present" || data.transition === "dismiss") {
    shown.transition = data.transition;
    if (data.transition !== state.transition && state.t === null) {
      state.transition = data.transition;
      renderScrub();
    }
  }
  // Paused from the Pause button while it played: the frame it froze on is this view's `t` (the
  // scrubber, the playhead and the link), as a scrub would have set it.
  if (data.event === "ack" && data.command === "pause" && data.paused && typeof data.t === "number" &&
      state.t === null && data.transition) {
    state.transition = data.transition;
    state.t = scrubbed(data.t, scrubMax());
    state.ended = false;
    renderScrub();
    reflect();
  }
  if (data.event === "ready") start();
  if (data.event === "logged" && data.data) logEvent(data.data);
  if (data.event === "error") status.textContent = data.message;
  if (data.event === "phase" && freezeSteps.length > 0 && data.phase === freezeSteps[0].phase) {
    freezeSteps.shift().run();
  }
  render();
});

// An embed whose ready message this script missed: its phase as it stands, then set up (once).
export function startIfReady() {
  readyUnheard(embed, function () {
    if (started) return;
    state.shown.phase = embed.contentDocument.documentElement.dataset.phase || state.shown.phase;
    render();
    start();
  });
}
