// The bezier editor: two control points dragged (pointer events) or moved by arrow keys, in step
// with the four number fields; a drag's end or a key commits the curve like a typed change.
// Plot units as the server draws them: x × 100 across, (2 − y) × 50 down.
import { $, tweak } from "./page.js";
import { tweakValue, applyTweak } from "./tweak.js";

var editor = $("tweak-bezier-editor");
var dragged = null;

function clampPart(part, value) {
  var low = part === "x" ? 0 : -1, high = part === "x" ? 1 : 2;
  return Math.round(Math.min(high, Math.max(low, value)) * 100) / 100;
}

export function drawEditor() {
  if (!editor) return;
  var v = { x1: tweakValue("curve-x1"), y1: tweakValue("curve-y1"), x2: tweakValue("curve-x2"), y2: tweakValue("curve-y2") };
  function plot(i) { return [v["x" + i] * 100, (2 - v["y" + i]) * 50]; }
  [1, 2].forEach(function (i) {
    var p = plot(i), point = editor.querySelector('[data-point="' + i + '"]'), arm = editor.querySelector('[data-arm="' + i + '"]');
    if (!isFinite(p[0]) || !isFinite(p[1])) return;
    point.setAttribute("cx", String(p[0]));
    point.setAttribute("cy", String(p[1]));
    point.setAttribute("aria-valuenow", String(v["y" + i]));
    point.setAttribute("aria-valuetext", "x" + i + " " + v["x" + i] + ", y" + i + " " + v["y" + i]);
    arm.setAttribute("x2", String(p[0]));
    arm.setAttribute("y2", String(p[1]));
  });
  var a = plot(1), b = plot(2);
  editor.querySelector(".bezier-curve").setAttribute("d", "M0 100 C" + a.join(" ") + " " + b.join(" ") + " 100 50");
}

function setPoint(i, x, y) {
  [["x", x], ["y", y]].forEach(function (pair) {
    var part = "curve-" + pair[0] + i, value = String(clampPart(pair[0], pair[1]));
    $("tweak-" + part).value = value;
    $("tweak-" + part + "-range").value = value;
  });
  drawEditor();
}

function commitCurve() {
  var key = $("tweak-curve-kind").closest(".tweak-key");
  key.dataset.set = "";
  applyTweak();
}

function drop(e) {
  if (!dragged) return;
  if (dragged.hasPointerCapture(e.pointerId)) dragged.releasePointerCapture(e.pointerId);
  dragged = null;
  commitCurve();
}

if (editor) {
  editor.addEventListener("pointerdown", function (e) {
    var point = e.target.closest("[data-point]");
    if (!point) return;
    e.preventDefault();
    point.focus();
    dragged = point;
    point.setPointerCapture(e.pointerId);
  });
  editor.addEventListener("pointermove", function (e) {
    if (!dragged) return;
    var m = editor.getScreenCTM();
    if (!m) return;
    var at = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    setPoint(dragged.dataset.point, at.x / 100, 2 - at.y / 50);
  });
  editor.addEventListener("pointerup", drop);
  editor.addEventListener("pointercancel", drop);
  editor.addEventListener("keydown", function (e) {
    var point = e.target.closest("[data-point]");
    var move = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
    if (!point || !move) return;
    e.preventDefault();
    var i = point.dataset.point, step = e.shiftKey ? 0.1 : 0.01;
    setPoint(i, tweakValue("curve-x" + i) + move[0] * step, tweakValue("curve-y" + i) + move[1] * step);
    commitCurve();
  });
}

// Typing into a control point's number field or slider moves the point (after tweak.js has put the
// value into its twin).
if (tweak) {
  drawEditor();
  tweak.addEventListener("input", function (e) {
    if (/^curve-[xy][12]$/.test(e.target.dataset.part || "")) drawEditor();
  });
}
