// Live refresh (live.js): the frames' stylesheets follow by themselves; what the server renders as
// text (the title, each frame's parameters, the transition lengths) is read again from this URL. A
// view whose frames changed (a variant gone or added) loads anew.
import { freshPage } from "../shared/controls.js";
import { main, status, scrub, view, render } from "./page.js";

document.addEventListener("dialog-preview-live", function () {
  freshPage(location.href).then(function (page) {
    if (!page.doc) {
      status.textContent = "The campaign changed and this view no longer exists (" + page.status + ").";
      return;
    }
    var next = page.doc, panes = view.panes;
    var fresh = next.querySelectorAll(".cmp-pane");
    if (fresh.length !== panes.length) { location.reload(); return; }
    main.querySelector("h1").textContent = next.querySelector("h1").textContent;
    document.title = next.title;
    panes.forEach(function (pane, i) {
      ["presentMs", "dismissMs"].forEach(function (key) { pane.li.dataset[key] = fresh[i].dataset[key]; });
      pane.li.querySelector(".cmp-facts").textContent = fresh[i].querySelector(".cmp-facts").textContent;
    });
    var nextScrub = next.getElementById("cmp-scrub");
    scrub.dataset.presentMax = nextScrub.dataset.presentMax;
    scrub.dataset.dismissMax = nextScrub.dataset.dismissMax;
    render();
  });
});
