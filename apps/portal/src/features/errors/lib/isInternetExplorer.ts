// portal-spec §2: the unsupported-browser page is shown only on an old Internet Explorer. IE 10 and
// older say 'MSIE', IE 11 says 'Trident/'.
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}
