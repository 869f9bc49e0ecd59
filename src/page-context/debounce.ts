/** Runs `fn` once `wait` ms after the last call; `cancel` drops a pending run (on unmount). */
export function debounce(fn: () => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, wait);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}
