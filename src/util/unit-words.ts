/**
 * Units a rule's value is counted in, per dimension, in the languages of number-words.ts, each
 * with its size in the dimension's base unit (time in milliseconds, sizes in bytes, screens in
 * pixels, shares as a fraction), and the words that say a value goes "from A to B". A closed
 * vocabulary, read only by `util/quantity.ts`; its examples are in `test/util/quantity.test.ts`.
 * Pure.
 */

/** A unit: the dimension it measures and its size(s) in that dimension's base unit. */
export interface Unit {
  dimension: "time" | "bytes" | "pixels" | "share";
  /** A kilobyte is 1000 or 1024 bytes, as the code that holds it has it: both are tried. */
  sizes: readonly number[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Unit words by dimension and size: one line of spellings per unit. */
const SPELLINGS: readonly [Unit["dimension"], readonly number[], string][] = [
  [
    "time",
    [1],
    "ms msec msecs millisecond milliseconds millis milisegundo milisegundos milissegundo " +
      "milissegundos millisekunde millisekunden milliseconde millisecondes millisecondo " +
      "millisecondi milliseconden milisekunda milisekundy milisekund milisekundách " +
      "миллисекунда миллисекунды миллисекунд миллисекунду мілісекунда мілісекунди мілісекунд " +
      "millisekund millisekunder milisaniye milidetik mili_giây χιλιοστά मिलीसेकंड ميلي_ثانية " +
      "밀리초 ミリ秒 毫秒",
  ],
  [
    "time",
    [SECOND],
    "s sec secs second seconds segundo segundos sekunde sekunden seconde secondes secondo " +
      "secondi seconden sekunda sekundy sekund секунда секунды секунд секунду секунди " +
      "sekunder saniye detik giây δευτερόλεπτο δευτερόλεπτα सेकंड सेकेंड ثانية ثوان ثواني 초 " +
      "秒 秒钟 秒鐘",
  ],
  [
    "time",
    [MINUTE],
    "min mins minute minutes minuto minutos minuten minuti minuut minuta minuty minut " +
      "минута минуты минут минуту хвилина хвилини хвилин хвилину minuter dakika menit phút " +
      "λεπτό λεπτά मिनट دقيقة دقائق 분 分 分钟 分鐘 分間",
  ],
  [
    "time",
    [HOUR],
    "h hr hrs hour hours hora horas stunde stunden heure heures ora ore uur uren godzina " +
      "godziny godzin hodina hodiny hodin час часа часов година години годин timme timmar " +
      "saat jam giờ ώρα ώρες घंटा घंटे ساعة ساعات 시간 小时 小時 時間",
  ],
  [
    "time",
    [DAY],
    "d day days día días dia dias tag tage tagen jour jours giorno giorni dag dagen dagar " +
      "dzień dni den dny dní день дня дней дні днів gün hari ngày μέρα μέρες ημέρα ημέρες " +
      "दिन يوم يوما يوماً أيام 일 日 天",
  ],
  [
    "time",
    [7 * DAY],
    "week weeks semana semanas woche wochen semaine semaines settimana settimane weken " +
      "tydzień tygodnie tygodni týden týdny týdnů неделя недели недель неделю тиждень тижні " +
      "тижнів vecka veckor hafta minggu tuần εβδομάδα εβδομάδες सप्ताह हफ्ता हफ्ते أسبوع " +
      "أسابيع 주 周 週 星期",
  ],
  ["bytes", [1], "b byte bytes octet octets байт байта байтов 字节 バイト 바이트"],
  ["bytes", [1000, 1024], "kb kilobyte kilobytes ko кб 킬로바이트"],
  ["bytes", [1024], "kib"],
  ["bytes", [1e6, 1024 ** 2], "mb megabyte megabytes mo мб 메가바이트"],
  ["bytes", [1024 ** 2], "mib"],
  ["bytes", [1e9, 1024 ** 3], "gb gigabyte gigabytes go гб 기가바이트"],
  ["bytes", [1024 ** 3], "gib"],
  [
    "pixels",
    [1],
    "px pixel pixels píxel píxeles pixeles pixeln pixely pikseli piksele пиксель пикселя " +
      "пикселей піксель пікселі пікселів piksel điểm_ảnh εικονοστοιχεία पिक्सेल بكسل 픽셀 " +
      "ピクセル 像素",
  ],
  [
    "share",
    [0.01],
    "% percent per_cent por_ciento prozent pour_cent per_cento por_cento procent procenta " +
      "procento процент процента процентов відсоток відсотки відсотків yüzde persen " +
      "phần_trăm τοις_εκατό प्रतिशत بالمئة في_المئة 퍼센트 パーセント",
  ],
];

/** Every unit word, lower case (words of a two-word unit joined by a space), to its unit. */
export const UNITS: ReadonlyMap<string, Unit> = new Map(
  SPELLINGS.flatMap(([dimension, sizes, words]) =>
    words.split(" ").map((word) => [word.replace(/_/g, " "), { dimension, sizes }] as const),
  ),
);

/** The sizes of the units of each dimension: how a value of it may be written in code. */
export const DIMENSION_SIZES: ReadonlyMap<Unit["dimension"], readonly number[]> = (() => {
  const sizes = new Map<Unit["dimension"], Set<number>>();
  for (const [dimension, list] of SPELLINGS) {
    const set = sizes.get(dimension) ?? new Set<number>();
    for (const size of list) set.add(size);
    sizes.set(dimension, set);
  }
  // A share is written as a fraction too (0.2 for 20 %).
  sizes.get("share")?.add(1);
  return new Map([...sizes].map(([d, set]) => [d, [...set]] as const));
})();

/** Words that come before their number: "yüzde 20" (Turkish), "百分之二十" (Chinese). */
export const UNITS_BEFORE: ReadonlyMap<string, Unit> = new Map([
  ["yüzde", { dimension: "share", sizes: [0.01] }],
  ["百分之", { dimension: "share", sizes: [0.01] }],
]);

/**
 * Words before the old value of "from A to B", and words between the two values, in each
 * language: "from 7 to 14", "de 7 a 14", "von 7 auf 14", "da 7 a 14", "z 4 na 6", "с 4 до 6",
 * "från 7 till 14", "dari 7 ke 14", "từ 7 lên 14", "από 7 σε 14", "من 7 إلى 14".
 */
export const FROM_WORDS: ReadonlySet<string> = new Set(
  "from de da dal von van z ze od с со з від från dari từ από من".split(" "),
);
export const TO_WORDS: ReadonlySet<string> = new Set(
  "to a à al para pra auf zu nach naar till na do до на ke menjadi jadi lên xuống thành σε στα στο στις إلى الى".split(
    " ",
  ),
);

/**
 * What stands between the two values when no word before the first is needed: an arrow, or the
 * marks glued to the values in Turkish ("7'den 14'e"), Korean ("7에서 14로"), Japanese
 * ("7から14に"), Chinese ("从7改为14", "7改成14") and Hindi ("7 से 14").
 */
export const BETWEEN_VALUES =
  /^\s*(?:→|->|=>|⇒|⟶|['’]?(?:dan|den|tan|ten)|에서|から|से|改为|改成|调到|调整为|提高到|增加到|降到|降低到|减到|变成|变为|到)\s*$/u;
/** What may stand glued or spaced after the new value in those languages: "14'e", "14로", "14に". */
export const AFTER_NEW_VALUE = /^(?:['’](?:y?[ae]|y?[ıiuü]|n?[ae])|으?로|に|へ|まで)/u;
