// The filmstrip: frames of the present transition at fixed fractions of its length, each embed
// frozen at its instant once it is ready.
import { films, device, deviceSize, transitionMs } from "./page.js";
import { freeze, onEmbedEvent, readyUnheard } from "./messaging.js";
import { embedURL } from "./url-state.js";

var filmList = document.querySelector(".film");

// Each frame at --film-scale (preview.css), or smaller where the screen is wider than 240 px at it
// (an iPad's), so six frames of an iPad Pro don't take a screen each.
var filmScale = filmList ? parseFloat(getComputedStyle(filmList).getPropertyValue("--film-scale")) || 0.3 : 0.3;
export function sizeFilms() {
  if (!filmList) return;
  var size = deviceSize();
  var scale = Math.min(filmScale, 240 / size[0]);
  filmList.style.setProperty("--film-scale", String(scale));
  filmList.dataset.device = device.value;    // the iPhone SE's screen is square (preview.css)
  films.forEach(function (film) {
    film.parentNode.style.setProperty("width", size[0] * scale + "px");
    film.parentNode.style.setProperty("height", size[1] * scale + "px");
  });
}

export function reloadFilms() {
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

// Each frame's document is frozen once, however its readiness was learnt.
var frozen = new WeakSet();
function freezeFilm(film) {
  var doc = film.contentDocument;
  if (doc && frozen.has(doc)) return;
  if (doc) frozen.add(doc);
  freeze(film, Number(film.dataset.t) || 0, "present");
}

onEmbedEvent(function (data, source) {
  if (data.event !== "ready") return;
  films.forEach(function (film) { if (source === film.contentWindow) freezeFilm(film); });
});

// The frames whose ready messages this script missed.
export function freezeReadyFilms() {
  films.forEach(function (film) { readyUnheard(film, function () { freezeFilm(film); }); });
}
