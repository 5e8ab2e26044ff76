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
