// Live refresh (live.js): the frames' stylesheets follow by themselves; what the server renders as
// text (the title, each frame's parameters, the transition lengths, the curves) is read again from this URL. A
// view whose frames changed (a variant gone or added) loads anew. A tweaked frame's style (`style`,
// beside one variant's file version) is a tweak over that file: laid over the new file as the QA
// page does (shared/tweaks.js, docs/design-tools.md), it goes into the URL and the frames reload.
import { freshPage } from "../shared/controls.js";
import { overFile, checkStyle } from "../shared/tweaks.js";
import { $, main, status, scrub, view, render } from "./page.js";
import { loadFrames } from "./panes.js";

// Swaps in what `next` (this view as the server renders it now) says; false when its frames differ.
function redrawFrom(next) {
  var panes = view.panes, fresh = next.querySelectorAll(".cmp-pane");
  if (fresh.length !== panes.length) { location.reload(); return false; }
  main.querySelector("h1").textContent = next.querySelector("h1").textContent;
  document.title = next.title;
  panes.forEach(function (pane, i) {
    ["presentMs", "dismissMs", "fileStyle"].forEach(function (key) {
      if (fresh[i].dataset[key] !== undefined) pane.li.dataset[key] = fresh[i].dataset[key];
    });
    pane.li.querySelector(".cmp-facts").textContent = fresh[i].querySelector(".cmp-facts").textContent;
  });
  var curves = next.getElementById("cmp-curves"), shown = $("cmp-curves");
  if (curves && shown) shown.replaceWith(document.importNode(curves, true));
  var nextScrub = next.getElementById("cmp-scrub");
  scrub.dataset.presentMax = nextScrub.dataset.presentMax;
  scrub.dataset.dismissMax = nextScrub.dataset.dismissMax;
  render();
  return true;
}

// The view's style laid over its variant's new file, when that is another style (null otherwise).
// A style shown beside several variants is not a tweak of one file and stays as the link has it.
function followedStyle(style, oldFile, next) {
  var fresh = next.querySelector('.cmp-pane[data-version="tweaked"]');
  var newFile = fresh && fresh.dataset.fileStyle;
  if (!style || !oldFile || !newFile || oldFile === newFile) return Promise.resolve(null);
  return checkStyle(overFile(style, oldFile, newFile)).then(function (answer) {
    return answer.ok && answer.style !== style ? answer.style : null;
  });
}

function tweakedFile() {
  var tweaked = view.panes.filter(function (p) { return p.li.dataset.version === "tweaked"; });
  var variants = tweaked.map(function (p) { return p.li.dataset.variant; });
  var one = tweaked.length > 0 && variants.every(function (v) { return v === variants[0]; });
  return one ? tweaked[0].li.dataset.fileStyle : null;
}

var liveAsked = 0;
document.addEventListener("dialog-preview-live", function () {
  var asked = ++liveAsked, oldFile = tweakedFile();
  var style = new URLSearchParams(location.search).get("style");
  freshPage(location.href).then(function (page) {
    if (asked !== liveAsked) return null;
    if (!page.doc) {
      status.textContent = "The campaign changed and this view no longer exists (" + page.status + ").";
      return null;
    }
    return redrawFrom(page.doc) ? followedStyle(style, oldFile, page.doc) : null;
  }).then(function (followed) {
    if (!followed || asked !== liveAsked) return null;
    var params = new URLSearchParams(location.search);
    params.set("style", followed);
    history.replaceState(null, "", location.pathname + "?" + params.toString());
    return freshPage(location.href);
  }).then(function (page) {
    if (!page || !page.doc || asked !== liveAsked || !redrawFrom(page.doc)) return;
    var field = main.querySelector('input[name="style"]'), fresh = page.doc.querySelector('input[name="style"]');
    if (field && fresh) field.value = fresh.value;
    var frames = page.doc.querySelectorAll(".cmp-pane iframe");
    view.panes.forEach(function (pane, i) {
      pane.base = frames[i].getAttribute("src").replace(/&slow=[^&]*/, "");
      pane.frame.title = frames[i].title;
    });
    loadFrames();
  });
});
