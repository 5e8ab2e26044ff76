// The compare view's elements, the state the URL names (slow motion, t, transition) and what its
// parts share. Transition lengths come from data- attributes rendered from the Swift definitions.
export function $(id) { return document.getElementById(id); }

export var main = $("cmp");
export var status = $("cmp-status");
export var slow = $("cmp-slow");
export var scrub = $("cmp-scrub");
export var pause = $("cmp-pause");
export var list = main.querySelector(".cmp-panes");

// The URL's state; `read` again on back and forward.
export var state = read(location.search);
export function read(search) {
  var params = new URLSearchParams(search);
  var t = params.get("t");
  return {
    slow: params.get("slow") || "1",
    t: t === null || t === "" ? null : Number(t),
    transition: params.get("transition") === "dismiss" ? "dismiss" : "present"
  };
}

export var view = {
  panes: [],             // one per frame: its elements, readiness, phase and pending dismiss freeze
  clock: null,           // performance.now() when every frame was sent the running transition
  afterPresented: null   // "dismiss": dismiss every frame once all are presented
};

// This view's URL: the frames as the link named them, and the controls' state.
export function stateURL() {
  var params = new URLSearchParams(location.search);
  ["slow", "t", "transition"].forEach(function (name) { params.delete(name); });
  if (state.slow !== "1") params.set("slow", state.slow);
  if (state.t !== null) params.set("t", String(state.t));
  if (state.transition !== "present") params.set("transition", state.transition);
  var query = params.toString();
  return location.pathname + (query ? "?" + query : "");
}
export function push() { if (stateURL() !== location.pathname + location.search) history.pushState(null, "", stateURL()); }
export function replace() { history.replaceState(null, "", stateURL()); }

export function ms(pane, which) { return Number(pane.li.dataset[which + "Ms"]) || 0; }
export function scrubMax() { return Number(scrub.dataset[state.transition + "Max"]) || 0; }

// The controls as the state says.
export function render() {
  var paused = state.t !== null;
  pause.textContent = paused ? "Play" : "Pause";
  pause.setAttribute("aria-pressed", paused ? "true" : "false");
  slow.value = state.slow;
  $("cmp-form-slow").value = state.slow;
  $("cmp-slow-value").textContent = state.slow + "×";
  var max = scrubMax();
  scrub.max = String(max);
  var position = state.t === null ? max : Math.min(state.t, max);
  scrub.value = String(position);
  $("cmp-scrub-value").textContent = position + " ms";
  scrub.setAttribute("aria-valuetext", position + " ms of the " + state.transition + " transition");
  $("cmp-scrub-transition").textContent = state.transition;
}
