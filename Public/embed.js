// dialog-preview embed: toggles phase classes on the simulated screen and logs events.
// Motion is entirely CSS (generated from the Swift definitions); this script computes no animation.
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
  var opener = null;        // the element focused before presenting
  // Focus (docs/embedding.md): framed, focus moves only while this document has it; Escape closes
  // the product's dialog (standalone or source=app), else leaves the frame (focus-released).
  var framed = window.parent !== window, escapeCloses = !framed || cfg.eventSource === "app";
  var pointerAt = 0;
  var commands = ["present", "dismiss", "pause", "play", "seek"];

  screen.style.setProperty("--slow", String(slow));

  // Every message carries the embed's state, so a parent shows exactly what the embed does: its
  // phase, whether the transition on screen is paused, and which transition ran last.
  function tell(message) {
    message.type = "dialog-preview";
    if (message.phase === undefined) message.phase = phase;
    message.paused = paused;
    message.transition = last === "is-dismissing" ? "dismiss" : last === "is-presenting" ? "present" : null;
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
      var back = opener && document.contains(opener) ? opener : screen.querySelector("[data-source]");
      focusIn(back);
      opener = null;
    }
  }

  function entry() { return dialog.querySelector("[data-close], [data-button]") || dialog; }
  function focusIn(el) { if (el && el.focus && (!framed || document.hasFocus())) el.focus({ preventScroll: true }); }

  // Entered (the parent focused the frame, or a click on nothing focusable): the dialog's first
  // control, or the source that presents it; the ring shows unless a pointer did it.
  window.addEventListener("focus", function () {
    setTimeout(function () {
      var active = document.activeElement;
      if (!framed || (active && active !== document.body)) return;
      if (Date.now() - pointerAt > 500) root.setAttribute("data-keyboard", "");
      focusIn(phase === "presented" || phase === "presenting" ? entry() : screen.querySelector("[data-source]"));
    }, 0);
  });

  dialog.addEventListener("animationend", function (e) {
    if (e.target === dialog) finished();
  });

  function animations() { return document.getAnimations(); }

  function pauseAll() {
    setPaused(true);
    animations().forEach(function (a) { a.pause(); });
  }

  function playAll() {
    setPaused(false);
    animations().forEach(function (a) { a.play(); });
  }

  function seek(ms) {
    setPaused(true);
    var running = screen.classList.contains(last);
    if (!running) {            // the transition ended: put it back, frozen, without a phase change
      replaying = true;
      setClass(null);
      flush();
      setClass(last);
    }
    var t = Math.max(0, ms) * slow;
    animations().forEach(function (a) {
      var total = a.effect.getComputedTiming().endTime;
      a.pause();
      a.currentTime = Math.min(t, total);
    });
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

  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && framed && !(escapeCloses && phase === "presented")) {
      e.preventDefault();
      if (document.activeElement) document.activeElement.blur();
      tell({ event: "focus-released" });
      return;
    }
    if (phase !== "presented") return;
    if (e.key === "Escape") { e.preventDefault(); dismiss("escape", true); return; }
    if (e.key === "Tab") {     // keep focus inside the modal dialog
      var items = Array.prototype.filter.call(dialog.querySelectorAll("button, [href], img[data-banner]"),
        function (el) { return el.offsetParent !== null || el === document.activeElement; });
      if (items.length === 0) { e.preventDefault(); dialog.focus(); return; }
      var first = items[0], lastItem = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        e.preventDefault(); lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault(); first.focus();
      }
    }
  });

  // The banner is a focusable control when it does something.
  var bannerImage = screen.querySelector("[data-banner]");
  if (bannerImage && cfg.actionUrl) {
    bannerImage.setAttribute("tabindex", "0");
    bannerImage.setAttribute("role", "link");
    bannerImage.addEventListener("keydown", function (e) {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); if (phase === "presented") banner(); }
    });
  }

  // The postMessage API (docs/embedding.md): every command answered (ack or error, its id echoed);
  // refused as UIKit refuses: dismiss while presenting, present while dismissing.
  function refusal(command, data) {
    switch (command) {
      case "present":
        return phase === "dismissing"
          ? "present is refused while the dialog is dismissing, as UIKit refuses it; wait for the phase dismissed."
          : null;
      case "dismiss":
        return phase === "presenting"
          ? "dismiss is refused while the dialog is presenting, as UIKit refuses to dismiss during a presentation; wait for the phase presented."
          : null;
      case "seek":
        if (typeof data.t !== "number" || !isFinite(data.t)) {
          return "seek needs t, a number of unslowed milliseconds from the start of the transition.";
        }
        return last === null ? "seek needs a transition to seek in; send present first." : null;
      default:
        return null;
    }
  }

  function run(command, data) {
    switch (command) {
      case "present": present(); break;
      case "dismiss": dismiss("programmatic", true); break;
      case "pause": pauseAll(); break;
      case "play": playAll(); break;
      case "seek": seek(data.t); break;
    }
  }

  window.addEventListener("message", function (e) {
    if (e.source !== window.parent) return;            // commands only from the parent (or the page itself)
    var data = e.data;
    if (!data || data.type !== "dialog-preview" || data.event !== undefined) return;   // not a command (our own events, unframed)
    var answer = { command: typeof data.command === "string" ? data.command : null };
    if (data.id !== undefined) {
      if (typeof data.id !== "string" || data.id.length > 64) {
        tell({ event: "error", command: answer.command, message: "id must be a string of at most 64 characters." });
        return;
      }
      answer.id = data.id;
    }
    var message = commands.indexOf(data.command) < 0
      ? "command must be one of " + commands.join(", ") + "."
      : refusal(data.command, data);
    if (message) {
      answer.event = "error";
      answer.message = message;
    } else {
      run(data.command, data);
      answer.event = "ack";
    }
    tell(answer);
  });

  // iOS draws no focus ring: none until a key is pressed, though focus moves (VoiceOver needs it).
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Shift" && e.key !== "Control" && e.key !== "Alt" && e.key !== "Meta") {
      root.setAttribute("data-keyboard", "");
    }
  }, true);
  document.addEventListener("pointerdown", function () {
    pointerAt = Date.now();
    root.removeAttribute("data-keyboard");
  }, true);

  root.setAttribute("data-phase", "dismissed");
  tell({ event: "phase", phase: "dismissed" });
  tell({ event: "ready" });
  if (cfg.autoplay !== "0") {
    if (document.readyState === "complete") present();
    else window.addEventListener("load", present);
  }
})();
