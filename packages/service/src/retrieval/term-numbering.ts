/**
 * Numbers terms in the order they are first met, so postings, counts and sets can hold 4-byte numbers instead of
 * strings (the saved index numbers sections' heading names the same way). `names` is the list by number (appended to
 * as new terms come); terms already in it keep their numbers.
 */
export function termNumbering<T = string>(names: T[] = []): (term: T) => number {
  const numbers = new Map(names.map((term, n) => [term, n]));
  return (term) => {
    let n = numbers.get(term);
    if (n === undefined) {
      n = names.length;
      numbers.set(term, n);
      names.push(term);
    }
    return n;
  };
}
