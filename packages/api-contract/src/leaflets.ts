// portal-spec §7 and applications-spec §7: "a leaflet download uses the key 'information-leaflet'". The
// leaflet is a PDF the API prints (GET /api/leaflets/:key); public, like the paper forms. Plain constants,
// apart from the schema (forms.ts): the home page links the leaflet and must not carry the schema library.
export const INFORMATION_LEAFLET = 'information-leaflet';
/** A leaflet's key (the schema LeafletKey in forms.ts admits the same). */
type LeafletName = typeof INFORMATION_LEAFLET;

/** Where the portal links for a leaflet, e.g. /api/leaflets/information-leaflet. */
export function leafletPath(key: LeafletName): `/api/leaflets/${LeafletName}` {
  return `/api/leaflets/${key}`;
}
