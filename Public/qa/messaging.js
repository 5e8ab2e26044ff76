// The QA page's side of the embed's postMessage API: commands to the embed (each with an id) and to
// the filmstrip's frames, and frames frozen at an instant.
import * as frames from "../shared/frames.js";
import { embed, transitionMs } from "./page.js";

var commandCount = 0;

export function send(target, command, t) {
  frames.send(target, command, t, target === embed ? "qa-" + (++commandCount) : undefined);
}

// Freezes `target` at `ms` (unslowed) of `which`; with `ended`, the transition first runs to its end
// and is then seeked back, so the frame's phase is the end phase (presented, dismissed), as on the
// page that was scrubbed after it ended. Answers the steps still to come, each { phase, run }: `run`
// once the frame says it reached `phase`.
export function freeze(target, ms, which, ended) {
  var post = function (command, t) { send(target, command, t); };
  var seekBack = function () { post("seek", ms); };
  var toEnd = function (length) { post("pause"); post("seek", Math.max(0, length - 1)); post("play"); };
  if (which !== "dismiss" && !ended) { frames.freeze(post, ms, which, transitionMs("present")); return []; }
  post("present");
  toEnd(transitionMs("present"));
  if (which !== "dismiss") return [{ phase: "presented", run: seekBack }];
  if (!ended) return [{ phase: "presented", run: function () { frames.freezeDismiss(post, ms); } }];
  return [
    { phase: "presented", run: function () { post("dismiss"); toEnd(transitionMs("dismiss")); } },
    { phase: "dismissed", run: seekBack }
  ];
}

export var onEmbedEvent = frames.onEmbedEvent;
export var readyUnheard = frames.readyUnheard;
