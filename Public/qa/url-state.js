// Every control in the URL (history.replaceState), so a copied link reproduces the exact view; and
// the embed's URL by the server's rule (data-embed-rule: parameters in order, each left out at its
// default).
import { escape } from "../shared/url.js";
import { main, campaign, device, screenPickers, variant, slow, motion, user, state, endPhase } from "./page.js";

var rule = main.dataset.embedRule.split(" ").map(function (entry) {
  var at = entry.indexOf("=");
  return at < 0 ? { name: entry, omitted: null } : { name: entry.slice(0, at), omitted: entry.slice(at + 1) };
});

export function embedURL(autoplay, slowFactor, withUser) {
  var values = {
    variant: variant.value, device: device.value, autoplay: autoplay ? "1" : "0", slow: slowFactor,
    motion: motion.checked ? "reduce" : "full", user: withUser ? user.value : "", style: state.tweakStyle || ""
  };
  screenPickers.forEach(function (s) { values[s.name] = s.disabled ? s.dataset.default : s.value; });
  var pairs = [];
  rule.forEach(function (p) {
    var value = values[p.name];
    if (value !== undefined && value !== p.omitted) pairs.push(escape(p.name) + "=" + escape(value));
  });
  return "/embed/" + escape(campaign) + "?" + pairs.join("&");
}

// The URL of this exact view. variant is left out when it is the typed user's.
export function stateURL() {
  var params = new URLSearchParams();
  if (!(state.variantFromUser && user.value)) params.set("variant", variant.value);
  if (device.value !== device.dataset.default) params.set("device", device.value);
  screenPickers.forEach(function (s) { if (!s.disabled && s.value !== s.dataset.default) params.set(s.name, s.value); });
  if (slow.value !== "1") params.set("slow", slow.value);
  if (motion.checked) params.set("motion", "reduce");
  if (state.t !== null) {
    params.set("t", String(state.t));
    if (state.transition !== "present") params.set("transition", state.transition);
    if (state.ended) params.set("phase", endPhase(state.transition));
  }
  if (user.value) params.set("user", user.value);
  if (state.tweakStyle) params.set("style", state.tweakStyle);
  var query = params.toString();
  return location.pathname + (query ? "?" + query : "");
}

export function reflect() { history.replaceState(null, "", stateURL()); }
