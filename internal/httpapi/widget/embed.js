// Puts a Lexa receptionist on any page: <script src="…/r/{token}/embed.js" async></script>
// inserts an iframe of the receptionist where the script tag is.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script) return;
  var page = script.src.replace(/\/embed\.js(\?.*)?$/, "");
  var frame = document.createElement("iframe");
  frame.src = page;
  frame.title = "Chat with our receptionist";
  frame.style.width = "100%";
  frame.style.maxWidth = "32rem";
  frame.style.height = "32rem";
  frame.style.border = "0";
  script.parentNode.insertBefore(frame, script.nextSibling);
})();
