/**
 * First messages that open with background about people, places, a trade and past years, then
 * say the task as a wish or a statement ("What I'd like is …", "Me gustaría …", "Ich hätte gern
 * …", "我想要…"), often with its command, paths and output in the sentences after it and house
 * rules or a thanks at the end: the task sentence(s) are the wish and the sentences that name the
 * work's things — never the background, never the rules. Counter-cases: background only, an
 * imperative after background, a plain imperative first message.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isOnlyBackground, taskSentences } from "../../src/generate/task-sentences.js";

const WISHES: [string, string, string][] = [
  [
    "en, detail after, rules list, thanks",
    "I studied music in Lyon for five years and came home in 2021 with a box of cassette tapes. My grandmother ran the record shop on Rue Neuve until she retired. Since then I sell the tapes at the Sunday market and write every sale in a notebook. What I'd like is a small Go tool: go run ./cmd/tally reads sales/2024.csv and prints the total per tape and per month. It should write the report to out/report.txt as well. A few rules go with it: standard library only; never edit the sales files by hand; one package. Thanks a lot!",
    "What I'd like is a small Go tool: go run ./cmd/tally reads sales/2024.csv and prints the total per tape and per month. It should write the report to out/report.txt as well.",
  ],
  [
    "en, the wish first, its command in the next sentence",
    "I studied music in Lyon for five years and came home in 2021 with a box of cassette tapes. My grandmother ran the record shop until she retired. Since then I sell the tapes at the Sunday market. What I'd like is a small Go tool that adds up what each tape sold. Running go run ./cmd/tally should read sales/2024.csv and print the totals to out/report.txt. Thanks a lot!",
    "What I'd like is a small Go tool that adds up what each tape sold. Running go run ./cmd/tally should read sales/2024.csv and print the totals to out/report.txt.",
  ],
  [
    "en, background naming a brand",
    "I worked as a sound engineer in Leeds for ten years and came home with an iPhone full of field recordings. My uncle ran a shop on the high street until 2019. Now I sell the recordings at fairs. What I'd like is a small Go tool: go run ./cmd/tally reads sales.csv and prints the total per recording. Thanks!",
    "What I'd like is a small Go tool: go run ./cmd/tally reads sales.csv and prints the total per recording.",
  ],
  [
    "en, background naming the data file",
    "I trained as a potter in Stoke for six years. Since 2020 I sell mugs at the market and note each sale in sales.csv. My aunt kept the stall before me. What I'd like is a Python tool: python tally.py reads sales.csv and prints the total per glaze. Thanks!",
    "What I'd like is a Python tool: python tally.py reads sales.csv and prints the total per glaze.",
  ],
  [
    "en, the wish names nothing: the wish alone",
    "I studied music in Lyon for five years and came home in 2021 with a box of cassette tapes. My grandmother ran the record shop until she retired. Since then I sell the tapes at the Sunday market. What I'd like is a small tool that adds up what each tape sold, per month. Standard library only, please. Thanks a lot!",
    "What I'd like is a small tool that adds up what each tape sold, per month.",
  ],
  [
    "es, wish first, detail after",
    "Mi abuela tuvo una panadería en Salamanca durante cuarenta años. Yo la heredé en 2020 y sigo haciendo el pan a mano. Los pedidos llegan por teléfono. Me gustaría una pequeña herramienta que sume los pedidos de la semana. Se ejecuta con python pedidos.py y lee pedidos/semana.csv. Nada fuera de la biblioteca estándar, por favor.",
    "Me gustaría una pequeña herramienta que sume los pedidos de la semana. Se ejecuta con python pedidos.py y lee pedidos/semana.csv.",
  ],
  [
    "es, wish as a lead",
    "Mi abuela tuvo una panadería en Salamanca durante cuarenta años. Yo la heredé en 2020 y sigo haciendo el pan a mano. Los pedidos llegan por teléfono y los apunto en una libreta. Me gustaría una pequeña herramienta en Python: python pedidos.py lee pedidos/semana.csv y escribe la lista de la compra en compras.txt. Nada fuera de la biblioteca estándar, por favor. ¡Gracias!",
    "Me gustaría una pequeña herramienta en Python: python pedidos.py lee pedidos/semana.csv y escribe la lista de la compra en compras.txt.",
  ],
  [
    "de",
    "Ich habe zehn Jahre als Schreiner in Graz gearbeitet. Seit 2022 baue ich Möbel in meiner eigenen Werkstatt. Die Aufträge schreibe ich in ein Heft. Ich hätte gern ein kleines Skript: tools/auftraege.sh liest auftraege.csv und gibt die offenen Aufträge pro Woche aus. Bitte nur Bash und awk.",
    "Ich hätte gern ein kleines Skript: tools/auftraege.sh liest auftraege.csv und gibt die offenen Aufträge pro Woche aus.",
  ],
  [
    "fr",
    "J'ai grandi à Lyon, où mes parents tenaient une librairie. Depuis 2019 je vends des livres d'occasion sur les marchés. Je note chaque vente dans un carnet. Ce que j'aimerais, c'est un petit outil : node tools/ventes.js lit ventes.csv et affiche le total par mois. Pas de dépendances, s'il vous plaît.",
    "Ce que j'aimerais, c'est un petit outil : node tools/ventes.js lit ventes.csv et affiche le total par mois.",
  ],
  [
    "pt",
    "Trabalhei como pescador em Peniche durante quinze anos. Agora tenho uma banca de peixe no mercado de Leiria com o meu irmão. Anotamos as vendas num caderno. Queria uma ferramenta simples: python3 banca/vendas.py lê vendas.csv e mostra o total por dia e por espécie. Só a biblioteca padrão.",
    "Queria uma ferramenta simples: python3 banca/vendas.py lê vendas.csv e mostra o total por dia e por espécie.",
  ],
  [
    "pl",
    "Przez dwanaście lat prowadziłem warsztat rowerowy w Gdańsku. Od zeszłego roku pomaga mi syn. Naprawy zapisujemy w zeszycie. Chciałbym mały program: node tools/naprawy.js czyta naprawy.csv i wypisuje naprawy na ten tydzień. Bez zewnętrznych bibliotek.",
    "Chciałbym mały program: node tools/naprawy.js czyta naprawy.csv i wypisuje naprawy na ten tydzień.",
  ],
  [
    "tr",
    "Babam İzmir'de otuz yıl boyunca bir kırtasiye dükkânı işletti. 2021'de dükkânı ben devraldım. Siparişleri hâlâ bir deftere yazıyoruz. İstediğim şey küçük bir araç: python tools/siparis.py siparis.csv dosyasını okuyup haftalık toplamı yazdırsın. Sadece standart kütüphane.",
    "İstediğim şey küçük bir araç: python tools/siparis.py siparis.csv dosyasını okuyup haftalık toplamı yazdırsın.",
  ],
  [
    "ru",
    "Моя мать двадцать лет держала цветочный магазин в Казани. В 2020 году я переехала к ней и теперь веду дела. Заказы мы записываем в тетрадь. Нам нужна небольшая программа: scripts/zakazy.py читает zakazy.csv и печатает заказы на завтра. Только стандартная библиотека.",
    "Нам нужна небольшая программа: scripts/zakazy.py читает zakazy.csv и печатает заказы на завтра.",
  ],
  [
    "ar",
    "عمل جدي نجاراً في حلب لأربعين سنة. منذ ٢٠١٩ أدير الورشة مع أخي. نكتب الطلبات في دفتر. ما نحتاجه هو أداة صغيرة: python tools/orders.py تقرأ orders.csv وتطبع الطلبات لكل أسبوع. المكتبة القياسية فقط.",
    "ما نحتاجه هو أداة صغيرة: python tools/orders.py تقرأ orders.csv وتطبع الطلبات لكل أسبوع.",
  ],
  [
    "ko",
    "할머니는 부산에서 사십 년 동안 떡집을 하셨습니다. 2020년에 제가 가게를 물려받았습니다. 주문은 아직도 공책에 적습니다. 제가 원하는 것은 작은 도구입니다: python tools/orders.py 가 orders.csv 를 읽고 날짜별 주문 수를 출력합니다. 표준 라이브러리만 써 주세요.",
    "제가 원하는 것은 작은 도구입니다: python tools/orders.py 가 orders.csv 를 읽고 날짜별 주문 수를 출력합니다.",
  ],
];

test("background, then the task as a wish: the wish and the sentences naming the work's things, in any language", () => {
  for (const [label, message, task] of WISHES) assert.equal(taskSentences(message), task, label);
});

test("a need goes on with the sentence that names the work's command and file", () => {
  const message =
    "My father repaired clocks in Porto for thirty years. When he died in 2018 I kept his ledger of customers. My sister and I now run the stall on weekends. What we need is a reminder for the customers due for a service. It runs as bin/remind.py and reads customers.csv. Rules: Python 3.11, no pandas.";
  assert.equal(
    taskSentences(message),
    "What we need is a reminder for the customers due for a service. It runs as bin/remind.py and reads customers.csv.",
  );
});

test("background only is no task; an imperative after background, and a plain imperative, are unchanged", () => {
  const background = [
    "I studied music in Lyon for five years and came home in 2021. My grandmother ran the shop until 2019. She sold records and tapes.",
    "Mi abuela tuvo una panadería en Salamanca durante cuarenta años. Yo la heredé en 2020.",
    "祖父は京都で四十年間和菓子屋を営んでいました。二〇二〇年に私が店を継ぎました。",
  ];
  for (const message of background) assert.ok(isOnlyBackground(message), message);
  const notBackground = [
    "I studied music in Lyon. What I'd like is a small tool for the tapes.",
    "I studied music in Lyon. Write cmd/tally/main.go.",
    "My grandmother ran the shop. Can you help?",
    "Add the CSV export.",
  ];
  for (const message of notBackground) assert.ok(!isOnlyBackground(message), message);
  assert.equal(
    taskSentences(
      "I studied music in Lyon for five years. My grandmother ran the shop until 2019. Write cmd/tally/main.go that reads sales.csv and prints the total per month.",
    ),
    "Write cmd/tally/main.go that reads sales.csv and prints the total per month.",
  );
  const plain = "Add a --dry-run flag to scripts/export.sh that prints the rows without writing.";
  assert.equal(taskSentences(plain), plain);
});
