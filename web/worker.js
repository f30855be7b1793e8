// The computer opponent's Web Worker. It loads Go's wasm_exec.js (written
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
    self.workerThink(data);
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

self.onmessage = (e) => {
  const data = e.data;
  if (data.type === "init") {
    start(data.wasm).catch((err) => {
      failure = "the computer could not start: " + err;
      for (const q of queue.splice(0)) {
        postMessage({ type: "reply", id: q.id, draw: q.draw, hint: q.hint, error: failure });
      }
    });
    return;
  }
  if (failure) {
    postMessage({ type: "reply", id: data.id, draw: data.draw, hint: data.hint, error: failure });
  } else if (started) {
    self.workerThink(data);
  } else {
    queue.push(data);
  }
};
