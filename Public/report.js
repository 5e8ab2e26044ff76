// dialog-preview report page: refreshes its figures every `data-refresh-seconds` (or `?refresh=SECONDS`,
// at least 1) by reading the page again and swapping in the parts that changed, never the form: a
// filter being typed keeps its value, its focus and its caret. Without script, a meta refresh inside
// <noscript> reloads the whole page instead. A hidden page waits until it is shown again.
(function () {
  "use strict";
  var main = document.querySelector("main.report");
  if (!main || typeof fetch !== "function" || typeof DOMParser !== "function") return;
  var seconds = Number(main.getAttribute("data-refresh-seconds")) || 30;
  var asked = Number(new URLSearchParams(location.search).get("refresh"));
  if (isFinite(asked) && asked >= 1) seconds = asked;
  var refreshed = 0, timer = null, due = false;

  function isForm(node) { return node.nodeType === 1 && node.matches("form.report-controls"); }

  // Swaps main's children for the fresh page's, the form excepted; a part holding the focus (a link
  // the reader tabbed to) waits for the next round.
  function swap(fresh) {
    var focused = document.activeElement;
    var old = Array.prototype.filter.call(main.children, function (node) { return !isForm(node); });
    var next = Array.prototype.filter.call(fresh.children, function (node) { return !isForm(node); });
    var form = main.querySelector("form.report-controls");
    var freshForm = fresh.querySelector("form.report-controls");
    var before = freshForm ? Array.prototype.indexOf.call(fresh.children, freshForm) : next.length;
    if (old.length !== next.length || (form ? Array.prototype.indexOf.call(main.children, form) : old.length) !== before) {
      // Another shape (a warning came or went): rebuild around the form, unless the focus is in a part.
      if (focused && focused !== document.body && main.contains(focused) && !(form && form.contains(focused))) return;
      old.forEach(function (node) { node.remove(); });
      next.forEach(function (node, index) {
        var imported = document.importNode(node, true);
        if (form && index < before) main.insertBefore(imported, form); else main.appendChild(imported);
      });
      return;
    }
    old.forEach(function (node, index) {
      if (node.outerHTML === next[index].outerHTML || node.contains(focused)) return;
      node.replaceWith(document.importNode(next[index], true));
    });
  }

  function refresh() {
    timer = null;
    if (document.visibilityState === "hidden") { due = true; return; }
    fetch(location.href, { cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        if (html === null) return;
        var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main.report");
        if (!fresh) return;
        swap(fresh);
        refreshed += 1;
        main.setAttribute("data-refreshed", String(refreshed));
      })
      .catch(function () { /* the next round tries again */ })
      .then(schedule);
  }

  function schedule() {
    if (timer === null) timer = setTimeout(refresh, seconds * 1000);
  }

  // Back to this page from the back/forward cache: the controls show what the figures were drawn
  // with, not what was chosen before leaving (a "device" control above unsliced figures), and the
  // figures are read again.
  window.addEventListener("pageshow", function (event) {
    if (!event.persisted) return;
    var form = main.querySelector("form.report-controls");
    if (form) form.reset();
    if (timer !== null) { clearTimeout(timer); timer = null; }
    refresh();
  });

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "hidden" && due) { due = false; refresh(); }
  });
  schedule();
})();
