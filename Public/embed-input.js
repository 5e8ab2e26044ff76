// dialog-preview embed, its input (after /embed.js, whose window.dialogPreviewEmbed it uses): the
// keys and focus (docs/embedding.md, "Focus"), the postMessage API, and the start.
(function () {
  "use strict";
  var E = window.dialogPreviewEmbed;
  if (!E) return;
  var root = document.documentElement, screen = E.screen, dialog = E.dialog, cfg = E.cfg;
  var framed = E.framed, escapeCloses = E.escapeCloses, tell = E.tell;
  var present = E.present, dismiss = E.dismiss, banner = E.banner, entry = E.entry, focusIn = E.focusIn;
  var pointerAt = 0;
  var commands = ["present", "dismiss", "pause", "play", "seek"];

  // Entered (the parent focused the frame, or a click on nothing focusable): the dialog's first
  // control, or the source that presents it; the ring shows unless a pointer did it.
  window.addEventListener("focus", function () {
    setTimeout(function () {
      var active = document.activeElement;
      if (!framed || (active && active !== document.body)) return;
      if (Date.now() - pointerAt > 500) root.setAttribute("data-keyboard", "");
      focusIn(E.phase() === "presented" || E.phase() === "presenting" ? entry() : screen.querySelector("[data-source]"));
    }, 0);
  });

  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && framed && !(escapeCloses && E.phase() === "presented")) {
      e.preventDefault();
      if (document.activeElement) document.activeElement.blur();
      tell({ event: "focus-released" });
      return;
    }
    if (E.phase() !== "presented") return;
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
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); if (E.phase() === "presented") banner(); }
    });
  }

  // The postMessage API (docs/embedding.md): every command answered (ack or error, its id echoed);
  // refused as UIKit refuses: dismiss while presenting, present while dismissing.
  function refusal(command, data) {
    switch (command) {
      case "present":
        return E.phase() === "dismissing"
          ? "present is refused while the dialog is dismissing, as UIKit refuses it; wait for the phase dismissed."
          : null;
      case "dismiss":
        return E.phase() === "presenting"
          ? "dismiss is refused while the dialog is presenting, as UIKit refuses to dismiss during a presentation; wait for the phase presented."
          : null;
      case "seek":
        if (typeof data.t !== "number" || !isFinite(data.t)) {
          return "seek needs t, a number of unslowed milliseconds from the start of the transition.";
        }
        return E.last() === null ? "seek needs a transition to seek in; send present first." : null;
      default:
        return null;
    }
  }

  function run(command, data) {
    switch (command) {
      case "present": present(); break;
      case "dismiss": dismiss("programmatic", true); break;
      case "pause": E.pauseAll(); break;
      case "play": E.playAll(); break;
      case "seek": E.seek(data.t); break;
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
