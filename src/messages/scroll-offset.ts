/** The scroll offset of `container` that puts `element`'s top at the top of the container's padding box. */
export function scrollOffsetOf(container: HTMLElement, element: HTMLElement): number {
  const top = element.getBoundingClientRect().top - container.getBoundingClientRect().top - container.clientTop;
  return container.scrollTop + top - parseFloat(getComputedStyle(container).paddingTop || '0');
}
