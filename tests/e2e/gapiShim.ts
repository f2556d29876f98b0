import type { BrowserContext } from 'playwright-core';

/**
 * Firebase's Google popup (and the Auth Emulator's helper iframe) load Google's gapi loader from
 * https://apis.google.com/js/api.js to talk between the app and the emulator's iframe. This
 * machine is offline, so the browser tests serve this stand-in instead: the same small slice of
 * `gapi.iframes` both sides use (open / getParentIframe, register, send, ping), over postMessage.
 * The popup, the emulator's account widget and the sign-in itself stay real.
 */
const gapiShim = String.raw`
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var pending = {};
  var handlers = {};
  var queued = [];
  var peer = null;
  var readyResolve;
  var ready = new Promise(function (resolve) { readyResolve = resolve; });
  var counter = 0;

  function reply(message, source) {
    var result = handlers[message.name](message.payload);
    source.postMessage({ gapiShim: 'reply', id: message.id, responses: [result] }, '*');
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || !data.gapiShim) return;
    if (data.gapiShim === 'ready') readyResolve();
    if (data.gapiShim === 'send') {
      if (handlers[data.name]) reply(data, event.source);
      else queued.push({ message: data, source: event.source });
    }
    if (data.gapiShim === 'reply' && pending[data.id]) {
      pending[data.id](data.responses);
      delete pending[data.id];
    }
  });

  function port(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        queued = queued.filter(function (item) {
          if (item.message.name !== name) return true;
          reply(item.message, item.source);
          return false;
        });
      },
      send: function (name, payload, callback) {
        counter += 1;
        var id = String(counter) + '-' + Math.random();
        pending[id] = callback || function () {};
        target().postMessage({ gapiShim: 'send', name: name, payload: payload, id: id }, '*');
      },
      ping: function (callback) {
        return ready.then(function () { if (callback) callback(); });
      },
      restyle: function () { return Promise.resolve(); },
    };
  }

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      frame.style.position = 'absolute';
      frame.style.width = '1px';
      frame.style.height = '1px';
      frame.style.left = '-100px';
      (options.where || document.body).appendChild(frame);
      peer = port(function () { return frame.contentWindow; });
      return onOpen(peer);
    },
    getParentIframe: function () {
      peer = port(function () { return window.parent; });
      window.parent.postMessage({ gapiShim: 'ready' }, '*');
      return peer;
    },
  };

  window.gapi = {
    load: function (_name, options) { setTimeout(options.callback || options, 0); },
    iframes: { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }, getContext: function () { return context; } },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/**
 * Serves the stand-in for Google's gapi loader to every page and frame of the context, and fails
 * the emulator widget's CDN styles and fonts at once (it works without them).
 */
export async function serveGapiShim(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: gapiShim }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}
