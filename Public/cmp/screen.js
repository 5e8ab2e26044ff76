// The screen every frame shows (orientation, split width, appearance, text size, direction): a
// picker's change is a new view and a new history entry, the parameter set in the URL (left out at
// its default, data-default) as the form's Show would; the frames load anew at it.
var form = document.getElementById("cmp-form");
var pickers = Array.prototype.slice.call(form.querySelectorAll("select"));
var devices = document.getElementById("cmp-devices"), split = document.getElementById("cmp-split");

function viewURL() {
  var params = new URLSearchParams(location.search);
  pickers.forEach(function (s) {
    if (s.disabled || s.value === s.dataset.default) params.delete(s.name); else params.set(s.name, s.value);
  });
  var query = params.toString();
  return location.pathname + (query ? "?" + query : "");
}

pickers.forEach(function (picker) {
  picker.addEventListener("change", function () {
    try { sessionStorage.setItem("cmp-focus", picker.id); } catch (e) { /* no storage: focus starts over */ }
    location.assign(viewURL());
  });
});

// The picker a person changed keeps focus on the new view, so the arrow keys go on through its values.
try {
  var kept = document.getElementById(sessionStorage.getItem("cmp-focus") || "");
  sessionStorage.removeItem("cmp-focus");
  if (kept) kept.focus({ preventScroll: true });
} catch (e) { /* no storage */ }

// A split width applies to the iPads among the devices: the picker is on once the list names one.
devices.addEventListener("input", function () { split.disabled = !/(^|,)\s*ipad-/.test(devices.value); });

// Shown again from the back/forward cache: the pickers as this page's URL names them.
window.addEventListener("pageshow", function () {
  var params = new URLSearchParams(location.search);
  pickers.forEach(function (s) { s.value = params.get(s.name) || s.dataset.default; });
});
