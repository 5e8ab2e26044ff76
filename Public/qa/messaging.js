// The QA page's side of the embed's postMessage API: commands to the embed (each with an id) and to
// the filmstrip's frames, and frames frozen at an instant.
import * as frames from "../shared/frames.js";
import { embed, transitionMs } from "./page.js";

var commandCount = 0;

export function send(target, command, t) {
  frames.send(target, command, t, target === embed ? "qa-" + (++commandCount) : undefined);
}

// Freezes `target` at `ms` (unslowed) of `which`; answers the ms a dismiss freeze still has to reach
// once the frame says "presented" (null for a present freeze).
export function freeze(target, ms, which) {
  return frames.freeze(function (command, t) { send(target, command, t); }, ms, which, transitionMs("present"));
}

export function freezeDismiss(target, ms) {
  frames.freezeDismiss(function (command, t) { send(target, command, t); }, ms);
}

export var onEmbedEvent = frames.onEmbedEvent;
export var readyUnheard = frames.readyUnheard;
