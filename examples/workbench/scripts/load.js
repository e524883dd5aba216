// Fires 150 requests with one key and prints how many were refused.
const url = process.env.API_URL ?? "http://127.0.0.1:3000/";
let refused = 0;
for (let i = 0; i < 150; i++) {
  const res = await fetch(url, { headers: { "x-api-key": "load-test" } });
  if (res.status === 429) refused++;
}
console.log(`refused ${refused} of 150`);
