// dialog-preview QA page: drives the embed through its postMessage API and mirrors every control
// into the URL (history.replaceState), so a copied link reproduces the exact view. What the embed
// does (its phase, whether it is paused, which transition ran last) comes from the embed's own
// messages, never from what this page last asked. Device sizes, transition lengths and the embed URL
// rule come from data- attributes the server renders from the Swift definitions.
(function () {
  "use strict";
  var main = document.getElementById("qa");
  if (!main) return;
  function $(id) { return document.getElementById(id); }
  var campaign = main.dataset.campaign;
  var rule = main.dataset.embedRule.split(" ").map(function (entry) {
    var at = entry.indexOf("=");
    return at < 0 ? { name: entry, omitted: null } : { name: entry.slice(0, at), omitted: entry.slice(at + 1) };
  });
  var embed = $("qa-embed"), form = $("qa-form"), device = $("qa-device"), variant = $("qa-variant");
  var slow = $("qa-slow"), slowValue = $("qa-slow-value"), motion = $("qa-motion");
  var scrub = $("qa-scrub"), scrubValue = $("qa-scrub-value"), scrubName = $("qa-scrub-transition");
  var transitionField = $("qa-transition"), pause = $("qa-pause"), user = $("qa-user");
  var assigned = $("qa-assigned"), phaseOutput = $("qa-phase"), status = $("qa-status");
  var copied = $("qa-copied"), events = $("qa-events");
  var frame = main.querySelector(".qa-frame"), screenBox = main.querySelector(".qa-screen");
  var layout = main.querySelector(".qa-layout"), filmList = main.querySelector(".film");
  var films = Array.prototype.slice.call(document.querySelectorAll(".film-embed"));
  var sections = Array.prototype.slice.call(document.querySelectorAll(".qa-parameters"));

  var variantFromUser = main.hasAttribute("data-variant-from-user");
  var t = embed.dataset.t !== undefined ? Number(embed.dataset.t) : null;   // the scrub position, when set
  var scrubTransition = embed.dataset.transition || "present";             // the transition t is in
  var shown = { phase: "loading", paused: false, transition: null };        // as the embed last said
  var dismissFreeze = null;     // a dismiss frame to freeze once the present has finished
  var started = false;          // the current embed document has been set up
  var commandCount = 0;
  var tweak = $("tweak");
  var tweakStyle = new URLSearchParams(location.search).get("style") || null;   // validated by the server

  // Percent-encoding as the server writes it (RFC 3986 unreserved characters stay).
  function escape(value) {
    return encodeURIComponent(value).replace(/[!'()*]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
  }

  // The embed URL by the server's rule: parameters in order, each left out at its default.
  function embedURL(autoplay, slowFactor, withUser) {
    var values = {
      variant: variant.value, device: device.value, autoplay: autoplay ? "1" : "0", slow: slowFactor,
      motion: motion.checked ? "reduce" : "full", user: withUser ? user.value : "", style: tweakStyle || ""
    };
    var pairs = [];
    rule.forEach(function (p) {
      var value = values[p.name];
      if (value !== undefined && value !== p.omitted) pairs.push(escape(p.name) + "=" + escape(value));
    });
    return "/embed/" + escape(campaign) + "?" + pairs.join("&");
  }

  // The URL of this exact view. variant is left out when it is the typed user's.
  function stateURL() {
    var params = new URLSearchParams();
    if (!(variantFromUser && user.value)) params.set("variant", variant.value);
    if (device.value !== device.dataset.default) params.set("device", device.value);
    if (slow.value !== "1") params.set("slow", slow.value);
    if (motion.checked) params.set("motion", "reduce");
    if (t !== null) {
      params.set("t", String(t));
      if (scrubTransition !== "present") params.set("transition", scrubTransition);
    }
    if (user.value) params.set("user", user.value);
    if (tweakStyle) params.set("style", tweakStyle);
    var query = params.toString();
    return location.pathname + (query ? "?" + query : "");
  }

  function reflect() { history.replaceState(null, "", stateURL()); }

  function send(target, command, extra) {
    var message = { type: "dialog-preview", command: command };
    if (extra !== undefined) message.t = extra;
    if (target === embed) message.id = "qa-" + (++commandCount);
    if (target.contentWindow) target.contentWindow.postMessage(message, location.origin);
  }

  function option(select) { return select.options[select.selectedIndex]; }
  function deviceSize() { var o = option(device); return [Number(o.dataset.width), Number(o.dataset.height)]; }
  function transitionMs(which) { return Number(option(variant).dataset[which + "Ms"]) || 0; }
  function scrubMax() { return transitionMs(scrubTransition); }

  // The phone and its phase label fit the window: the embed keeps its size in points, scaled down.
  function fit() {
    var size = deviceSize();
    var style = getComputedStyle(frame);
    var pad = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    var columns = getComputedStyle(layout).gridTemplateColumns.split(" ").length;
    var side = parseFloat(getComputedStyle(layout).getPropertyValue("--qa-side-min")) || 0;
    var gap = parseFloat(getComputedStyle(layout).columnGap) || 0;
    var width = layout.clientWidth - (columns > 1 ? side + gap : 0) - pad;
    var top = frame.getBoundingClientRect().top + window.scrollY;
    var below = phaseOutput.parentNode.offsetHeight + 16;
    var height = window.innerHeight - top - pad - below;
    var scale = Math.max(0.25, Math.min(1, width / size[0], height / size[1]));
    frame.style.setProperty("--qa-scale", String(scale));
    screenBox.style.setProperty("width", size[0] * scale + "px");
    screenBox.style.setProperty("height", size[1] * scale + "px");
  }

  function render() {
    pause.textContent = shown.paused ? "Play" : "Pause";
    pause.setAttribute("aria-pressed", shown.paused ? "true" : "false");
    phaseOutput.textContent = shown.phase + (shown.paused ? " (paused)" : "");
  }

  // The scrubber covers the transition t is in; the playhead follows it on the curves.
  function renderScrub() {
    var max = scrubMax();
    scrub.max = String(max);
    var position = t === null ? max : Math.min(t, max);
    scrub.value = String(position);
    scrubValue.textContent = position + " ms";
    scrubName.textContent = scrubTransition;
    transitionField.value = scrubTransition;
    sections.forEach(function (section) {
      var svg = section.querySelector("svg[data-axis-ms]");
      var head = section.querySelector("[data-playhead]");
      if (!svg || !head || section.hidden) return;
      var x = String(Math.min(position, Number(svg.dataset.axisMs)) / Number(svg.dataset.axisMs) * 100);
      head.setAttribute("x1", x);
      head.setAttribute("x2", x);
    });
  }

  // Freeze a frame at `ms` (unslowed) of a transition. A dismiss frame needs the present finished
  // first: seek to its last millisecond and play, then dismiss once the embed says "presented".
  function freeze(target, ms, which) {
    send(target, "present");
    send(target, "pause");
    if (which === "dismiss") {
      dismissFreeze = ms;
      send(target, "seek", Math.max(0, transitionMs("present") - 1));
      send(target, "play");
    } else {
      send(target, "seek", ms);
    }
  }

  function start() {
    if (started) return;
    started = true;
    if (t !== null) freeze(embed, t, scrubTransition);
  }

  function reloadEmbed() {
    var size = deviceSize();
    embed.width = String(size[0]);
    embed.height = String(size[1]);
    embed.title = main.dataset.title + ", variant " + variant.value + ", " + device.value;
    started = false;
    dismissFreeze = null;
    shown = { phase: "loading", paused: false, transition: null };
    render();
    fit();
    embed.src = embedURL(t === null, slow.value, true);
  }

  // The filmstrip: frames of the present transition, each frozen once its embed is ready.
  function sizeFilms() {
    var size = deviceSize();
    var scale = parseFloat(getComputedStyle(filmList).getPropertyValue("--film-scale")) || 0.3;
    films.forEach(function (film) {
      film.parentNode.style.setProperty("width", size[0] * scale + "px");
      film.parentNode.style.setProperty("height", size[1] * scale + "px");
    });
  }

  function reloadFilms() {
    var size = deviceSize(), present = transitionMs("present");
    sizeFilms();
    films.forEach(function (film) {
      var fraction = Number(film.dataset.fraction), ms = Math.round(fraction * present);
      film.dataset.t = String(ms);
      film.closest("figure").querySelector("figcaption").textContent = fraction * 100 + " % · " + ms + " ms";
      film.width = String(size[0]);
      film.height = String(size[1]);
      film.src = embedURL(false, "1", false);
    });
  }

  function showVariant() {
    sections.forEach(function (section) { section.hidden = section.dataset.variant !== variant.value; });
    document.title = "QA: " + main.dataset.title + " (" + variant.value + ") · dialog-preview";
    t = null;
    scrubTransition = "present";
    renderScrub();
    reloadEmbed();
    reloadFilms();
    reflect();
  }

  function logEvent(event) {
    var item = document.createElement("li");
    item.dataset.type = event.type;
    item.dataset.variant = event.variant;
    if (event.trigger) item.dataset.trigger = event.trigger;
    var time = new Date(event.ts).toISOString().slice(11, 23);
    item.textContent = time + " " + event.type + (event.trigger ? " (" + event.trigger + ")" : "") +
      " · variant " + event.variant + (event.user ? " · user " + event.user : "");
    events.insertBefore(item, events.firstChild);
    while (events.children.length > 100) events.removeChild(events.lastChild);
  }

  function fromEmbed(data) {
    if (typeof data.phase === "string") shown.phase = data.phase;
    if (typeof data.paused === "boolean") shown.paused = data.paused;
    if (data.transition === "present" || data.transition === "dismiss") {
      shown.transition = data.transition;
      if (data.transition !== scrubTransition && t === null) { scrubTransition = data.transition; renderScrub(); }
    }
    if (data.event === "ready") start();
    if (data.event === "logged" && data.data) logEvent(data.data);
    if (data.event === "error") status.textContent = data.message;
    if (data.event === "phase" && data.phase === "presented" && dismissFreeze !== null) {
      var ms = dismissFreeze;
      dismissFreeze = null;
      send(embed, "dismiss");
      send(embed, "pause");
      send(embed, "seek", ms);
    }
    render();
  }

  // Redraws, from this page at the same state, what the server renders from the definitions.
  function redrawFromServer(html) {
    var next = new DOMParser().parseFromString(html, "text/html");
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

  // The tweak panel: every change goes to the server's validator (/api/style); a refusal shows its
  // sentence next to the control, an accepted style goes into the URL and the embed replays with
  // the CSS the server generates for it. Nothing about motion is computed here.
  function tweakValue(part) { var input = $("tweak-" + part); return input ? Number(input.value) : NaN; }
  function tweakObject() {
    var style = { preset: tweak.dataset.preset };
    Array.prototype.forEach.call(tweak.querySelectorAll(".tweak-key[data-set]:not([disabled])"), function (key) {
      var name = key.dataset.key;
      if (name !== "curve") { style[name] = tweakValue(name); return; }
      var kind = $("tweak-curve-kind").value;
      if (kind === "bezier") {
        style.curve = { bezier: ["x1", "y1", "x2", "y2"].map(function (p) { return tweakValue("curve-" + p); }) };
      } else if (kind === "spring") {
        style.curve = { spring: { damping: tweakValue("curve-damping"), velocity: tweakValue("curve-velocity") } };
      } else {
        style.curve = kind;
      }
    });
    return Object.keys(style).length === 1 ? style.preset : style;
  }
  function showCurveParts() {
    var kind = $("tweak-curve-kind").value;
    Array.prototype.forEach.call(tweak.querySelectorAll("[data-for]"), function (part) {
      part.hidden = part.dataset.for !== kind;
    });
  }
  var tweakAsked = 0;
  // The tweak control in use keeps the focus: a replayed embed or a filmstrip frame takes it when its
  // dialog presents (as the app's does). A click or focus elsewhere on the page lets go.
  var keepFocus = null;
  function guardFocus() {
    var active = document.activeElement;
    if (keepFocus && active && active.tagName === "IFRAME") keepFocus.focus({ preventScroll: true });
  }
  document.addEventListener("pointerdown", function (e) { if (!tweak || !tweak.contains(e.target)) keepFocus = null; });
  document.addEventListener("keydown", function (e) { if (e.key === "Tab") keepFocus = null; }, true);
  document.addEventListener("focusin", function (e) {
    if (e.target.tagName !== "IFRAME" && (!tweak || !tweak.contains(e.target))) keepFocus = null;
  });
  function applyTweak() {
    var asked = ++tweakAsked, text = JSON.stringify(tweakObject());
    if (tweak.contains(document.activeElement)) keepFocus = document.activeElement;
    Array.prototype.forEach.call(tweak.querySelectorAll(".tweak-error"), function (e) { e.textContent = ""; });
    fetch("/api/style?style=" + escape(text), { headers: { Accept: "application/json" } })
      .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (answer) {
        if (asked !== tweakAsked) return;                      // a newer change is on its way
        if (!answer.ok) {
          (answer.body.problems || [{ field: "", message: answer.body.error }]).forEach(function (problem) {
            var key = String(problem.field || "").split(/[.\[]/)[0];
            var out = $("tweak-" + key + "-error") || $("tweak-presentDuration-error");
            out.textContent = problem.message;
          });
          tweak.dataset.invalid = "";
          return;
        }
        delete tweak.dataset.invalid;
        var file = tweak.dataset.fileStyle;
        tweakStyle = answer.body.style === file ? null : answer.body.style;
        $("tweak-json").textContent = answer.body.style;
        compareLink();
        t = null;
        scrubTransition = "present";
        reflect();
        reloadEmbed();
        reloadFilms();
        fetch(stateURL(), { cache: "no-store" }).then(function (r) { return r.ok ? r.text() : null; })
          .then(function (html) { if (html && asked === tweakAsked) redrawFromServer(html); });
      });
  }
  // The compare view of this variant on this device: with a tweak, the file's version beside it.
  function compareLink() {
    var link = $("tweak-compare");
    if (!link) return;
    link.href = "/compare/" + escape(campaign) + "?variants=" + escape(variant.value) + "&devices=" +
      escape(device.value) + (tweakStyle ? "&style=" + escape(tweakStyle) : "");
  }

  // The bezier editor: two control points dragged (pointer events) or moved by arrow keys, in step
  // with the four number fields; a drag's end or a key commits the curve like a typed change.
  // Plot units as the server draws them: x × 100 across, (2 − y) × 50 down.
  var editor = $("tweak-bezier-editor");
  function clampPart(part, value) {
    var low = part === "x" ? 0 : -1, high = part === "x" ? 1 : 2;
    return Math.round(Math.min(high, Math.max(low, value)) * 100) / 100;
  }
  function drawEditor() {
    if (!editor) return;
    var v = { x1: tweakValue("curve-x1"), y1: tweakValue("curve-y1"), x2: tweakValue("curve-x2"), y2: tweakValue("curve-y2") };
    function plot(i) { return [v["x" + i] * 100, (2 - v["y" + i]) * 50]; }
    [1, 2].forEach(function (i) {
      var p = plot(i), point = editor.querySelector('[data-point="' + i + '"]'), arm = editor.querySelector('[data-arm="' + i + '"]');
      if (!isFinite(p[0]) || !isFinite(p[1])) return;
      point.setAttribute("cx", String(p[0]));
      point.setAttribute("cy", String(p[1]));
      point.setAttribute("aria-valuenow", String(v["y" + i]));
      point.setAttribute("aria-valuetext", "x" + i + " " + v["x" + i] + ", y" + i + " " + v["y" + i]);
      arm.setAttribute("x2", String(p[0]));
      arm.setAttribute("y2", String(p[1]));
    });
    var a = plot(1), b = plot(2);
    editor.querySelector(".bezier-curve").setAttribute("d", "M0 100 C" + a.join(" ") + " " + b.join(" ") + " 100 50");
  }
  function setPoint(i, x, y) {
    [["x", x], ["y", y]].forEach(function (pair) {
      var part = "curve-" + pair[0] + i, value = String(clampPart(pair[0], pair[1]));
      $("tweak-" + part).value = value;
      $("tweak-" + part + "-range").value = value;
    });
    drawEditor();
  }
  function commitCurve() {
    var key = $("tweak-curve-kind").closest(".tweak-key");
    key.dataset.set = "";
    applyTweak();
  }
  if (editor) {
    var dragged = null;
    editor.addEventListener("pointerdown", function (e) {
      var point = e.target.closest("[data-point]");
      if (!point) return;
      e.preventDefault();
      point.focus();
      dragged = point;
      point.setPointerCapture(e.pointerId);
    });
    editor.addEventListener("pointermove", function (e) {
      if (!dragged) return;
      var m = editor.getScreenCTM();
      if (!m) return;
      var at = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
      setPoint(dragged.dataset.point, at.x / 100, 2 - at.y / 50);
    });
    function drop(e) {
      if (!dragged) return;
      if (dragged.hasPointerCapture(e.pointerId)) dragged.releasePointerCapture(e.pointerId);
      dragged = null;
      commitCurve();
    }
    editor.addEventListener("pointerup", drop);
    editor.addEventListener("pointercancel", drop);
    editor.addEventListener("keydown", function (e) {
      var point = e.target.closest("[data-point]");
      var move = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
      if (!point || !move) return;
      e.preventDefault();
      var i = point.dataset.point, step = e.shiftKey ? 0.1 : 0.01;
      setPoint(i, tweakValue("curve-x" + i) + move[0] * step, tweakValue("curve-y" + i) + move[1] * step);
      commitCurve();
    });
  }

  if (tweak) {
    showCurveParts();
    drawEditor();
    tweak.addEventListener("submit", function (e) { e.preventDefault(); });
    tweak.addEventListener("input", function (e) {
      var target = e.target, part = target.dataset.part;
      if (!part || part === "kind") return;
      // A slider and its number field show the same value.
      var twin = target.type === "range" ? $("tweak-" + part) : $("tweak-" + part + "-range");
      if (twin) twin.value = target.value;
      if (/^curve-[xy][12]$/.test(part)) drawEditor();
    });
    tweak.addEventListener("change", function (e) {
      var key = e.target.closest(".tweak-key");
      if (!key) return;
      key.dataset.set = "";
      if (e.target.dataset.part === "kind") showCurveParts();
      applyTweak();
    });
    $("tweak-reset").addEventListener("click", function () {
      tweakStyle = null;
      location.replace(stateURL());
    });
    $("tweak-copy").addEventListener("click", function () {
      var json = $("tweak-json").textContent;
      if (navigator.clipboard) navigator.clipboard.writeText(json).catch(function () {});
      status.textContent = "Copied the style as a campaign file holds it.";
    });
  }

  // Live refresh (live.js): a new campaign version redraws, in place, what the server renders from the
  // definitions: the title, each variant's parameters and curves, the transition lengths and the
  // planned users, read from this page at the same state (without t, which may no longer fit). The
  // controls, the embed and its state stay as they are.
  document.addEventListener("dialog-preview-live", function () {
    var url = new URL(location.href);
    url.searchParams.delete("t");
    url.searchParams.delete("transition");
    fetch(url.href, { cache: "no-store" }).then(function (r) { return r.ok ? r.text() : null; }).then(function (html) {
      if (html) redrawFromServer(html);
    });
  });

  window.addEventListener("message", function (e) {
    if (e.origin !== location.origin) return;
    var data = e.data;
    if (!data || data.type !== "dialog-preview" || data.event === undefined) return;
    if (data.event === "phase") setTimeout(guardFocus, 0);
    if (e.source === embed.contentWindow) { fromEmbed(data); return; }
    films.forEach(function (film) {
      if (e.source === film.contentWindow && data.event === "ready") {
        freeze(film, Number(film.dataset.t) || 0, "present");
      }
    });
  });

  // A frame that was ready before this script ran (its ready message went unheard).
  function readyAlready(target) {
    try {
      var doc = target.contentDocument;
      return doc && doc.readyState === "complete" && doc.location.href !== "about:blank";
    } catch (e) { return false; }
  }

  function command(name) {
    return function () {
      status.textContent = "";
      t = null;
      reflect();
      send(embed, name);
    };
  }

  device.addEventListener("change", function () { reflect(); reloadEmbed(); reloadFilms(); });
  variant.addEventListener("change", function () { variantFromUser = false; assign(); showVariant(); });
  // Reduce motion changes the parameters and curves drawn: the server renders them again.
  motion.addEventListener("change", function () { t = null; location.replace(stateURL()); });

  function slowText() { slowValue.textContent = slow.value + "×"; }
  slow.addEventListener("input", function () {
    slow.value = String(Math.round(Number(slow.value) * 10) / 10);   // dragging: tenths, not 7.3421…
    slowText();
  });
  slow.addEventListener("change", function () { slowText(); reflect(); reloadEmbed(); });

  scrub.addEventListener("input", function () {
    status.textContent = "";
    t = Math.min(Math.max(0, Math.round(Number(scrub.value) || 0)), scrubMax());
    if (shown.transition === null) send(embed, "present");
    send(embed, "pause");
    send(embed, "seek", t);
    renderScrub();
    reflect();
  });

  $("qa-replay").addEventListener("click", function () {
    status.textContent = "";
    t = null;
    scrubTransition = "present";
    renderScrub();
    reflect();
    reloadEmbed();
  });
  $("qa-present").addEventListener("click", command("present"));
  $("qa-dismiss").addEventListener("click", command("dismiss"));
  pause.addEventListener("click", function () {
    if (shown.paused) command("play")(); else send(embed, "pause");
  });

  // Assignment preview: the variant a user gets (from /api/assign) is shown, as that user.
  function assign(answer) {
    if (!user.value) {
      assigned.textContent = "Type a user id to see the variant it gets (and preview as that user).";
    } else if (answer) {
      assigned.textContent = "User “" + answer.user + "” gets variant " + answer.variant + "." +
        (answer.variant !== variant.value ? " Showing " + variant.value + ", picked above." : "");
    }
  }

  var pending = null, asked = user.value;
  function lookUp() {
    var id = user.value;
    if (id === asked) return;
    asked = id;
    if (!id) { variantFromUser = false; assign(); reflect(); reloadEmbed(); return; }
    var url = "/api/assign?campaign=" + escape(campaign) + "&user=" + escape(id);
    fetch(url, { headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : Promise.reject(r.status); })
      .then(function (answer) {
        if (answer.user !== user.value) return;          // a newer input is on its way
        variantFromUser = true;
        variant.value = answer.variant;
        assign(answer);
        showVariant();
      })
      .catch(function () { assigned.textContent = "The assignment could not be looked up."; });
  }
  user.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(lookUp, 300);
  });

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    location.assign(stateURL());
  });

  $("qa-copy").addEventListener("click", function () {
    var link = location.origin + stateURL();
    var done = function () { copied.textContent = " Link copied."; };
    if (navigator.clipboard) navigator.clipboard.writeText(link).then(done, function () { copied.textContent = " " + link; });
    else copied.textContent = " " + link;
  });

  window.addEventListener("resize", fit);
  slowText();
  renderScrub();
  render();
  fit();
  sizeFilms();
  if (readyAlready(embed)) {
    shown.phase = embed.contentDocument.documentElement.dataset.phase || shown.phase;
    render();
    start();
  }
  films.forEach(function (film) {
    if (readyAlready(film)) freeze(film, Number(film.dataset.t) || 0, "present");
  });
})();
