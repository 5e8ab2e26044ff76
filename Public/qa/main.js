// dialog-preview QA page (docs/api.md, "/preview/{campaign}"): drives the embed through its
// postMessage API and mirrors every control into the URL. One part a file, each loaded here:
//   page.js        the elements and the state the parts share
//   url-state.js   the URL of this view and the embed's URL by the server's rule
//   messaging.js   commands to the embed and the filmstrip's frames
//   stage.js       the phone: fit, reload, the embed's phase and logged events, the variant shown
//   scrubber.js    the scrubber and the playhead on the curves
//   filmstrip.js   frozen frames of the present transition
//   controls.js    device, variant, slow and reduce motion, transport, Apply, Copy link
//   assignment.js  the variant a typed user gets
//   tweak.js       the tweak panel (validated by /api/style)
//   bezier.js      the bezier editor's control points
//   redraw.js      live refresh: what the server renders, swapped in place
//   ../shared/focus.js  the phone as the way into the embed (Enter), Escape back out
// Every file registers its own listeners when it loads; this one sets the page up once they are.
// The helpers shared with the compare view are imported here too, so the browser requests them with
// the parts (one level of imports fewer before the page can listen to its embeds).
import "../shared/url.js";
import "../shared/frames.js";
import "../shared/controls.js";
import "./page.js";
import "./url-state.js";
import "./messaging.js";
import { renderScrub } from "./scrubber.js";
import { sizeFilms, freezeReadyFilms } from "./filmstrip.js";
import { fit, render, startIfReady } from "./stage.js";
import { slowText } from "./controls.js";
import "./assignment.js";
import "./tweak.js";
import "./bezier.js";
import "./redraw.js";
import { enterable } from "../shared/focus.js";

enterable(document.querySelector(".qa-screen"));
window.addEventListener("resize", fit);
slowText();
renderScrub();
render();
fit();
sizeFilms();
startIfReady();
freezeReadyFilms();
