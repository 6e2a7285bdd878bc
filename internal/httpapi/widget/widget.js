// The public text receptionist (/r/{token}): posts the conversation to the page's chat
// address and shows the streamed reply. No framework, no inline script (the page's CSP
// allows only this file).
(function () {
  "use strict";
  var chatURL = document.body.getAttribute("data-chat");
  var log = document.getElementById("log");
  var form = document.getElementById("ask");
  var input = document.getElementById("message");
  var status = document.getElementById("status");
  var button = form.querySelector("button");
  var messages = [];

  function add(role, text) {
    var li = document.createElement("li");
    li.className = role;
    li.textContent = text;
    log.appendChild(li);
    log.scrollTop = log.scrollHeight;
    return li;
  }

  function errorText(body) {
    try {
      return JSON.parse(body).error.message;
    } catch (e) {
      return "Something went wrong. Please try again.";
    }
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    status.textContent = "";
    add("user", text);
    messages.push({ role: "user", content: text });
    input.value = "";
    button.disabled = true;
    var reply = add("assistant", "…");
    var answer = "";
    fetch(chatURL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: messages.slice(-30) })
    }).then(function (res) {
      if (!res.ok || !res.body) {
        return res.text().then(function (body) { throw new Error(errorText(body)); });
      }
      var reader = res.body.getReader();
      var decoder = new TextDecoder();
      var buffer = "";
      function read() {
        return reader.read().then(function (part) {
          if (part.done) return;
          buffer += decoder.decode(part.value, { stream: true });
          var lines = buffer.split("\n\n");
          buffer = lines.pop();
          lines.forEach(function (line) {
            var data = line.replace(/^data: /, "");
            if (data === "[DONE]") return;
            var chunk = JSON.parse(data);
            if (chunk.error) throw new Error(chunk.error.message);
            answer += chunk.choices[0].delta.content;
            reply.textContent = answer;
          });
          return read();
        });
      }
      return read();
    }).then(function () {
      messages.push({ role: "assistant", content: answer });
    }).catch(function (err) {
      reply.remove();
      messages.pop();
      status.textContent = err.message;
    }).finally(function () {
      button.disabled = false;
      input.focus();
    });
  });
})();
