// dialog-preview embed: toggles phase classes on the simulated screen and logs events.
// Motion is entirely CSS (generated from the Swift definitions); this script computes no animation.
// Its state and transitions; /embed-input.js (loaded next) takes the keys, focus, the postMessage API
// and the start, through window.dialogPreviewEmbed.
(function () {
  "use strict";
  var root = document.documentElement;
  var screen = document.querySelector(".dp-screen");
  if (!screen) return;
  var cfg = screen.dataset;
  var dialog = screen.querySelector("[data-dialog]");
  var card = screen.querySelector("[data-card]");
  var triggers = (cfg.closeTriggers || "").split(" ");
  var slow = Number(cfg.slow) || 1;
  var phase = "dismissed";
  var last = null;          // "is-presenting" or "is-dismissing": the class of the current or last transition
  var replaying = false;    // a finished transition put back on screen to be seeked
  var paused = false;       // the transition on screen is frozen (pause, seek); a new transition clears it
  var opener = null;        // the element focused before presenting (none, autoplayed: the app's source button)
  // Focus (docs/embedding.md): framed, focus moves only while this document has it; Escape closes
  // the product's dialog (standalone or source=app), else leaves the frame (focus-released).
  var framed = window.parent !== window, escapeCloses = !framed || cfg.eventSource === "app";

  screen.style.setProperty("--slow", String(slow));

  // The layout rule's inputs that the server can't know (docs/embedding.md). --dp-ratio, the
  // banner's height over its width: the server's (data-banner-ratio) when it knows the banner's
  // size, else the image's own once loaded. size=frame: the screen is the frame's viewport, safe area 0.
  function setVar(name, value) { screen.style.setProperty(name, String(value)); }
  var image = screen.querySelector("[data-banner]");
  function natural() { if (image.naturalWidth > 0) setVar("--dp-ratio", image.naturalHeight / image.naturalWidth); }
  if (Number(cfg.bannerRatio) > 0) setVar("--dp-ratio", Number(cfg.bannerRatio));
  else if (image && image.complete) natural();
  else if (image) image.addEventListener("load", natural);
  function fill() { setVar("--dp-w", root.clientWidth); setVar("--dp-h", root.clientHeight); }
  if (screen.classList.contains("dp-frame-sized")) {
    ["--dp-st", "--dp-sl", "--dp-sb", "--dp-sr"].forEach(function (name) { setVar(name, 0); });
    fill();
    window.addEventListener("resize", fill);
  }

  // Every message carries the embed's state, so a parent shows exactly what the embed does: its
  // phase, whether the transition on screen is paused (and then `t`, where it stands), and which
  // transition ran last.
  function tell(message) {
    message.type = "dialog-preview";
    if (message.phase === undefined) message.phase = phase;
    message.paused = paused;
    message.transition = last === "is-dismissing" ? "dismiss" : last === "is-presenting" ? "present" : null;
    var at = paused ? frozenAt() : null;
    if (at !== null) message.t = at;
    try { window.parent.postMessage(message, "*"); } catch (e) { /* parent gone */ }
  }

  function setPhase(next) {
    phase = next;
    root.setAttribute("data-phase", next);
    tell({ event: "phase", phase: next });
  }

  function setPaused(value) {
    paused = value;
    root.toggleAttribute("data-paused", value);
  }

  function randomID() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join("");
  }

  function log(type, trigger) {
    var event = { id: randomID(), campaign: cfg.campaign, variant: cfg.variant, type: type,
                  source: cfg.eventSource || "preview", ts: Date.now() };
    if (trigger) event.trigger = trigger;
    if (cfg.user) event.user = cfg.user;
    // The device class the preview shows (issue 43's device slices): an iPad is a tablet.
    event.device = /(^|\s)dp-device-ipad/.test(screen.className) ? "tablet" : "phone";
    try { navigator.sendBeacon("/api/events", JSON.stringify(event)); } catch (e) { /* quiet until stored */ }
    tell({ event: "logged", data: event });
  }

  function flush() { return screen.offsetWidth; }

  function setClass(name) {
    screen.classList.remove("is-presenting", "is-presented", "is-dismissing");
    if (name) screen.classList.add(name);
  }

  function present() {
    if (phase !== "dismissed") return;
    replaying = false;
    setPaused(false);
    opener = document.activeElement;
    setClass(null);
    flush();
    last = "is-presenting";
    setClass(last);
    setPhase("presenting");
  }

  function dismiss(trigger, logClose) {
    if (phase !== "presented") return;
    if (logClose) log("close", trigger);
    replaying = false;
    setPaused(false);
    last = "is-dismissing";
    setClass(last);
    setPhase("dismissing");
  }

  function finished() {
    if (replaying) {
      replaying = false;
      setClass(phase === "presented" ? "is-presented" : null);
      return;
    }
    if (phase === "presenting") {
      setClass("is-presented");
      setPhase("presented");
      log("impression");
      focusIn(entry());
    } else if (phase === "dismissing") {
      setClass(null);
      setPhase("dismissed");
      var back = opener && opener !== document.body && document.contains(opener) ? opener : screen.querySelector("[data-source]");
      focusIn(back);
      opener = null;
    }
  }

  function entry() { return dialog.querySelector("[data-close], [data-button]") || dialog; }
  function focusIn(el) { if (el && el.focus && (!framed || document.hasFocus())) el.focus({ preventScroll: true }); }

  dialog.addEventListener("animationend", function (e) { if (e.target === dialog) finished(); });

  function animations() { return document.getAnimations(); }

  // Every animation paused at `t` (slowed ms), clamped to its end: one instant for all of them.
  function freezeAt(t) {
    animations().forEach(function (a) { a.pause(); a.currentTime = Math.min(t, a.effect.getComputedTiming().endTime); });
  }

  // Where the paused transition stands: unslowed whole ms (its latest animation), null when none is on screen.
  function frozenAt() {
    var times = animations().map(function (a) { return Number(a.currentTime) || 0; });
    return times.length ? Math.round(Math.max.apply(null, times) / slow) : null;
  }

  // Pause freezes at the whole ms reached, so the frame a parent links to (`t`) is exactly this one.
  function pauseAll() {
    setPaused(true);
    animations().forEach(function (a) { a.pause(); });
    var at = frozenAt();
    if (at !== null) freezeAt(at * slow);
  }

  function playAll() { setPaused(false); animations().forEach(function (a) { a.play(); }); }

  function seek(ms) {
    setPaused(true);
    if (!screen.classList.contains(last)) {   // the transition ended: put it back, frozen, without a phase change
      replaying = true; setClass(null); flush(); setClass(last);
    }
    freezeAt(Math.max(0, ms) * slow);
  }

  function banner() {
    var url = cfg.actionUrl;
    if (!url || !/^https?:\/\//i.test(url)) return;   // seed 000: no action URL, a tap does nothing
    log("tap", "banner");
    dismiss("banner", false);
    if ((cfg.eventSource || "preview") === "app") {
      try { window.top.location.href = url; } catch (e) { window.open(url, "_blank", "noopener"); }
    } else {
      window.open(url, "_blank", "noopener");
    }
  }

  screen.addEventListener("click", function (e) {
    var target = e.target;
    if (target.closest("[data-source]")) { present(); return; }
    if (phase !== "presented") return;
    if (target.closest("[data-close]")) { dismiss("close_button", true); return; }
    if (target.closest("[data-button]")) { dismiss("button", true); return; }
    if (target.closest("[data-banner]")) { banner(); return; }
    if (card.contains(target)) return;
    if (target.closest("[data-overlay], [data-dialog]") && triggers.indexOf("overlay") >= 0) dismiss("overlay", true);
  });

  // What /embed-input.js needs: the phase and last transition as they are now, and the actions.
  window.dialogPreviewEmbed = {
    screen: screen, dialog: dialog, cfg: cfg, framed: framed, escapeCloses: escapeCloses,
    phase: function () { return phase; }, last: function () { return last; },
    tell: tell, present: present, dismiss: dismiss, banner: banner, entry: entry, focusIn: focusIn,
    pauseAll: pauseAll, playAll: playAll, seek: seek
  };
})();
