// Talking to embeds of ours through their postMessage API (docs/api.md, "Embed commands"): the QA
// page and the compare view send the same commands and read the same events.

// Sends `command` to the embed in `frame`, with `t` (unslowed ms, for seek) and an `id` when given.
export function send(frame, command, t, id) {
  var message = { type: "dialog-preview", command: command };
  if (t !== undefined) message.t = t;
  if (id !== undefined) message.id = id;
  if (frame.contentWindow) frame.contentWindow.postMessage(message, location.origin);
}

// The messages kept before this module ran (shared/early-events.js, on the QA page), taken once: every
// module of the page runs in the same task as this one, so none arrives between taking and listening.
var early = window.dialogPreviewTakeEarlyEvents ? window.dialogPreviewTakeEarlyEvents() : [];

// Calls `handler(data, source)` for every event an embed of this origin posts, the kept ones first.
export function onEmbedEvent(handler) {
  function heard(e) {
    if (e.origin !== location.origin) return;
    var data = e.data;
    if (!data || data.type !== "dialog-preview" || data.event === undefined) return;
    handler(data, e.source);
  }
  early.forEach(heard);
  window.addEventListener("message", heard);
}

// A frame whose embed was ready before the page's script ran (its ready message went unheard).
export function readyAlready(frame) {
  try {
    var doc = frame.contentDocument;
    return !!doc && doc.readyState === "complete" && doc.location.href !== "about:blank" &&
      !!doc.querySelector(".dp-screen");
  } catch (e) { return false; }
}

// Calls `callback` once for a frame whose ready message the page's script may have missed: now when
// it was ready before the script ran, or at its load event when its embed ran its script (and posted
// ready, unheard) but was still loading its banner. A frame still to run its script is left to its
// ready message, which may then come too: `callback` must bear a second call for the same document.
export function readyUnheard(frame, callback) {
  if (readyAlready(frame)) { callback(); return; }
  var doc;
  try { doc = frame.contentDocument; } catch (e) { return; }
  if (!doc || doc.readyState !== "interactive" || doc.location.href === "about:blank") return;
  frame.addEventListener("load", function () {
    if (frame.contentDocument === doc && readyAlready(frame)) callback();
  }, { once: true });
}

// Freezes a frame at `ms` (unslowed) of a transition, `post(command, t)` sending each command. A
// dismiss frame needs the present finished first: seek to its last millisecond (`presentMs` − 1) and
// play; answers the ms to hand to `freezeDismiss` once the frame says "presented" (null otherwise).
export function freeze(post, ms, which, presentMs) {
  post("present");
  post("pause");
  if (which !== "dismiss") {
    post("seek", ms);
    return null;
  }
  post("seek", Math.max(0, presentMs - 1));
  post("play");
  return ms;
}

// The second half of a dismiss freeze: the frame has presented, now dismiss and hold at `ms`.
export function freezeDismiss(post, ms) {
  post("dismiss");
  post("pause");
  post("seek", ms);
}
