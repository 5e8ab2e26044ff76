/// The scripts `snapshot` runs in Chromium (WebDriver's asynchronous scripts: the last argument is
/// the callback). Constant text of ours; every value goes in as an argument.
enum SnapshotScripts {
  /// In an unframed embed: waits for its banner to load and be decoded and for its fonts (at most
  /// 15 s: a remote banner that never loads is drawn as missing, and said so), then answers
  /// `{ "missing": [urls] }`.
  static let settle = """
    var done = arguments[arguments.length - 1];
    var images = Array.prototype.slice.call(document.images);
    var waits = images.map(function (image) {
      return image.complete ? null : new Promise(function (resolve) {
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
      });
    }).filter(Boolean);
    var limit = new Promise(function (resolve) { setTimeout(resolve, 15000); });
    var decoded = function () {
      return Promise.all(images.map(function (image) { return image.decode().catch(function () {}); }));
    };
    Promise.race([Promise.all(waits.concat([document.fonts.ready])).then(decoded), limit]).then(function () {
      var missing = images.filter(function (image) { return !image.complete || image.naturalWidth === 0; })
        .map(function (image) { return image.currentSrc || image.src; });
      done({ missing: missing });
    });
    """

  /// Sends the embed's postMessage commands (`arguments[0]`: `[[command, t?], …]`) to itself, each
  /// with an id, one after the other's answer; with `arguments[1]` (a phase), then waits until the
  /// document is in that phase; then lets two frames render. Answers null, or the embed's refusal.
  static let commands = """
    var list = arguments[0], phase = arguments[1], done = arguments[arguments.length - 1];
    var index = 0, prefix = "snap-" + Math.random().toString(36).slice(2) + "-";
    function rendered() {
      requestAnimationFrame(function () { requestAnimationFrame(function () { done(null); }); });
    }
    function waitPhase() {
      if (!phase || document.documentElement.getAttribute("data-phase") === phase) { rendered(); return; }
      setTimeout(waitPhase, 5);
    }
    function heard(e) {
      var data = e.data;
      if (e.source !== window || !data || data.type !== "dialog-preview") return;
      if (data.id !== prefix + index) return;
      if (data.event === "error") { window.removeEventListener("message", heard); done(data.message); return; }
      if (data.event !== "ack") return;
      index += 1;
      next();
    }
    function next() {
      if (index === list.length) { window.removeEventListener("message", heard); waitPhase(); return; }
      var message = { type: "dialog-preview", command: list[index][0], id: prefix + index };
      if (list[index].length > 1) message.t = list[index][1];
      window.postMessage(message, location.origin);
    }
    window.addEventListener("message", heard);
    next();
    """

  /// Before a capture: each element a running animation moves, and the embed's overlay and dialog
  /// when shown, is hidden (`visibility: hidden !important` inline; its animations untouched) and
  /// a still copy of it put right after it, with the animated properties' current values inline
  /// (an identity transform as none) and no animation, so the frame is painted as a still page and not as a paused animation on a
  /// composited layer, whose raster (raster scale, image filter) depends on the frames drawn before
  /// it and on the machine's load. (Detaching the animations' effects instead left Chromium drawing
  /// a stale overlay after the next seek.) In the copies, an image drawn smaller than its pixels
  /// becomes a canvas of the same box holding it resampled to its size on screen
  /// (`createImageBitmap`, high quality): Chromium's own reduction of a decoded image varied with
  /// load. Waits for two frames to render; answers the number of copies. `thaw` removes them.
  static let freeze = """
    var done = arguments[arguments.length - 1], targets = [], properties = [];
    document.getAnimations().forEach(function (a) {
      var target = a.effect && a.effect.target;
      if (!target || !target.isConnected || typeof a.effect.getKeyframes !== "function") return;
      var index = targets.indexOf(target);
      if (index < 0) { targets.push(target); properties.push([]); index = targets.length - 1; }
      a.effect.getKeyframes().forEach(function (frame) {
        Object.keys(frame).forEach(function (key) {
          if (["offset", "computedOffset", "easing", "composite"].indexOf(key) >= 0) return;
          var name = key === "cssFloat" ? "float" : key.replace(/[A-Z]/g, function (c) { return "-" + c.toLowerCase(); });
          if (properties[index].indexOf(name) < 0) properties[index].push(name);
        });
      });
    });
    function still(original, copy) {
      var index = targets.indexOf(original);
      if (index >= 0) {
        var computed = getComputedStyle(original);
        copy.style.setProperty("animation", "none", "important");
        copy.style.setProperty("transition", "none", "important");
        properties[index].forEach(function (name) {
          var value = computed.getPropertyValue(name);
          // An identity transform is none: drawn as the element at rest is (a transform of its own
          // puts an image cropped at a fractional offset on another raster path).
          if (name === "transform" && value === "matrix(1, 0, 0, 1, 0, 0)") value = "none";
          copy.style.setProperty(name, value, "important");
        });
      }
      for (var i = 0; i < original.children.length; i++) still(original.children[i], copy.children[i]);
    }
    Array.prototype.forEach.call(document.querySelectorAll(".dp-screen [data-overlay], .dp-screen [data-dialog]"),
      function (element) {
        if (targets.indexOf(element) < 0 && element.getClientRects().length) { targets.push(element); properties.push([]); }
      });
    var outer = targets.filter(function (t) {
      return !targets.some(function (other) { return other !== t && other.contains(t); });
    });
    var made = outer.map(function (original) {
      var copy = original.cloneNode(true);
      still(original, copy);
      copy.setAttribute("data-snapshot-still", "");
      var hidden = { value: original.style.getPropertyValue("visibility"),
        priority: original.style.getPropertyPriority("visibility") };
      original.style.setProperty("visibility", "hidden", "important");
      original.parentNode.insertBefore(copy, original.nextSibling);
      return { original: original, copy: copy, hidden: hidden };
    });
    window.__snapshotStill = made;
    function resampled(image) {
      var style = getComputedStyle(image), fit = style.objectFit;
      var width = parseFloat(style.width), height = parseFloat(style.height), box = image.getBoundingClientRect();
      var natural = [image.naturalWidth, image.naturalHeight];
      if (!image.complete || !natural[0] || !width || !height || !box.width || !box.height) return null;
      if (["fill", "contain", "cover"].indexOf(fit) < 0) return null;
      var k = fit === "cover" ? Math.max(width / natural[0], height / natural[1])
        : Math.min(width / natural[0], height / natural[1]);
      var shown = fit === "fill" ? [width, height] : [natural[0] * k, natural[1] * k];
      var pixels = [Math.max(1, Math.round(shown[0] * box.width / width * devicePixelRatio)),
        Math.max(1, Math.round(shown[1] * box.height / height * devicePixelRatio))];
      if (pixels[0] >= natural[0] && pixels[1] >= natural[1]) return null;
      return createImageBitmap(image, { resizeWidth: pixels[0], resizeHeight: pixels[1], resizeQuality: "high" })
        .then(function (bitmap) {
          var canvas = document.createElement("canvas");
          canvas.width = pixels[0]; canvas.height = pixels[1];
          canvas.getContext("2d").drawImage(bitmap, 0, 0);
          Array.prototype.forEach.call(image.attributes, function (attribute) {
            if (["src", "srcset", "alt", "loading", "decoding", "draggable"].indexOf(attribute.name) < 0) {
              canvas.setAttribute(attribute.name, attribute.value);
            }
          });
          canvas.style.setProperty("width", width + "px", "important");
          canvas.style.setProperty("height", height + "px", "important");
          image.replaceWith(canvas);
        }).catch(function () {});
    }
    var images = [];
    made.forEach(function (m) { images = images.concat(Array.prototype.slice.call(m.copy.querySelectorAll("img"))); });
    Promise.all(images.map(resampled)).then(function () {
      requestAnimationFrame(function () { requestAnimationFrame(function () { done(made.length); }); });
    });
    """

