// The QA page's elements and the state its parts share. Device sizes and transition lengths come
// from data- attributes the server renders from the Swift definitions, never from literals here.
export function $(id) { return document.getElementById(id); }

export var main = $("qa");
export var campaign = main.dataset.campaign;
export var embed = $("qa-embed");
export var device = $("qa-device");
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
export function deviceSize() { var o = option(device); return [Number(o.dataset.width), Number(o.dataset.height)]; }
export function transitionMs(which) { return Number(option(variant).dataset[which + "Ms"]) || 0; }
export function scrubMax() { return transitionMs(state.transition); }
