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
  var last = null;          // "presenting" or "dismissing": the current or last transition
  var replaying = false;    // a finished transition put back on screen to be seeked
  var opener = null;        // the element focused before presenting

  screen.style.setProperty("--slow", String(slow));

  function tell(message) {
    message.type = "dialog-preview";
    try { window.parent.postMessage(message, "*"); } catch (e) { /* parent gone */ }
  }

  function setPhase(next) {
    phase = next;
    root.setAttribute("data-phase", next);
    tell({ event: "phase", phase: next });
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
    opener = document.activeElement;
    setClass(null);
    flush();
    last = "presenting";
    setClass("is-presenting");
    setPhase("presenting");
  }

  function dismiss(trigger, logClose) {
    if (phase !== "presented") return;
    if (logClose) log("close", trigger);
    replaying = false;
    last = "dismissing";
    setClass("is-dismissing");
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
      var focusTarget = dialog.querySelector("[data-close], [data-button]") || dialog;
      focusTarget.focus({ preventScroll: true });
    } else if (phase === "dismissing") {
      setClass(null);
      setPhase("dismissed");
      var back = opener && document.contains(opener) ? opener : screen.querySelector("[data-source]");
      if (back && back.focus) back.focus({ preventScroll: true });
      opener = null;
    }
  }

  dialog.addEventListener("animationend", function (e) {
    if (e.target === dialog) finished();
  });

  function animations() { return document.getAnimations(); }

  function seek(ms) {
    if (last === null) return;
    var running = screen.classList.contains("is-" + last);
    if (!running) {            // the transition ended: put it back, frozen, without a phase change
      replaying = true;
      setClass(null);
      flush();
      setClass("is-" + last);
    }
    var t = Math.max(0, Number(ms) || 0) * slow;
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

  window.addEventListener("message", function (e) {
    if (e.source !== window.parent) return;            // commands only from the parent (or the page itself)
    var data = e.data;
    if (!data || data.type !== "dialog-preview" || typeof data.command !== "string") return;
    switch (data.command) {
      case "present": present(); break;
      case "dismiss": dismiss("programmatic", true); break;
      case "pause": animations().forEach(function (a) { a.pause(); }); break;
      case "play": animations().forEach(function (a) { a.play(); }); break;
      case "seek": seek(data.t); break;
    }
  });

  root.setAttribute("data-phase", "dismissed");
  tell({ event: "phase", phase: "dismissed" });
  if (cfg.autoplay !== "0") {
    if (document.readyState === "complete") present();
    else window.addEventListener("load", present);
  }
})();
