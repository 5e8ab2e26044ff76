// Keyboard focus and the embeds (docs/qa.md, "Keyboard"). An embed never takes focus by itself (it
// moves focus only while its document has it); the person enters a preview deliberately: Enter or
// Space on its window (one tab stop; the frame inside is out of the tab order), or a click in it.
// Escape inside makes the embed post `focus-released`, and focus goes back where it came from.
import { onEmbedEvent } from "./frames.js";

var last = null;   // the last element of this page that had focus: where a frame was entered from

document.addEventListener("focusin", function (e) {
  if (e.target.tagName !== "IFRAME") last = e.target;
});

// Makes `box` (the window around one embed frame) the way into it.
export function enterable(box) {
  var frame = box.querySelector("iframe");
  frame.tabIndex = -1;
  box.tabIndex = 0;
  box.dataset.enter = "";
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", "Preview: Enter to use it, Escape to come back");
  box.addEventListener("keydown", function (e) {
    if (e.target !== box || (e.key !== "Enter" && e.key !== " ")) return;
    e.preventDefault();
    frame.focus();
  });
}

onEmbedEvent(function (data, source) {
  if (data.event !== "focus-released") return;
  var frame = Array.prototype.find.call(document.querySelectorAll("iframe"), function (f) {
    return f.contentWindow === source;
  });
  if (!frame) return;
  var box = frame.closest("[data-enter]");
  var back = last && last.isConnected && !last.closest("[inert]") ? last : box;
  if (back) back.focus({ preventScroll: true });
});
