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

// The variants and devices ticked: each change writes the ticked values, separated by commas, into the
// hidden field the form sends (no variant ticked: every variant; no device: the standard one). A split
// width applies to the iPads among the devices: the picker is on once one is ticked.
Array.prototype.forEach.call(form.querySelectorAll(".cmp-pick"), function (group) {
  var hidden = document.getElementById(group.dataset.for);
  group.addEventListener("change", function () {
    var ticked = Array.prototype.filter.call(group.querySelectorAll("input[type=checkbox]"), function (box) {
      return box.checked;
    });
    hidden.value = ticked.map(function (box) { return box.value; }).join(",");
    if (hidden === devices) split.disabled = !/(^|,)ipad-/.test(devices.value);
  });
});

// Shown again from the back/forward cache: the pickers as this page's URL names them.
window.addEventListener("pageshow", function () {
  var params = new URLSearchParams(location.search);
  pickers.forEach(function (s) { s.value = params.get(s.name) || s.dataset.default; });
});
