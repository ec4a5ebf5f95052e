// Performance: the one inline script of a pre-rendered page (prerender.ts writes it, minified, at the end of
// <body>; the server allows it by its hash, apps/api portal-static.ts). The page paints from its HTML
// alone, so the portal's script and what it preloads wait in <template id="after-first-paint"> until the
// first contentful paint: on a slow line the HTML and its CSS get the whole connection first. Until the
// portal's script takes over, a press on a painted button or portal link (or Enter in a painted form) does
// nothing of its own and is kept in `window.__heldPresses`; src/app/carryPendingClick.ts makes it again on the rendered
// page. A classic script, not transpiled: it runs before anything else (a browser too old to parse it
// gets the unsupported-browser page from the nomodule script anyway).
(function () {
  var root = document.getElementById('root');
  var presses = [];
  window.__heldPresses = presses;
  function hold(event, button) {
    // Once the portal has taken the presses over, it handles them itself.
    if (window.__heldPresses !== presses) return;
    event.preventDefault();
    if (button) presses.push(button);
  }
  // A link to another of the portal's pages too: followed natively it would load the page from
  // the server again; the portal follows it in the page. In-page anchors, new tabs and other sites go as usual.
  function isPortalLink(event, link) {
    return (
      link.origin === location.origin &&
      (link.getAttribute('href') || '').charAt(0) !== '#' &&
      !link.target &&
      !link.hasAttribute('download') &&
      event.button === 0 &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    );
  }
  root.addEventListener(
    'click',
    function (event) {
      var target = event.target.closest ? event.target.closest('button, a[href]') : null;
      if (target && (target.tagName === 'BUTTON' || isPortalLink(event, target))) hold(event, target);
    },
    true,
  );
  root.addEventListener(
    'keydown',
    function (event) {
      var field = event.target;
      if (event.key !== 'Enter' || field.tagName !== 'INPUT' || !field.form) return;
      var submit = field.form.querySelector('button[data-submit]');
      if (submit) hold(event, submit);
    },
    true,
  );
  root.addEventListener(
    'submit',
    function (event) {
      hold(event, null);
    },
    true,
  );

  var held = document.getElementById('after-first-paint');
  var loaded = false;
  // Each tag added starts a request, ~2 ms of the main thread apiece on a phone: the ~30 of a signed-in
  // screen at once were one long task. The entry script and the config's fetch go first, in this task;
  // the route's chunks, which the entry needs only once it has run, follow a few per task.
  var PRELOADS_PER_TASK = 6;
  function load() {
    if (loaded) return;
    loaded = true;
    var tags = Array.prototype.slice.call(document.importNode(held.content, true).childNodes);
    var preloads = tags.filter(function (tag) {
      return tag.rel === 'modulepreload';
    });
    tags.forEach(function (tag) {
      if (tag.rel !== 'modulepreload') document.head.appendChild(tag);
    });
    (function next() {
      preloads.splice(0, PRELOADS_PER_TASK).forEach(function (tag) {
        document.head.appendChild(tag);
      });
      if (preloads.length > 0) setTimeout(next, 0);
    })();
  }
  // A background tab paints nothing: it loads at once. Where the browser does not report paints, the next
  // frame stands for the first paint; the timer covers a browser that reports none after all (a tab hidden
  // before it painted). Three seconds, not one: a slow phone can take over a second from here to its first
  // paint, and its script must not run before it.
  if (document.visibilityState !== 'visible') return load();
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    try {
      new Observer(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        load();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      afterNextFrame();
    }
  } else {
    afterNextFrame();
  }
  setTimeout(load, 3000);

  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(load);
    });
  }
})();
