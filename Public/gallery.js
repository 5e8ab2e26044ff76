// dialog-preview gallery: follows campaign edits (live.js fires `dialog-preview-live`): what each
// thumbnail says (title, crop mark, caption) in place, or the whole list anew when campaigns or
// variants came or went (its embeds reload); the compare links anew.
(function () {
  "use strict";
  document.addEventListener("dialog-preview-live", function () {
    var list = document.querySelector("ul.thumbs");
    if (!list) return;
    fetch(location.href, { cache: "no-store" }).then(function (r) { return r.ok ? r.text() : null; }).then(function (html) {
      if (!html) return;
      var next = new DOMParser().parseFromString(html, "text/html");
      var links = document.querySelector("ul.compare-links"), freshLinks = next.querySelector("ul.compare-links");
      if (links && freshLinks) links.replaceWith(document.importNode(freshLinks, true));   // no embeds in it
      var fresh = next.querySelector("ul.thumbs");
      if (!fresh) return;
      function keys(ul) {
        return Array.prototype.map.call(ul.querySelectorAll(".thumb-card"), function (card) {
          return card.dataset.campaign + "/" + card.dataset.variant;
        }).join(" ");
      }
      if (keys(fresh) !== keys(list)) { list.replaceWith(document.importNode(fresh, true)); return; }
      // Everything a card says (title, crop mark, caption) anew; its embed stays.
      Array.prototype.forEach.call(fresh.querySelectorAll(".thumb-card"), function (card, index) {
        var old = list.querySelectorAll(".thumb-card")[index];
        Array.prototype.slice.call(old.children).forEach(function (child) {   // a copy: children is live
          if (!child.classList.contains("thumb-window")) child.remove();
        });
        Array.prototype.forEach.call(card.children, function (child) {
          if (!child.classList.contains("thumb-window")) old.appendChild(document.importNode(child, true));
        });
      });
    });
  });

})();
