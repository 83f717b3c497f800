let counter = 0;

/** A fresh valid CPF on every call (check digits computed), unique within the test process. */
export function nextCpf(): string {
  counter++;
  const digits = [...String(100000000 + ((process.pid * 7 + counter * 7919) % 800000000)).slice(0, 9)].map(
    Number,
  );
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}
