// Copy buttons: the text goes to the clipboard and `out` (a role=status element) says what happened:
// copied, or, where there is no clipboard (a page over plain http that is not localhost) or the
// browser refuses it, the text selected on the page to copy by hand. Neither is an error.
// `shown`: an element already showing the text (selected in place); without it the text is added to `out`.
export function copy(text, out, done, shown) {
  function byHand(why) {
    out.textContent = why + ": select and copy " + (shown ? "it (selected below)." : "this: ");
    var target = shown;
    if (!target) {
      target = document.createElement("span");
      target.className = "copy-value";
      target.textContent = text;
      out.appendChild(target);
    }
    var range = document.createRange();
    range.selectNodeContents(target);
    var selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  out.textContent = "";
  if (!navigator.clipboard || !navigator.clipboard.writeText) {
    byHand("No clipboard on this page (plain http)");
    return;
  }
  navigator.clipboard.writeText(text).then(function () { out.textContent = done; },
    function () { byHand("The browser kept the clipboard closed"); });
}
