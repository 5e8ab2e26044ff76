// Live redraw: what the server renders from the definitions (the title, the planned users, each
// variant's parameters and curves, the transition lengths) read again from this page and swapped in
// place. The controls, the embed and its state stay as they are.
import { freshPage } from "../shared/controls.js";
import { variant, sections } from "./page.js";
import { renderScrub } from "./scrubber.js";

export function redrawFrom(next) {
  function swap(selector) {
    var from = next.querySelector(selector), to = document.querySelector(selector);
    if (from && to) to.replaceChildren.apply(to, Array.prototype.map.call(from.childNodes, function (n) {
      return document.importNode(n, true);
    }));
  }
  swap("h1");
  swap(".qa-planned");
  sections.forEach(function (section) {
    swap('.qa-parameters[data-variant="' + CSS.escape(section.dataset.variant) + '"]');
  });
  Array.prototype.forEach.call(variant.options, function (option) {
    var fresh = next.querySelector('#qa-variant option[value="' + CSS.escape(option.value) + '"]');
    if (!fresh) return;
    Object.keys(fresh.dataset).forEach(function (key) { option.dataset[key] = fresh.dataset[key]; });
    option.textContent = fresh.textContent;
  });
  document.title = next.title;
  renderScrub();
}

// Live refresh (live.js): a new campaign version redraws from this page at the same state, without
// t (which may no longer fit the new lengths).
document.addEventListener("dialog-preview-live", function () {
  var url = new URL(location.href);
  url.searchParams.delete("t");
  url.searchParams.delete("transition");
  freshPage(url.href).then(function (page) { if (page.doc) redrawFrom(page.doc); });
});
