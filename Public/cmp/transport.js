// The transport every frame follows: replay, present, dismiss, pause/play at the page's clock, the scrubber
// and slow motion; every action a new history entry (a drag of the scrubber is one), and back and
// forward show the state that entry names.
import { tenths, scrubbed } from "../shared/controls.js";
import { $, slow, scrub, pause, state, view, read, push, replace, scrubMax, render } from "./page.js";
import { begin, send, broadcast } from "./commands.js";
import { loadFrames } from "./panes.js";

var scrubbing = false;     // a drag of the scrubber in progress: one history entry

function run(command) {
  return function () {
    state.transition = command;
    state.t = null;
    view.afterPresented = null;
    broadcast(command);
    render();
    push();
  };
}
// Replay: every frame loaded again from its first frame, presented together once all are ready.
$("cmp-replay").addEventListener("click", function () {
  state.transition = "present";
  state.t = null;
  render();
  push();
  loadFrames();
});
$("cmp-present").addEventListener("click", run("present"));
$("cmp-dismiss").addEventListener("click", run("dismiss"));

// Pause: every frame at the instant the page's clock says; Play: on from there.
pause.addEventListener("click", function () {
  var r;
  if (state.t === null) {
    var elapsed = view.clock === null ? scrubMax() : (performance.now() - view.clock) / Number(state.slow);
    state.t = scrubbed(elapsed, scrubMax());
    r = begin("paused at " + state.t + " ms");
    view.panes.forEach(function (pane) { send(pane, r, "pause"); send(pane, r, "seek", state.t); });
    view.clock = null;
  } else {
    r = begin("play");
    view.panes.forEach(function (pane) { send(pane, r, "play"); });
    view.clock = performance.now() - state.t * Number(state.slow);
    state.t = null;
  }
  render();
  push();
});

scrub.addEventListener("input", function () {
  state.t = scrubbed(scrub.value, scrubMax());
  var r = begin("seek " + state.t + " ms");
  view.panes.forEach(function (pane) {
    if (pane.transition === null) send(pane, r, "present");
    send(pane, r, "pause");
    send(pane, r, "seek", state.t);
  });
  view.clock = null;
  render();
  if (scrubbing) replace(); else { scrubbing = true; push(); }
});
scrub.addEventListener("change", function () { scrubbing = false; });

slow.addEventListener("input", function () {
  slow.value = tenths(slow.value);
  $("cmp-slow-value").textContent = slow.value + "×";
});
slow.addEventListener("change", function () {
  state.slow = tenths(slow.value);
  render();
  push();
  loadFrames();
});

// Back and forward: the frames again, in the state that entry names.
window.addEventListener("popstate", function () {
  Object.assign(state, read(location.search));
  render();
  loadFrames();
});
