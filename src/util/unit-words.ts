/**
 * Units a rule's value is counted in, per dimension, in the languages of number-words.ts (and
 * Thai), each with its size in the dimension's base unit (time in milliseconds, sizes in bytes,
 * screens in pixels, shares as a fraction, lengths in metres, masses in grams, calendar spans in months; nights of
 * a stay, places of a number and tries of an operation as counts), the words that say a value goes "from A to B", and
 * the few words whose place decides whether they are a unit. A closed vocabulary, read only by
 * `util/quantity.ts`, `util/quantity-units.ts`, `util/stated-changes.ts` and
 * `generate/value-reversal.ts` (a unit said by a changed line's name); its examples are in `test/util/quantity.test.ts`. Pure.
 */

/**
 * A unit: the dimension it measures and its size(s) in that dimension's base unit. Nights are
 * counted slots of a stay, a dimension of their own: a night is no 24 hours, so "two nights" is
 * never "48 hours". Digits (places of a number) and calendar months (a year is twelve) too.
 */
export interface Unit {
  dimension:
    | "time"
    | "bytes"
    | "pixels"
    | "share"
    | "length"
    | "nights"
    | "digits"
    | "characters"
    | "months"
    | "attempts"
    | "mass";
  /** A kilobyte is 1000 or 1024 bytes, as the code that holds it has it: both are tried. */
  sizes: readonly number[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MILE = 1609.344;
const FOOT = 0.3048;

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
      "밀리초 ミリ秒 毫秒 میلی‌ثانیه মিলিসেকেন্ড",
  ],
  [
    "time",
    [SECOND],
    "s sec secs second seconds segundo segundos sekunde sekunden seconde secondes secondo " +
      "secondi seconden sekunda sekundy sekund секунда секунды секунд секунду секунди " +
      "sekunder saniye detik giây δευτερόλεπτο δευτερόλεπτα सेकंड सेकेंड ثانية ثوان ثواني 초 " +
      "秒 秒钟 秒鐘 ثانیه সেকেন্ড " +
      "sekundach sekundami sekundách секундах секундами секундою секундам सेकंडों",
  ],
  [
    "time",
    [MINUTE],
    "min mins minute minutes minuto minutos minuten minuti minuut minuta minuty minut minutę " +
      "minutu minutách минуту минутки мин хвилинку хвилиною хв dakikalık dakikada นาที " +
      "минута минуты минут минуту хвилина хвилини хвилин хвилину minuter dakika menit phút " +
      "λεπτό λεπτά मिनट دقيقة دقائق 분 分 分钟 分鐘 分間 minuutti minuuttia minuutin minuutiksi minuutissa דקה דקות دقیقه মিনিট " +
      "minutach minutami minutám минутах минутами минутам хвилинах хвилинами मिनटों",
  ],
  [
    "time",
    [HOUR],
    "h hr hrs hour hours hora horas stunde stunden heure heures ora ore uur uren godzina " +
      "godziny godzin hodina hodiny hodin час часа часов година години годин timme timmar " +
      "saat jam giờ tiếng ώρα ώρες घंटा घंटे ساعة ساعات 시간 小时 小時 時間 " +
      "hs std godzinę godzinach hodinu hodinách часу часика годину годиною timmen saatlik " +
      "saatte घंटों ч 钟头 鐘頭 ชั่วโมง tunti tuntia tunnin tunniksi tunnissa שעה שעות שעתיים ساعت " +
      "ঘণ্টা ঘন্টা " +
      "godzinami hodinami часах часами часам годинах годинами",
  ],
  [
    "time",
    [DAY],
    "d day days día días dia dias tag tage tagen jour jours giorno giorni dag dagen dagar " +
      "dzień dni den dny dní день дня дней дні днів gün hari ngày μέρα μέρες ημέρα ημέρες " +
      "दिन يوم يوما يوماً أيام 일 日 天 วัน päivä päivää päivän päiväksi päivässä יום ימים روز দিন " +
      "dniach dniami dnech dnům днях днями дням днях днями дням दिनों",
  ],
  [
    "time",
    [7 * DAY],
    "week weeks semana semanas woche wochen semaine semaines settimana settimane weken " +
      "tydzień tygodnie tygodni týden týdny týdnů неделя недели недель неделю тиждень тижні " +
      "тижнів vecka veckor hafta minggu tuần εβδομάδα εβδομάδες सप्ताह हफ्ता हफ्ते أسبوع " +
      "أسابيع 주 周 週 星期 สัปดาห์ viikko viikkoa viikon viikoksi viikossa हफ़्ता हफ़्ते हफ़्तों שבוע שבועות هفته সপ্তাহ " +
      "tygodniach tygodniami týdnech týdny týdnům неделях неделями тижнях тижнями हफ्तों सप्ताहों",
  ],
  [
    "months",
    [1],
    "month months mes meses mês monat monate monaten mois mese mesi maand maanden " +
      "miesiąc miesiące miesięcy měsíc měsíce měsíců месяц месяца месяцев місяць місяці " +
      "місяців månad månader ay bulan tháng μήνας μήνες महीना महीने شهر أشهر شهور 개월 个月 " +
      "個月 ヶ月 か月 カ月 เดือน kuukausi kuukautta kuukauden חודש חודשים ماه মাস " +
      "miesiącach miesiącami měsících měsíci месяцах месяцами місяцях місяцями महीनों",
  ],
  [
    "months",
    [12],
    "year years yr yrs año años ano anos jahr jahre jahren ans année années " +
      "anno anni jaar jaren rok lata lat roky let год года лет рік роки років år åren yıl " +
      "sene tahun χρόνο χρόνια έτη साल वर्ष سنة سنوات سنين 년 年 ปี vuosi vuotta vuoden שנה שנים سال " +
      "বছর " +
      "latach latami letech годах годами роках роками सालों वर्षों",
  ],
  // Lengths, in metres.
  [
    "length",
    [1000],
    "km kms kilometre kilometres kilomètre kilomètres kilometer kilometers kilómetro kilómetros " +
      "quilômetro quilômetros quilómetros chilometro chilometri kilometr kilometry kilometrów " +
      "kilometrů км километр километра километров кілометр кілометри кілометрів kilometre " +
      "cây_số χιλιόμετρα χιλιόμετρο किलोमीटर किमी كيلومتر كيلومترات كم 킬로미터 킬로 キロ " +
      "キロメートル 公里 千米 กิโลเมตร กม",
  ],
  [
    "length",
    [1],
    "m metre metres meter meters metro metros metri metr metry metrów metrů " +
      "mètre mètres м метр метра метров метри метрів mét μέτρα μέτρο मीटर متر مترا أمتار " +
      "미터 メートル 米 公尺 เมตร",
  ],
  [
    "length",
    [0.01],
    "cm centimetre centimetres centimeter centimeters centímetro centímetros " +
      "centimetri centymetr centymetry centymetrów см сантиметр сантиметра сантиметров " +
      "सेंटीमीटर سم 센티미터 센티 センチ 厘米 公分 เซนติเมตร",
  ],
  [
    "length",
    [0.001],
    "mm millimetre millimetres millimeter millimeters milímetro milímetros " +
      "millimetri milimetr milimetry milimetrów мм миллиметр миллиметра миллиметров " +
      "मिलीमीटर ملم 밀리미터 ミリ 毫米 มิลลิเมตร",
  ],
  [
    "length",
    [MILE],
    "mile miles milla millas milha milhas meile meilen миля мили миль " +
      "mijl mijlen 마일 マイル 英里 ไมล์",
  ],
  ["length", [FOOT], "ft foot feet fuß pied pieds фут фута футов 피트 フィート 英尺"],
  // Nights of a stay: a counted slot, never hours.
  [
    "nights",
    [1],
    "night nights noche noches noite noites nacht nächte nächten nuit nuits " +
      "notte notti nachten noc noce nocy noci nocí ночь ночи ночей ночёвки ніч ночі natt " +
      "nätter nätters gece geceler geceyi gecelik malam đêm νύχτα νύχτες βράδια रात रातें " +
      "रातों ليلة ليال ليالي 박 晩 泊 夜 晚 คืน yö yötä yön yöksi öitä לילה לילות شب রাত",
  ],
  // Places of a number.
  [
    "digits",
    [1],
    "digit digits place places dígito dígitos cifra cifras algarismo algarismos " +
      "chiffre chiffres ziffer ziffern cifre cijfer cijfers cyfra cyfry cyfr " +
      "cyfrach číslice číslic číslici místa míst цифра цифры цифр цифру знака знаков цифри " +
      "siffra siffror positioner hane haneli basamak basamaklı rakam rakamlı chữ_số " +
      "ψηφία ψηφίο अंक अंकों أرقام خانات خانة 자리 자릿수 桁 位 หลัก numeroa numeron ספרות ספרה رقم " +
      "অঙ্ক অঙ্কের",
  ],
  // Characters: the places of a number or a code ("six characters" of an invoice number) as
  // often as the length of a text, so of the same kind as digits only where a subject or the
  // diff says so (`sameKind`).
  [
    "characters",
    [1],
    "character characters chars caracteres carácter caractère caractères zeichen znaków znaki " +
      "символов символа 文字 字符 merkki merkkiä merkin znaků znaky znak символів символи حرف حروف أحرف תווים תו " +
      "کاراکتر نویسه অক্ষর caratteri carattere karakter ký_tự χαρακτήρες χαρακτήρα अक्षर 글자 ตัวอักษร " +
      "tekens tecken",
  ],
  // Tries of an operation: "three attempts", "five tries", "bốn lần", "3回", "drei Versuche".
  [
    "attempts",
    [1],
    "attempt attempts try tries retry retries times intento intentos reintento reintentos " +
      "veces tentativa tentativas vezes versuch versuche versuchen essai essais tentative " +
      "tentatives fois tentativo tentativi volte poging pogingen keer próba próby prób razy " +
      "pokus pokusy pokusů попытка попытки попыток раза försök gånger deneme kez kere " +
      "percobaan kali lần προσπάθεια προσπάθειες φορές प्रयास बार محاولة محاولات مرات 번 회 回 次 " +
      "ครั้ง yritys yritystä kertaa ניסיונות ניסיון פעמים بار বার",
  ],
  // Masses, in grams.
  [
    "mass",
    [1000],
    "kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes kilogramm kilogramo " +
      "kilogramos quilo quilos quilograma quilogramas chilo chili chilogrammo chilogrammi " +
      "kilogramy kilogramů кг килограмм килограмма килограммов кілограм кілограми кілограмів " +
      "kiloa kilon χιλιόγραμμο χιλιόγραμμα κιλό κιλά किलो किलोग्राम كيلو كيلوغرام كغ קילו " +
      "킬로그램 キログラム 千克 公斤 กิโลกรัม",
  ],
  [
    "mass",
    [1],
    "g gr gram grams gramme grammes gramm grammi gramo gramos grama gramas grammo " +
      "gramy gramů гр грамм грамма граммов грам грами грамів grammaa gramman γραμμάριο " +
      "γραμμάρια ग्राम غرام غرامات גרם 그램 グラム 克 กรัม",
  ],
  ["mass", [0.001], "mg milligram milligrams milligramme milligrammes мг 毫克"],
  ["mass", [453.59237], "lb lbs pound pounds"],
  ["mass", [28.349523125], "oz ounce ounces"],
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

/**
 * Unit words that are a unit only as written: the German nouns "Stelle(n)" (places of a
 * number), where the Italian "stelle" are stars ("cinque stelle").
 */
export const CASED_UNITS: ReadonlyMap<string, Unit> = new Map(
  ["Stelle", "Stellen"].map((word) => [word, { dimension: "digits", sizes: [1] }] as const),
);

/**
 * Unit words that are a unit only in a text about what the unit counts: the Turkish "hane" is a
 * place of a number beside "numara", "sayı", "rakam", "sıfır" or "kod", else a household.
 */
export const UNIT_CONTEXT: ReadonlyMap<string, RegExp> = new Map([
  ["hane", /(?<![\p{L}])(?:numara|sayı|rakam|sıfır|kod|basamak|fatura no)/iu],
]);

/**
 * What may stand after a Korean unit in the same word: a particle ("3박까지", "4자리로"). Any
 * other syllable makes another word of it ("3박자" is three beats, no nights).
 */
export const KOREAN_PARTICLE =
  /^(?:$|은|는|이|가|을|를|에|의|로|으로|까지|부터|만|도|씩|째|이상|이하|이내|동안|짜리|수|로요|입니다|이에요|예요)/u;

/**
 * Words before a number that make it a time of day, no quantity: "jam 8 malam" is 8 p.m.
 * (Indonesian), "pukul 7", "lúc 8 giờ" (Vietnamese), "saat 10'da" (Turkish).
 */
export const CLOCK_BEFORE = /(?<![\p{L}])(?:jam|pukul|lúc|saat)\s+$/iu;

/**
 * A half after a number or its unit, in the everyday ways of saying one and a half hours:
 * "1時間半", "一个半小时", "한 시간 반", "một tiếng rưỡi", "bir buçuk saat", "hora y media",
 * "heure et demie", "ora e mezza", "an hour and a half".
 */
export const HALF_AFTER_NUMBER =
  /^(?:\s?(?:buçuk|rưỡi|setengah|с половиной|з половиною|i pół|a půl|and a half|e meio|e meia|y medio|y media|et demi|et demie|e mezzo|e mezza|och en halv)(?![\p{L}])|个半|個半|半)/u;

/**
 * Spans said as one phrase with no number: half an hour in each language, and the Arabic duals
 * that are "two hours", "two minutes", "two nights" in one word. Each with its value and unit.
 */
export const SPAN_PHRASES: readonly [RegExp, number, string][] = [
  [/(?<![\p{L}])(?:an?|one) hour and a half(?![\p{L}])/giu, 1.5, "hour"],
  [/(?<![\p{L}])(?:half an hour|half-hour|half hour)(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])una hora y media(?![\p{L}])/giu, 1.5, "hour"],
  [/(?<![\p{L}])media hora(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])uma hora e meia(?![\p{L}])/giu, 1.5, "hour"],
  [/(?<![\p{L}])meia hora(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])une heure et demie(?![\p{L}])/giu, 1.5, "hour"],
  [/(?<![\p{L}])(?:une )?demi-heure(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])un['’]ora e mezza(?![\p{L}])/giu, 1.5, "hour"],
  [/(?<![\p{L}])mezz['’]ora(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])(?:eine )?halbe stunde(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])half uur(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])pół godziny(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])půl hodiny(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])(?:полчаса|півгодини)(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])(?:en )?halvtimme(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])yarım saat(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])(?:satu )?setengah jam(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])nửa (?:tiếng|giờ)(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])μισή ώρα(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])(?:आधा|आधे) (?:घंटा|घंटे)(?![\p{L}\p{M}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])نصف ساعة(?![\p{L}])/giu, 0.5, "hour"],
  [/(?<![\p{L}])(?:ساعتين|ساعتان)(?![\p{L}])/giu, 2, "hour"],
  [/(?<![\p{L}])(?:دقيقتين|دقيقتان)(?![\p{L}])/giu, 2, "minute"],
  [/(?<![\p{L}])(?:ليلتين|ليلتان)(?![\p{L}])/giu, 2, "night"],
  [/(?<![〇一二三四五六七八九十两兩个個\d])(?:半小时|半小時|半時間)/gu, 0.5, "hour"],
  // The duals of Hebrew and Arabic: "two days", "two weeks" in one word.
  [/(?<![\p{L}])שעתיים(?![\p{L}])/gu, 2, "hour"],
  [/(?<![\p{L}])יומיים(?![\p{L}])/gu, 2, "day"],
  [/(?<![\p{L}])שבועיים(?![\p{L}])/gu, 2, "week"],
  [/(?<![\p{L}])(?:يومين|يومان)(?![\p{L}])/gu, 2, "day"],
  [/(?<![\p{L}])(?:أسبوعين|أسبوعان)(?![\p{L}])/gu, 2, "week"],
];
export const HALF_AFTER_UNIT =
  /^(?:半|\s?ครึ่ง|\s반(?![\p{L}])|\s(?:rưỡi|buçuk|y media|e mezza|et demie|and a half|und eine halbe)(?![\p{L}]))/u;

/**
 * Turkish unit words, which take a case suffix glued to them ("90 dakikadan 2 saate": from 90
 * minutes to 2 hours), and those suffixes. A word is a unit when one of these is all that is
 * left once a suffix is taken off; the ablative ("-dan") says the value it is glued to is the
 * old one.
 */
export const TURKISH_UNITS: ReadonlySet<string> = new Set(
  "saat dakika saniye gün hafta ay yıl gece hane basamak rakam metre kilometre santimetre milimetre".split(
    " ",
  ),
);
export const TURKISH_SUFFIXES: readonly string[] =
  "dan den tan ten da de ta te ya ye a e lık lik luk lük".split(" ");
export const TURKISH_FROM = /[dt][ae]n$/u;

/** Every unit word, lower case (words of a two-word unit joined by a space), to its unit. */
export const UNITS: ReadonlyMap<string, Unit> = new Map(
  SPELLINGS.flatMap(([dimension, sizes, words]) =>
    words.split(" ").map((word) => [word.replace(/_/g, " "), { dimension, sizes }] as const),
  ),
);

/**
 * Whether two dimensions count one kind of thing: the same, or digits and characters (the
 * places of a number said either way).
 */
export function sameKind(a: Unit["dimension"], b: Unit["dimension"]): boolean {
  return (
    a === b ||
    (a !== "time" && b !== "time" && [a, b].every((d) => d === "digits" || d === "characters"))
  );
}

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
