// The tweak panel's number fields: an empty field, or one holding what is not a number, is refused
// here with a sentence next to its key and changes nothing (no request, no URL change, no replay);
// a number input reads "" for both, which Number() would have taken for 0.
import { $ } from "./page.js";

// Whether `input` holds a number the validator can judge.
export function readable(input) {
  return input.type !== "number" ||
    (!input.validity.badInput && input.value.trim() !== "" && isFinite(Number(input.value)));
}

// Refuses the key holding `input` when a shown number field of it is unreadable; answers whether it did.
export function refuseUnreadable(input) {
  var key = input.closest(".tweak-key");
  var fields = key ? key.querySelectorAll("input[type=number]") : [];
  var bad = Array.prototype.filter.call(fields, function (field) {
    return !field.closest("[hidden]") && !readable(field);
  })[0];
  if (!bad) return false;
  var name = (bad.labels && bad.labels[0] ? bad.labels[0].textContent : bad.dataset.part).replace(/ value$/, "");
  $("tweak-" + key.dataset.key + "-error").textContent = name + " needs a number: the field is " +
    (bad.validity.badInput ? "not one" : "empty") + ". Nothing was changed.";
  return true;
}
