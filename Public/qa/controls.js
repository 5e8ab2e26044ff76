// The controls: device and the screen's pickers, variant, slow and reduce motion, the transport
// buttons, Apply and Copy link.
// Each change is mirrored into the URL (url-state.js) and reloads what it changes.
import { tenths } from "../shared/controls.js";
import { copy } from "../shared/copy.js";
import { $, device, screenPickers, split, option, variant, slow, motion, embed, status, state } from "./page.js";
import { send } from "./messaging.js";
import { unscrub } from "./scrubber.js";
import { reloadFilms } from "./filmstrip.js";
import { reloadEmbed, showVariant } from "./stage.js";
import { assign } from "./assignment.js";
import { stateURL, reflect } from "./url-state.js";

var slowValue = $("qa-slow-value"), pause = $("qa-pause"), copied = $("qa-copied");

// A refusal stays until the next action on any control of the form.
function clearStatus(e) { if (e.type !== "click" || e.target.closest("button")) status.textContent = ""; }
["click", "input", "change"].forEach(function (type) { $("qa-form").addEventListener(type, clearStatus, true); });

function command(name) {
  return function () {
    state.t = null;
    reflect();
    send(embed, name);
  };
}

// Each device by its name and its screen in points as the orientation shown has it.
function labelDevices() {
  var landscape = $("qa-orientation").value === "landscape";
  Array.prototype.forEach.call(device.options, function (o) {
    var w = o.dataset.width, h = o.dataset.height;
    o.textContent = o.dataset.name + " · " + (landscape ? h + " × " + w : w + " × " + h) + " pt";
  });
}
labelDevices();   // a restored form (back, forward) may show another orientation than the page was made for

// A split width is an iPad's: on an iPhone the picker is off and full screen.
function reloadScreen() { labelDevices(); reflect(); reloadEmbed(); reloadFilms(); }
device.addEventListener("change", function () {
  split.disabled = !option(device).hasAttribute("data-tablet");
  if (split.disabled) split.value = "";
  reloadScreen();
});
screenPickers.forEach(function (picker) { picker.addEventListener("change", reloadScreen); });
variant.addEventListener("change", function () { state.variantFromUser = false; assign(); showVariant(); });
// Reduce motion changes the parameters and curves drawn: the server renders them again.
motion.addEventListener("change", function () { state.t = null; location.replace(stateURL()); });

export function slowText() { slowValue.textContent = slow.value + "×"; }
slow.addEventListener("input", function () {
  slow.value = tenths(slow.value);   // dragging: tenths, not 7.3421…
  slowText();
});
slow.addEventListener("change", function () { slowText(); reflect(); reloadEmbed(); });

$("qa-replay").addEventListener("click", function () {
  unscrub();
  reflect();
  reloadEmbed();
});
$("qa-present").addEventListener("click", command("present"));
$("qa-dismiss").addEventListener("click", command("dismiss"));
pause.addEventListener("click", function () {
  if (state.shown.paused) command("play")(); else send(embed, "pause");
});

$("qa-form").addEventListener("submit", function (e) {
  e.preventDefault();
  location.assign(stateURL());
});

$("qa-copy").addEventListener("click", function () { copy(location.origin + stateURL(), copied, "Link copied."); });
