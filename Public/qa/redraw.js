// Live redraw: what the server renders from the definitions (the title, the planned users, each
// variant's parameters and curves, the transition lengths) read again from this page and swapped in
// place. The controls, the embed and its state stay as they are.
import { freshPage } from "../shared/controls.js";
import { variant, sections, state, scrubMax } from "./page.js";
import { renderScrub } from "./scrubber.js";
import { reloadFilms } from "./filmstrip.js";
import { reloadEmbed, markShownScreen } from "./stage.js";
import { followFile } from "./tweak-live.js";
import { reflect } from "./url-state.js";

export function redrawFrom(next) {
  function swap(selector) {
    var from = next.querySelector(selector), to = document.querySelector(selector);
    if (from && to) to.replaceChildren.apply(to, Array.prototype.map.call(from.childNodes, function (n) {
      return document.importNode(n, true);
    }));
  }
  swap("h1");
  swap(".qa-planned");
  swap("#qa-crops");   // rendered for the variant and style shown, so its notes' hidden states fit
  markShownScreen();
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

// Live refresh (live.js): a new campaign version redraws from this page rendered at the same state
// without t (which may no longer fit the new lengths): first for the file's style, whose tweak panel
// says what the file now holds; a tweak in progress is laid over it (tweak-live.js) and the page read
// again for that style. The filmstrip is frozen again at its fractions of the new present; the embed
// replays only when the tweak laid over the new file is another style (otherwise its stylesheets
// follow in place, and its phase and scrub position stay).
var liveAsked = 0;
document.addEventListener("dialog-preview-live", function () {
  var asked = ++liveAsked;
  var url = new URL(location.href);
  ["t", "transition", "style"].forEach(function (name) { url.searchParams.delete(name); });
  freshPage(url.href).then(function (page) {
    if (!page.doc || asked !== liveAsked) return null;
    return followFile(page.doc);
  }).then(function (followed) {
    if (!followed || asked !== liveAsked) return;
    redrawFrom(followed.doc);
    if (state.t !== null) state.t = Math.min(state.t, scrubMax());
    if (followed.restyled) reloadEmbed();
    reloadFilms();
    reflect();
  });
});
