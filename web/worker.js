// The computer's Web Worker: moves, reviews, analyses and puzzle replies
// (the messages are the Go types of rules/protocol). It loads Go's wasm_exec.js (written
// by go-app beside index.html) and the worker wasm, whose content-hashed
// name the page sends first. Messages that arrive before the wasm is
// running wait in a queue: none is lost.
"use strict";

importScripts("/wasm_exec.js");

const queue = [];
let started = false;
let failure = null; // why the wasm could not start

self.workerStarted = () => {
  started = true;
  for (const data of queue.splice(0)) {
    self.workerMessage(data);
  }
  postMessage({ type: "ready" });
};

async function start(url) {
  const go = new Go();
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
  } catch (err) {
    // Some servers send the wasm without its content type.
    const bytes = await (await fetch(url)).arrayBuffer();
    result = await WebAssembly.instantiate(bytes, go.importObject);
  }
  go.run(result.instance);
}

// fail answers a question with why the wasm could not start; a cancel
// needs no answer.
function fail(data) {
  const answer = { think: "reply", review: "reviewed", analyse: "analysis", puzzle: "puzzleAnswer" }[data.type];
  if (!answer) {
    return;
  }
  const out = { type: answer, id: data.id, error: failure };
  if (data.type === "think") {
    out.draw = data.draw;
    out.hint = data.hint;
  }
  postMessage(out);
}

self.onmessage = (e) => {
  const data = e.data;
  if (data.type === "init") {
    start(data.wasm).catch((err) => {
      failure = "the computer could not start: " + err;
      for (const q of queue.splice(0)) {
        fail(q);
      }
    });
    return;
  }
  if (failure) {
    fail(data);
  } else if (started) {
    self.workerMessage(data);
  } else {
    queue.push(data);
  }
};
