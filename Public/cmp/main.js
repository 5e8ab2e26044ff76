// dialog-preview compare view (/compare/{campaign}): one set of controls drives every frame through
// the embed's postMessage API; every control is in the URL, and reload, back and forward show that
// state again. Nothing about motion is computed here. One part a file:
//   page.js       the elements, the URL's state and the controls drawn from it
//   commands.js   rounds of commands, each answer matched to its frame and action
//   panes.js      the frames: loading, fitting, their messages, the state applied once all are ready
//   transport.js  present, dismiss, pause at the page's clock, the scrubber, slow motion, history
//   redraw.js     live refresh of what the server renders as text
//   screen.js     the screen's pickers (orientation, split, appearance, text size, direction)
//   ../shared/focus.js  each frame's window as the way into it (Enter), Escape back out
import "../shared/url.js";     // the helpers shared with the QA page, requested with the parts
import "../shared/frames.js";
import "../shared/controls.js";
import { render } from "./page.js";
import "./commands.js";
import { setUp, fit, startReadyFrames } from "./panes.js";
import "./transport.js";
import "./redraw.js";
import "./screen.js";
import { enterable } from "../shared/focus.js";

setUp();
document.querySelectorAll(".cmp-window").forEach(enterable);
window.addEventListener("resize", fit);
fit();
render();
startReadyFrames();
