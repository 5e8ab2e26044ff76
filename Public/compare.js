// dialog-preview compare view (/compare/{campaign}): one set of controls drives every frame through
// the embed's postMessage API. Each command carries an id ("cmp-ROUND-FRAME"), so every answer (ack or
// error) is matched to its frame and action. Every control is in the URL (a new history entry per
// action; a drag of the scrubber is one), and reload, back and forward show that state again. Pause
// freezes every frame at the same instant (the page's clock since it started them); the scrubber seeks
// them all to one instant. Transition lengths come from data- attributes rendered from the Swift
// definitions; nothing about motion is computed here.
(function () {
  "use strict";
  var main = document.getElementById("cmp");
  if (!main) return;
  function $(id) { return document.getElementById(id); }
  var status = $("cmp-status"), slow = $("cmp-slow"), slowValue = $("cmp-slow-value");
  var scrub = $("cmp-scrub"), scrubValue = $("cmp-scrub-value"), scrubName = $("cmp-scrub-transition");
  var pause = $("cmp-pause"), list = main.querySelector(".cmp-panes");
  var panes = [];
  var state = read(location.search);
  var clock = null;          // performance.now() when every frame was sent the running transition
  var afterPresented = null; // "dismiss": dismiss every frame once all are presented
  var round = 0, rounds = {};
  var scrubbing = false;     // a drag of the scrubber in progress: one history entry

  function read(search) {
    var params = new URLSearchParams(search);
    var t = params.get("t");
    return {
      slow: params.get("slow") || "1",
      t: t === null || t === "" ? null : Number(t),
      transition: params.get("transition") === "dismiss" ? "dismiss" : "present"
    };
  }

  function escape(value) {
    return encodeURIComponent(value).replace(/[!'()*]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
  }

  // This view's URL: the frames as the link named them, and the controls' state.
  function stateURL() {
    var params = new URLSearchParams(location.search);
    ["slow", "t", "transition"].forEach(function (name) { params.delete(name); });
    if (state.slow !== "1") params.set("slow", state.slow);
    if (state.t !== null) params.set("t", String(state.t));
    if (state.transition !== "present") params.set("transition", state.transition);
    var query = params.toString();
    return location.pathname + (query ? "?" + query : "");
  }
  function push() { if (stateURL() !== location.pathname + location.search) history.pushState(null, "", stateURL()); }
  function replace() { history.replaceState(null, "", stateURL()); }

  function setUp() {
    panes = Array.prototype.map.call(main.querySelectorAll(".cmp-pane"), function (li) {
      var frame = li.querySelector("iframe");
      return { li: li, index: Number(li.dataset.pane), frame: frame, output: li.querySelector(".cmp-phase"),
               base: frame.getAttribute("src").replace(/&slow=[^&]*/, ""), ready: false, phase: "loading",
               transition: null, dismissFreeze: null };
    });
  }

  function ms(pane, which) { return Number(pane.li.dataset[which + "Ms"]) || 0; }
  function scrubMax() { return Number(scrub.dataset[state.transition + "Max"]) || 0; }

  // Commands: one round per action, each frame's message with its own id.
  function begin(label) {
    round += 1;
    rounds[round] = { label: label, sent: {}, acked: {}, errors: [] };
    return round;
  }
  function send(pane, r, command, t) {
    var message = { type: "dialog-preview", command: command, id: "cmp-" + r + "-" + pane.index };
    if (t !== undefined) message.t = t;
    rounds[r].sent[pane.index] = (rounds[r].sent[pane.index] || 0) + 1;
    if (pane.frame.contentWindow) pane.frame.contentWindow.postMessage(message, location.origin);
  }
  function answered(pane, data) {
    var match = /^cmp-(\d+)-(\d+)$/.exec(String(data.id || ""));
    if (!match || Number(match[2]) !== pane.index || !rounds[match[1]]) return;
    var r = rounds[match[1]];
    pane.li.dataset.answer = data.event;
    pane.li.dataset.answerId = data.id;
    if (data.event === "ack") r.acked[pane.index] = (r.acked[pane.index] || 0) + 1;
    else r.errors.push(pane.li.querySelector("h2").textContent + ": " + data.message);
    if (Number(match[1]) !== round) return;          // an older action's late answer
    var done = panes.filter(function (p) { return (r.acked[p.index] || 0) >= (r.sent[p.index] || 0); }).length;
    status.toggleAttribute("data-refused", r.errors.length > 0);
    status.textContent = r.errors.length
      ? r.label + ": refused by " + r.errors.join("; ")
      : r.label + ": acknowledged by " + done + " of " + panes.length + " frames.";
  }

  // Freeze a frame at `t` (unslowed ms) of a transition; a dismiss frame needs the present finished
  // first: seek to its last millisecond and play, then dismiss once the frame says "presented".
  function freeze(pane, r, t, which) {
    send(pane, r, "present");
    send(pane, r, "pause");
    if (which === "dismiss") {
      pane.dismissFreeze = { t: t, round: r };
      send(pane, r, "seek", Math.max(0, ms(pane, "present") - 1));
      send(pane, r, "play");
    } else {
      send(pane, r, "seek", t);
    }
  }

  // The state the URL names, once every frame can take commands.
  function apply() {
    afterPresented = null;
    if (state.t !== null) {
      var r = begin("frozen at " + state.t + " ms of " + state.transition);
      panes.forEach(function (pane) { freeze(pane, r, state.t, state.transition); });
      clock = null;
    } else {
      broadcast("present");
      if (state.transition === "dismiss") afterPresented = "dismiss";
    }
    render();
  }

  function broadcast(command) {
    var r = begin(command);
    panes.forEach(function (pane) { send(pane, r, command); });
    clock = performance.now();
  }

  function render() {
    var paused = state.t !== null;
    pause.textContent = paused ? "Play" : "Pause";
    pause.setAttribute("aria-pressed", paused ? "true" : "false");
    slow.value = state.slow;
    $("cmp-form-slow").value = state.slow;
    slowValue.textContent = state.slow + "×";
    var max = scrubMax();
    scrub.max = String(max);
    var position = state.t === null ? max : Math.min(state.t, max);
    scrub.value = String(position);
    scrubValue.textContent = position + " ms";
    scrub.setAttribute("aria-valuetext", position + " ms of the " + state.transition + " transition");
    scrubName.textContent = state.transition;
  }

  function loadFrames() {
    afterPresented = null;
    panes.forEach(function (pane) {
      pane.ready = false;
      pane.phase = "loading";
      pane.transition = null;
      pane.dismissFreeze = null;
      pane.output.textContent = "loading";
      pane.frame.src = pane.base + (state.slow !== "1" ? "&slow=" + escape(state.slow) : "");
    });
  }

  function fit() {
    var widest = 0, tallest = 0;
    panes.forEach(function (pane) {
      widest = Math.max(widest, Number(pane.li.dataset.width));
      tallest = Math.max(tallest, Number(pane.li.dataset.height));
    });
    var gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    var columns = Math.min(panes.length, 4);
    var first = panes[0] && getComputedStyle(panes[0].li);
    var chrome = first ? parseFloat(first.paddingLeft) + parseFloat(first.paddingRight) +
      parseFloat(first.borderLeftWidth) + parseFloat(first.borderRightWidth) : 0;
    var width = (list.clientWidth - gap * (columns - 1)) / columns - chrome;
    var top = list.getBoundingClientRect().top + window.scrollY;
    var height = Math.max(window.innerHeight * 0.45, window.innerHeight - top - 90);
    var scale = Math.max(0.25, Math.min(1, width / widest, height / tallest));
    list.style.setProperty("--cmp-scale", String(scale));
    panes.forEach(function (pane) {
      var box = pane.li.querySelector(".cmp-window");
      box.style.setProperty("width", Number(pane.li.dataset.width) * scale + "px");
      box.style.setProperty("height", Number(pane.li.dataset.height) * scale + "px");
    });
  }

  // A frame takes focus when it presents (as the dialog does in the app); a control used from the
  // keyboard keeps it.
  var keepFocus = null;
  main.querySelector(".cmp-controls").addEventListener("focusin", function (e) { keepFocus = e.target; });
  list.addEventListener("pointerdown", function () { keepFocus = null; });
  document.addEventListener("keydown", function (e) { if (e.key === "Tab") keepFocus = null; }, true);

  function fromFrame(pane, data) {
    if (typeof data.phase === "string") pane.phase = data.phase;
    if (data.transition === "present" || data.transition === "dismiss") pane.transition = data.transition;
    pane.li.dataset.phase = pane.phase;
    pane.output.textContent = pane.phase + (data.paused ? " (paused)" : "");
    if (data.event === "ack" || data.event === "error") answered(pane, data);
    if (data.event === "ready" && !pane.ready) {
      pane.ready = true;
      if (panes.every(function (p) { return p.ready; })) apply();
    }
    if (data.event === "phase" && data.phase === "presented") {
      if (keepFocus && document.activeElement && document.activeElement.tagName === "IFRAME") {
        keepFocus.focus({ preventScroll: true });
      }
      if (pane.dismissFreeze) {
        var f = pane.dismissFreeze;
        pane.dismissFreeze = null;
        send(pane, f.round, "dismiss");
        send(pane, f.round, "pause");
        send(pane, f.round, "seek", f.t);
      }
      if (afterPresented && panes.every(function (p) { return p.phase === "presented"; })) {
        afterPresented = null;
        broadcast("dismiss");
      }
    }
  }

  window.addEventListener("message", function (e) {
    if (e.origin !== location.origin) return;
    var data = e.data;
    if (!data || data.type !== "dialog-preview" || data.event === undefined) return;
    panes.forEach(function (pane) { if (e.source === pane.frame.contentWindow) fromFrame(pane, data); });
  });

  function run(command) {
    return function () {
      state.transition = command;
      state.t = null;
      afterPresented = null;
      broadcast(command);
      render();
      push();
    };
  }
  $("cmp-present").addEventListener("click", run("present"));
  $("cmp-dismiss").addEventListener("click", run("dismiss"));

  // Pause: every frame at the instant the page's clock says; Play: on from there.
  pause.addEventListener("click", function () {
    var r;
    if (state.t === null) {
      var elapsed = clock === null ? scrubMax() : (performance.now() - clock) / Number(state.slow);
      state.t = Math.min(Math.max(0, Math.round(elapsed)), scrubMax());
      r = begin("paused at " + state.t + " ms");
      panes.forEach(function (pane) { send(pane, r, "pause"); send(pane, r, "seek", state.t); });
      clock = null;
    } else {
      r = begin("play");
      panes.forEach(function (pane) { send(pane, r, "play"); });
      clock = performance.now() - state.t * Number(state.slow);
      state.t = null;
    }
    render();
    push();
  });

  scrub.addEventListener("input", function () {
    state.t = Math.min(Math.max(0, Math.round(Number(scrub.value) || 0)), scrubMax());
    var r = begin("seek " + state.t + " ms");
    panes.forEach(function (pane) {
      if (pane.transition === null) send(pane, r, "present");
      send(pane, r, "pause");
      send(pane, r, "seek", state.t);
    });
    clock = null;
    render();
    if (scrubbing) replace(); else { scrubbing = true; push(); }
  });
  scrub.addEventListener("change", function () { scrubbing = false; });

  slow.addEventListener("input", function () {
    slow.value = String(Math.round(Number(slow.value) * 10) / 10);
    slowValue.textContent = slow.value + "×";
  });
  slow.addEventListener("change", function () {
    state.slow = String(Math.round(Number(slow.value) * 10) / 10);
    render();
    push();
    loadFrames();
  });

  // Back and forward: the frames again, in the state that entry names.
  window.addEventListener("popstate", function () {
    state = read(location.search);
    render();
    loadFrames();
  });

  // Live refresh (live.js): the frames' stylesheets follow by themselves; what the server renders as
  // text (the title, each frame's parameters, the transition lengths) is read again from this URL. A
  // view whose frames changed (a variant gone or added) loads anew.
  document.addEventListener("dialog-preview-live", function () {
    fetch(location.href, { cache: "no-store" }).then(function (r) {
      if (!r.ok) { status.textContent = "The campaign changed and this view no longer exists (" + r.status + ")."; return null; }
      return r.text();
    }).then(function (html) {
      if (!html) return;
      var next = new DOMParser().parseFromString(html, "text/html");
      var fresh = next.querySelectorAll(".cmp-pane");
      if (fresh.length !== panes.length) { location.reload(); return; }
      main.querySelector("h1").textContent = next.querySelector("h1").textContent;
      document.title = next.title;
      panes.forEach(function (pane, i) {
        ["presentMs", "dismissMs"].forEach(function (key) { pane.li.dataset[key] = fresh[i].dataset[key]; });
        pane.li.querySelector(".cmp-facts").textContent = fresh[i].querySelector(".cmp-facts").textContent;
      });
      var nextScrub = next.getElementById("cmp-scrub");
      scrub.dataset.presentMax = nextScrub.dataset.presentMax;
      scrub.dataset.dismissMax = nextScrub.dataset.dismissMax;
      render();
    });
  });

  // A frame that was ready before this script ran (its ready message went unheard).
  function readyAlready(frame) {
    try {
      var doc = frame.contentDocument;
      return doc && doc.readyState === "complete" && doc.location.href !== "about:blank" &&
        !!doc.querySelector(".dp-screen");
    } catch (e) { return false; }
  }

  setUp();
  window.addEventListener("resize", fit);
  fit();
  render();
  panes.forEach(function (pane) {
    if (readyAlready(pane.frame)) {
      pane.ready = true;
      pane.phase = pane.frame.contentDocument.documentElement.dataset.phase || "dismissed";
      pane.output.textContent = pane.phase;
    }
  });
  if (panes.length && panes.every(function (p) { return p.ready; })) apply();
})();
