// How a field or a group showing an error is marked: a red bar along its start edge, with the content
// moved off it; no frame otherwise (fieldsets lose the browser's border, margin and padding).
export function errorBar(invalid: boolean) {
  return {
    borderWidth: '0',
    borderInlineStartWidth: invalid ? '4px' : '0',
    borderColor: 'border.error',
    ps: invalid ? '4' : '0',
    m: '0',
    p: '0',
  } as const;
}
