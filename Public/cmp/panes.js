// The frames: each pane's embed loaded for the state, scaled to fit, followed through its own
// messages (its phase, its answers), and set to the state the URL names once every frame is ready.
import { escape } from "../shared/url.js";
import { onEmbedEvent, readyUnheard } from "../shared/frames.js";
import { main, list, state, view, render } from "./page.js";
import { begin, answered, freeze, freezeDismiss, broadcast } from "./commands.js";

export function setUp() {
  view.panes = Array.prototype.map.call(main.querySelectorAll(".cmp-pane"), function (li) {
    var frame = li.querySelector("iframe");
    return { li: li, index: Number(li.dataset.pane), frame: frame, output: li.querySelector(".cmp-phase"),
             base: frame.getAttribute("src").replace(/&slow=[^&]*/, ""), ready: false, phase: "loading",
             transition: null, dismissFreeze: null };
  });
}

// The state the URL names, once every frame can take commands.
function apply() {
  view.afterPresented = null;
  if (state.t !== null) {
    var r = begin("frozen at " + state.t + " ms of " + state.transition);
    view.panes.forEach(function (pane) { freeze(pane, r, state.t, state.transition); });
    view.clock = null;
  } else {
    broadcast("present");
    if (state.transition === "dismiss") view.afterPresented = "dismiss";
  }
  render();
}

export function loadFrames() {
  view.afterPresented = null;
  view.panes.forEach(function (pane) {
    pane.ready = false;
    pane.phase = "loading";
    pane.transition = null;
    pane.dismissFreeze = null;
    pane.output.textContent = "loading";
    pane.frame.src = pane.base + (state.slow !== "1" ? "&slow=" + escape(state.slow) : "");
  });
}

// The frames as large as the window allows: side by side (up to four a row) in the width beside the
// controls, and as tall as the window below the frames' top, less the tallest caption (its name, facts
// and phase), so every caption of the first row stays in view. Measured again once the phones have
// their size, since a caption wraps to its phone's width.
export function fit() {
  var panes = view.panes, widest = 0, tallest = 0;
  if (!panes.length) return;
  panes.forEach(function (pane) {
    widest = Math.max(widest, Number(pane.li.dataset.width));
    tallest = Math.max(tallest, Number(pane.li.dataset.height));
  });
  var gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  var columns = Math.min(panes.length, 4);
  var first = getComputedStyle(panes[0].li);
  var chrome = parseFloat(first.paddingLeft) + parseFloat(first.paddingRight) +
    parseFloat(first.borderLeftWidth) + parseFloat(first.borderRightWidth);
  var width = (list.clientWidth - gap * (columns - 1)) / columns - chrome;
  var top = list.getBoundingClientRect().top + window.scrollY;
  for (var pass = 0; pass < 2; pass++) {
    list.style.setProperty("align-items", "flex-start");   // each card its own height while measured
    var caption = Math.max.apply(null, panes.map(function (pane) {
      return pane.li.offsetHeight - pane.li.querySelector(".cmp-window").offsetHeight;
    }));
    list.style.removeProperty("align-items");
    var height = Math.max(window.innerHeight * 0.45, window.innerHeight - top - caption - 12);
    var scale = Math.max(0.1, Math.min(1, width / widest, height / tallest));   // an iPad Pro too
    list.style.setProperty("--cmp-scale", String(scale));
    panes.forEach(function (pane) {
      var box = pane.li.querySelector(".cmp-window"), phone = Number(pane.li.dataset.width) * scale;
      box.style.setProperty("width", phone + "px");
      box.style.setProperty("height", Number(pane.li.dataset.height) * scale + "px");
      // The caption wraps at 300 px at least (where the column has them), not at a narrow phone's width.
      pane.li.style.setProperty("width", Math.max(phone, Math.min(width, 300)) + chrome + "px");
    });
  }
}

function allReady() { return view.panes.every(function (p) { return p.ready; }); }

function fromFrame(pane, data) {
  if (typeof data.phase === "string") pane.phase = data.phase;
  if (data.transition === "present" || data.transition === "dismiss") pane.transition = data.transition;
  pane.li.dataset.phase = pane.phase;
  pane.output.textContent = pane.phase + (data.paused ? " (paused)" : "");
  if (data.event === "ack" || data.event === "error") answered(pane, data);
  if (data.event === "ready" && !pane.ready) {
    pane.ready = true;
    if (allReady()) apply();
  }
  if (data.event === "phase" && data.phase === "presented") {
    if (pane.dismissFreeze) freezeDismiss(pane);
    if (view.afterPresented && view.panes.every(function (p) { return p.phase === "presented"; })) {
      view.afterPresented = null;
      broadcast("dismiss");
    }
  }
}

onEmbedEvent(function (data, source) {
  view.panes.forEach(function (pane) { if (source === pane.frame.contentWindow) fromFrame(pane, data); });
});

// Frames whose ready messages this script missed; the state is applied once all are ready.
export function startReadyFrames() {
  view.panes.forEach(function (pane) {
    readyUnheard(pane.frame, function () {
      if (pane.ready) return;
      pane.ready = true;
      pane.phase = pane.frame.contentDocument.documentElement.dataset.phase || "dismissed";
      pane.output.textContent = pane.phase;
      if (allReady()) apply();
    });
  });
}
