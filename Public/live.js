// dialog-preview live refresh (docs/api.md, "Live refresh"): a top-level page holds one
// /api/campaign-events stream and relays it to its embeds; an embed not inside our pages holds its own.
// A new version swaps the campaign stylesheets in place and fires `dialog-preview-live` on the page
// (preview.js, gallery.js redraw what the server renders); problems show in a banner. The stream is
// closed while the page is hidden (back/forward cache, background tab) and reopened when it shows.
(function () {
  "use strict";
  var version = null;

  // Our own page above us relays: same origin (reading its document throws otherwise) and live.js loaded.
  var relayed = false;
  try {
    relayed = window.parent !== window && !!window.parent.document.querySelector('script[src="/live.js"]');
  } catch (e) { relayed = false; }

  // Each /campaigns/ID.css link gets a new ?v=; the old one goes once the new one has loaded.
  function swapStylesheets(next) {
    var links = document.querySelectorAll('link[rel="stylesheet"][href^="/campaigns/"]');
    Array.prototype.forEach.call(links, function (old) {
      if (old.hasAttribute("data-live-old")) return;
      var link = document.createElement("link");
      link.rel = "stylesheet";
      var url = new URL(old.getAttribute("href"), location.href);   // keeps variant and style (a tweak)
      url.searchParams.set("v", next);
      link.href = url.pathname + url.search;
      old.setAttribute("data-live-old", "");
      link.addEventListener("load", function () { old.remove(); });
      link.addEventListener("error", function () { old.remove(); });
      old.after(link);
    });
  }

  function banner(problems) {
    var box = document.getElementById("live-problems");
    if (!problems.length) { if (box) box.remove(); return; }
    if (!box) {
      box = document.createElement("div");
      box.id = "live-problems";
      box.className = "live-problems";
      box.setAttribute("role", "alert");
      document.body.insertBefore(box, document.body.firstChild);
    }
    box.textContent = "";
    var title = document.createElement("strong");
    title.textContent = "The campaign files have problems; the last valid version is shown.";
    var list = document.createElement("ul");
    problems.forEach(function (problem) {
      var item = document.createElement("li");
      item.textContent = problem;
      list.appendChild(item);
    });
    box.appendChild(title);
    box.appendChild(list);
  }

  function apply(status) {
    if (!status || typeof status.version !== "string" || !Array.isArray(status.problems)) return;
    // Relayed: the page above knows whether the version changed (this embed may have loaded after it).
    var changed = relayed ? status.changed === true : version !== null && status.version !== version;
    if (changed) swapStylesheets(status.version);
    // A top-level page also redraws what the server renders as text (titles, parameters, curves).
    if (changed && !relayed) document.dispatchEvent(new CustomEvent("dialog-preview-live", { detail: status }));
    version = status.version;
    if (!relayed) banner(status.problems);
    document.documentElement.setAttribute("data-live-version", version);
    Array.prototype.forEach.call(document.querySelectorAll("iframe"), function (frame) {
      if (frame.contentWindow) {
        frame.contentWindow.postMessage({ type: "dialog-preview-live", version: status.version, problems: status.problems, changed: changed }, location.origin);
      }
    });
  }

  if (relayed) {
    window.addEventListener("message", function (e) {
      if (e.source !== window.parent || e.origin !== location.origin) return;
      if (e.data && e.data.type === "dialog-preview-live") apply(e.data);
    });
    return;
  }
  if (typeof EventSource !== "function") return;

  // The stream is held only while the page is shown. A page in the back/forward cache, or in a hidden
  // tab, holds none: six such streams took every HTTP/1.1 connection to the host and the next page
  // never loaded. Shown again, it opens a new one, whose first event is the current version: an edit
  // made meanwhile applies as a live one would (`version` is kept across the hiding).
  var source = null;
  function open() {
    if (source || document.visibilityState === "hidden") return;
    source = new EventSource("/api/campaign-events");
    source.addEventListener("campaigns", function (e) {
      try { apply(JSON.parse(e.data)); } catch (err) { /* not ours */ }
    });
  }
  function close() {
    if (!source) return;
    source.close();
    source = null;
  }
  window.addEventListener("pagehide", close);
  window.addEventListener("pageshow", open);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") close(); else open();
  });
  open();
})();