  /// After a capture: the still copies removed and the elements they stood for shown again (their
  /// own inline `visibility` put back).
  static let thaw = """
    var done = arguments[arguments.length - 1], made = window.__snapshotStill || [];
    made.forEach(function (m) {
      m.copy.remove();
      if (m.hidden.value) m.original.style.setProperty("visibility", m.hidden.value, m.hidden.priority);
      else m.original.style.removeProperty("visibility");
      if (m.original.getAttribute("style") === "") m.original.removeAttribute("style");
    });
    window.__snapshotStill = null;
    requestAnimationFrame(function () { requestAnimationFrame(function () { done(made.length); }); });
    """

  /// Compares two PNGs (`arguments[0]`, `arguments[1]`: base64) pixel by pixel: a pixel differs when
  /// one of its channels differs by more than `arguments[2]` (of 255). Answers `{ differing, total,
  /// sizeChanged, overlay }`, `overlay` a PNG (base64) of the new frame faded to grey with every
  /// differing pixel in magenta (where the sizes differ: every pixel of the larger).
  static let difference = """
    var done = arguments[arguments.length - 1], tolerance = arguments[2];
    function decode(text) {
      var binary = atob(text), bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return createImageBitmap(new Blob([bytes], { type: "image/png" }),
        { colorSpaceConversion: "none", premultiplyAlpha: "none" });
    }
    function pixels(image, width, height) {
      var canvas = new OffscreenCanvas(width, height), context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, width, height).data;
    }
    Promise.all([decode(arguments[0]), decode(arguments[1])]).then(function (images) {
      var base = images[0], next = images[1];
      var width = Math.max(base.width, next.width), height = Math.max(base.height, next.height);
      var sizeChanged = base.width !== next.width || base.height !== next.height;
      var a = pixels(base, width, height), b = pixels(next, width, height);
      var canvas = new OffscreenCanvas(width, height), context = canvas.getContext("2d");
      var out = context.createImageData(width, height), differing = 0;
      for (var p = 0; p < a.length; p += 4) {
        var differs = sizeChanged || Math.abs(a[p] - b[p]) > tolerance || Math.abs(a[p + 1] - b[p + 1]) > tolerance ||
          Math.abs(a[p + 2] - b[p + 2]) > tolerance || Math.abs(a[p + 3] - b[p + 3]) > tolerance;
        if (differs) {
          differing += 1;
          out.data[p] = 255; out.data[p + 1] = 0; out.data[p + 2] = 255; out.data[p + 3] = 255;
        } else {
          var grey = 200 + (0.299 * b[p] + 0.587 * b[p + 1] + 0.114 * b[p + 2]) * 55 / 255;
          out.data[p] = grey; out.data[p + 1] = grey; out.data[p + 2] = grey; out.data[p + 3] = 255;
        }
      }
      context.putImageData(out, 0, 0);
      return canvas.convertToBlob({ type: "image/png" }).then(function (blob) {
        var reader = new FileReader();
        reader.onload = function () {
          done({ differing: differing, total: width * height, sizeChanged: sizeChanged,
            overlay: String(reader.result).split(",")[1] });
        };
        reader.readAsDataURL(blob);
      });
    }).catch(function (error) { done({ error: String(error) }); });
    """
}
