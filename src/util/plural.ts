/** Pure: `1 packet`, `2 packets` (issue 17 item 1: counts read as English). */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
