// Assignment preview: the variant a typed user gets (from /api/assign) is shown, as that user.
import { escape } from "../shared/url.js";
import { $, campaign, variant, user, state } from "./page.js";
import { reloadEmbed, showVariant } from "./stage.js";
import { reflect } from "./url-state.js";

var assigned = $("qa-assigned");
var pending = null, asked = user.value;

// The sentence under the field, as the server words it (data-hint, data-answer): a hint without a
// user, the user's variant with an answer.
export function assign(answer) {
  if (!user.value) {
    assigned.textContent = assigned.dataset.hint;
  } else if (answer) {
    assigned.textContent = assigned.dataset.answer.replace(/\{(user|variant)\}/g, function (m, key) {
      return answer[key];
    }) + (answer.variant !== variant.value ? " Showing " + variant.value + ", picked above." : "");
  }
}

function lookUp() {
  var id = user.value;
  if (id === asked) return;
  asked = id;
  if (!id) { state.variantFromUser = false; assign(); reflect(); reloadEmbed(); return; }
  var url = "/api/assign?campaign=" + escape(campaign) + "&user=" + escape(id);
  fetch(url, { headers: { Accept: "application/json" } })
    .then(function (r) { return r.ok ? r.json() : Promise.reject(r.status); })
    .then(function (answer) {
      if (answer.user !== user.value) return;          // a newer input is on its way
      state.variantFromUser = true;
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
