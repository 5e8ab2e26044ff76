// Commands: one round per action, each frame's message with its own id ("cmp-ROUND-FRAME"), so every
// answer (ack or error) is matched to its frame and action, and the status line says how it went.
import * as frames from "../shared/frames.js";
import { status, view, ms } from "./page.js";

var round = 0, rounds = {};

export function begin(label) {
  round += 1;
  rounds[round] = { label: label, sent: {}, acked: {}, errors: [] };
  return round;
}

export function send(pane, r, command, t) {
  rounds[r].sent[pane.index] = (rounds[r].sent[pane.index] || 0) + 1;
  frames.send(pane.frame, command, t, "cmp-" + r + "-" + pane.index);
}

export function answered(pane, data) {
  var match = /^cmp-(\d+)-(\d+)$/.exec(String(data.id || ""));
  if (!match || Number(match[2]) !== pane.index || !rounds[match[1]]) return;
  var r = rounds[match[1]], panes = view.panes;
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

function post(pane, r) { return function (command, t) { send(pane, r, command, t); }; }

// Freezes a frame at `t` (unslowed ms) of a transition (a dismiss frame once it says "presented").
export function freeze(pane, r, t, which) {
  var pending = frames.freeze(post(pane, r), t, which, ms(pane, "present"));
  if (pending !== null) pane.dismissFreeze = { t: pending, round: r };
}

export function freezeDismiss(pane) {
  var f = pane.dismissFreeze;
  pane.dismissFreeze = null;
  frames.freezeDismiss(post(pane, f.round), f.t);
}

// Every frame the same command, the page's clock started.
export function broadcast(command) {
  var r = begin(command);
  view.panes.forEach(function (pane) { send(pane, r, command); });
  view.clock = performance.now();
}
