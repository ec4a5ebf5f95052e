/* portal-spec §2: the unsupported-browser page for Internet Explorer. IE runs only `nomodule` scripts, so
   the React bundle never starts there: this ES5 script moves to the page's address and writes the same
   message as the portal's UnsupportedBrowserPage. Modern browsers skip it. */
(function () {
  var path = '/nieobslugiwana-przegladarka';
  if (window.location.pathname !== path) {
    window.location.replace(path);
    return;
  }
  function render() {
    var root = document.getElementById('root');
    if (!root) return;
    root.innerHTML =
      '<main style="font-family:Segoe UI,Arial,sans-serif;max-width:640px;margin:64px auto;padding:0 24px;color:#141a26">' +
      '<h1 style="color:#143b72">Ta przegl\u0105darka nie jest obs\u0142ugiwana</h1>' +
      '<p style="font-size:18px;line-height:1.5">Portal Klienta nie dzia\u0142a w przegl\u0105darce Internet Explorer. ' +
      'Otw\u00f3rz go w aktualnej wersji przegl\u0105darki Microsoft Edge, Google Chrome, Mozilla Firefox lub Safari.</p>' +
      '</main>';
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', render);
  } else {
    render();
  }
})();
