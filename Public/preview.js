// dialog-preview QA page: drives the embed through its postMessage API and mirrors every control
// into the URL (history.replaceState), so a copied link reproduces the exact view.
(function () {
  "use strict";
  var main = document.getElementById("qa");
  if (!main) return;
  var campaign = main.dataset.campaign;
  var scrubMax = Number(main.dataset.scrubMaxMs) || 0;
  var embed = document.getElementById("qa-embed");
  var form = document.getElementById("qa-form");
  var device = document.getElementById("qa-device");
  var variant = document.getElementById("qa-variant");
  var slow = document.getElementById("qa-slow");
  var slowValue = document.getElementById("qa-slow-value");
  var motion = document.getElementById("qa-motion");
  var scrub = document.getElementById("qa-scrub");
  var scrubValue = document.getElementById("qa-scrub-value");
  var pause = document.getElementById("qa-pause");
  var user = document.getElementById("qa-user");
  var assigned = document.getElementById("qa-assigned");
  var phaseOutput = document.getElementById("qa-phase");
  var copied = document.getElementById("qa-copied");
  var sizes = { "iphone-se": [375, 667], "iphone-15": [393, 852], "iphone-15-pro-max": [430, 932] };

  var t = embed.dataset.t !== undefined ? Number(embed.dataset.t) : null;   // the scrub position, when set
  var phase = "dismissed";
  var paused = false;

  function send(frame, command, extra) {
    var message = { type: "dialog-preview", command: command };
    if (extra !== undefined) message.t = extra;
    if (frame.contentWindow) frame.contentWindow.postMessage(message, location.origin);
  }

  // The URL of this exact view.
  function stateURL() {
    var params = new URLSearchParams();
    if (variant.value) params.set("variant", variant.value);
    if (device.value !== "iphone-15") params.set("device", device.value);
    if (slow.value !== "1") params.set("slow", slow.value);
    if (motion.checked) params.set("motion", "reduce");
    if (t !== null) params.set("t", String(t));
    if (user.value) params.set("user", user.value);
    var query = params.toString();
    return location.pathname + (query ? "?" + query : "");
  }

  function reflect() { history.replaceState(null, "", stateURL()); }

  function embedURL(autoplay, slowFactor) {
    var params = new URLSearchParams();
    params.set("variant", variant.value);
    params.set("device", device.value);
    params.set("autoplay", autoplay ? "1" : "0");
    if (slowFactor !== "1") params.set("slow", slowFactor);
    if (motion.checked) params.set("motion", "reduce");
    return "/embed/" + encodeURIComponent(campaign) + "?" + params.toString();
  }

  function setPaused(value) {
    paused = value;
    pause.textContent = value ? "Play" : "Pause";
    pause.setAttribute("aria-pressed", value ? "true" : "false");
  }

  // Freeze a frame at `ms` (unslowed) of the present transition.
  function freeze(frame, ms) {
    send(frame, "present");
    send(frame, "pause");
    send(frame, "seek", ms);
  }

  function reloadEmbed() {
    var size = sizes[device.value] || sizes["iphone-15"];
    embed.width = String(size[0]);
    embed.height = String(size[1]);
    setPaused(t !== null);
    embed.src = embedURL(t === null, slow.value);
  }

  // Runs `action` on every load of `frame`, and now if it already loaded before this script ran.
  function onLoad(frame, action) {
    frame.addEventListener("load", action);
    try {
      var doc = frame.contentDocument;
      if (doc && doc.readyState === "complete" && doc.location.href !== "about:blank") action();
    } catch (e) { /* not loaded yet */ }
  }

  onLoad(embed, function () {
    if (t !== null) { freeze(embed, t); setPaused(true); }
  });

  // Frozen filmstrip frames: present, pause and seek once loaded.
  var films = Array.prototype.slice.call(document.querySelectorAll(".film-embed"));
  films.forEach(function (frame) {
    onLoad(frame, function () { freeze(frame, Number(frame.dataset.t) || 0); });
  });

  window.addEventListener("message", function (e) {
    if (e.origin !== location.origin || e.source !== embed.contentWindow) return;
    var data = e.data;
    if (!data || data.type !== "dialog-preview") return;
    if (data.event === "phase") {
      phase = data.phase;
      phaseOutput.textContent = phase + (paused ? " (paused)" : "");
    }
  });

  device.addEventListener("change", function () {
    reflect();
    reloadEmbed();
    films.forEach(function (frame) {
      var size = sizes[device.value] || sizes["iphone-15"];
      frame.width = String(size[0]);
      frame.height = String(size[1]);
      frame.parentNode.className = "film-window dp-device-" + device.value;
      frame.src = embedURL(false, "1");
    });
  });

  // Variant and motion change the parameters, curves and filmstrip: the server renders them again.
  function navigate() { t = null; location.replace(stateURL()); }
  variant.addEventListener("change", navigate);
  motion.addEventListener("change", navigate);

  slow.addEventListener("input", function () { slowValue.textContent = slow.value + "×"; });
  slow.addEventListener("change", function () { slowValue.textContent = slow.value + "×"; reflect(); reloadEmbed(); });

  scrub.addEventListener("input", function () {
    t = Math.min(Math.max(0, Number(scrub.value) || 0), scrubMax);
    scrubValue.textContent = t + " ms";
    if (phase === "dismissed") send(embed, "present");
    send(embed, "pause");
    send(embed, "seek", t);
    setPaused(true);
    reflect();
  });

  document.getElementById("qa-replay").addEventListener("click", function () {
    t = null;
    reflect();
    reloadEmbed();
  });
  document.getElementById("qa-present").addEventListener("click", function () {
    t = null; reflect(); setPaused(false); send(embed, "present");
  });
  document.getElementById("qa-dismiss").addEventListener("click", function () {
    t = null; reflect(); setPaused(false); send(embed, "dismiss");
  });
  pause.addEventListener("click", function () {
    if (paused) { t = null; reflect(); send(embed, "play"); setPaused(false); }
    else { send(embed, "pause"); setPaused(true); }
    phaseOutput.textContent = phase + (paused ? " (paused)" : "");
  });

  // Assignment preview: which variant this user gets, from /api/assign.
  var pending = null;
  function lookUp() {
    reflect();
    var id = user.value;
    if (!id) { assigned.textContent = "Type a user id to see the variant it gets."; return; }
    var url = "/api/assign?campaign=" + encodeURIComponent(campaign) + "&user=" + encodeURIComponent(id);
    fetch(url, { headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : Promise.reject(r.status); })
      .then(function (answer) {
        if (answer.user !== user.value) return;          // a newer input is on its way
        assigned.textContent = "User “" + answer.user + "” gets variant " + answer.variant + ".";
      })
      .catch(function () { assigned.textContent = "The assignment could not be looked up."; });
  }
  user.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(lookUp, 150);
  });

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    location.assign(stateURL());
  });

  document.getElementById("qa-copy").addEventListener("click", function () {
    var link = location.origin + stateURL();
    var done = function () { copied.textContent = " Link copied."; };
    if (navigator.clipboard) navigator.clipboard.writeText(link).then(done, function () { copied.textContent = " " + link; });
    else copied.textContent = " " + link;
  });

  if (t === null) scrub.value = String(scrubMax);
  setPaused(t !== null);
})();
