// The QA page's elements and the state its parts share. Device sizes and transition lengths come
// from data- attributes the server renders from the Swift definitions, never from literals here.
export function $(id) { return document.getElementById(id); }

export var main = $("qa");
export var campaign = main.dataset.campaign;
export var embed = $("qa-embed");
export var device = $("qa-device");
// The screen's pickers besides the device, by parameter name (orientation, split, appearance,
// textSize, direction); each has the value a URL leaves out as data-default.
export var screenPickers = Array.prototype.slice.call(document.querySelectorAll(".qa-screen-options select"));
export var split = $("qa-split");
export var variant = $("qa-variant");
export var slow = $("qa-slow");
export var motion = $("qa-motion");
export var user = $("qa-user");
export var status = $("qa-status");
export var tweak = $("tweak");
export var films = Array.prototype.slice.call(document.querySelectorAll(".film-embed"));
export var sections = Array.prototype.slice.call(document.querySelectorAll(".qa-parameters"));

// The phase a transition ends in.
export function endPhase(which) { return which === "dismiss" ? "dismissed" : "presented"; }
var linked = new URLSearchParams(location.search);

export var state = {
  variantFromUser: main.hasAttribute("data-variant-from-user"),   // variant is the typed user's
  t: embed.dataset.t !== undefined ? Number(embed.dataset.t) : null,   // the scrub position, when set
  transition: embed.dataset.transition || "present",                  // the transition t is in
  // t was scrubbed after the transition had run to its end (the link's phase=presented or dismissed),
  // so the frozen frame's phase is that end phase, as on the page the link came from.
  ended: embed.dataset.t !== undefined && linked.get("phase") === endPhase(embed.dataset.transition),
  shown: { phase: "loading", paused: false, transition: null },       // as the embed last said
  tweakStyle: linked.get("style") || null   // validated by the server
};

export function option(select) { return select.options[select.selectedIndex]; }
// The screen's size in points, as DeviceContainer.size makes it: the device's portrait size, turned
// in landscape, narrowed to the split width.
export function deviceSize() {
  var o = option(device), w = Number(o.dataset.width), h = Number(o.dataset.height);
  if ($("qa-orientation").value === "landscape") { var t = w; w = h; h = t; }
  return [split.value && !split.disabled ? Number(split.value) : w, h];
}
// What ends the embed frame's title after the device: what differs from the standard screen, as
// PreviewPage.screenName writes it ("landscape, split 504 pt, dark, AX3, rtl").
export function screenSummary() {
  return screenPickers.filter(function (s) { return !s.disabled && s.value !== s.dataset.default; })
    .map(function (s) { return s.name === "split" ? "split " + s.value + " pt" : s.value; }).join(", ");
}
export function transitionMs(which) { return Number(option(variant).dataset[which + "Ms"]) || 0; }
export function scrubMax() { return transitionMs(state.transition); }
