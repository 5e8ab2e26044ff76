// Loaded as a plain script in the QA page's head, before the frames exist: keeps every message the
// page receives until shared/frames.js (a module, run later) takes them, so an event an embed posts
// before the page's modules listen (the impression logged as the embed presents, on a busy machine)
// still reaches them: onEmbedEvent hands the kept ones to each handler first.
(function () {
  var kept = [];
  function keep(e) { kept.push(e); }
  window.addEventListener("message", keep);
  window.dialogPreviewTakeEarlyEvents = function () {
    window.removeEventListener("message", keep);
    window.dialogPreviewTakeEarlyEvents = null;
    return kept;
  };
})();
