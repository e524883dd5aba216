/**
 * The words that make a number a time of day, in the languages users write rules in: hour
 * words after it ("18 Uhr", "six o'clock", "à 18 heures", "с 18 часов"), words before it that
 * say "at the clock" ("kl. 18", "alle 18", "a las 18", "saa mbili"), halves and quarters said
 * around it ("half past six", "halb sieben", "y media", "půl sedmé", "साढ़े छह"), and the part of
 * the day that turns it into a time after noon ("in the evening", "abends", "下午", "शाम").
 * Data only, read by `spoken-times.ts`; each phrase is its words in lower case, split at spaces.
 */

/**
 * Words after an hour that make it a time of day and never a span (`true`), and those that are
 * a span's unit too (`false`: "6 heures" may be six hours), which count only after a word of a
 * point in time (`POINT_BEFORE`) or with a half, a part of the day or minutes after them.
 */
export const HOUR_WORDS: ReadonlyMap<string, boolean> = new Map([
  ...["uhr", "o'clock", "o’clock", "oclock", "बजे", "órakor", "órára"].map(
    (w) => [w, true] as const,
  ),
  ...(
    "h heure heures hora horas ora ore hodin hodina hodiny hodině godzina godziny godzin " +
    "godzinie часов часа час часу годині години сати сата сат sati sata sat uur óra giờ"
  )
    .split(" ")
    .map((w) => [w, false] as const),
]);

/**
 * Words before a number that make it a time of day on their own: "kl. 18", "klo 18", "alle 18",
 * "a las 18", "às 18", "o godzinie 18", "jam 8", "lúc 8", "saat 18".
 */
export const CLOCK_BEFORE: readonly string[] = [
  "kl",
  "klo",
  "kello",
  "klockan",
  "klokka",
  "klokken",
  "pukul",
  "jam",
  "lúc",
  "saat",
  "alle",
  "dalle",
  "a las",
  "desde las",
  "hasta las",
  "de las",
  "às",
  "ás",
  "o godzinie",
  "godz",
  "الساعة",
];

/**
 * Words of a point in time before a number, with which an hour word that is a span's unit too
 * makes a time of day: "à 18 heures", "a partir de las 18 horas", "od 18 hodin", "с 18 часов",
 * "from 18 h". Words that also lead a span ("after", "nach", "после", "de", "by") are none of
 * them; and as "à", "do", "до" are also the "to" of a change ("passe à 2 heures"), such a time
 * needs an hour after noon, its minutes or its part of the day (`spoken-times.ts`).
 */
export const POINT_BEFORE: ReadonlySet<string> = new Set(
  (
    "at from until till à dès jusqu'à jusqu’à vers avant desde hasta las ab um bis gegen od do o " +
    "v ve в во с со до к от у од om vanaf tot från fra lúc vào từ đến alle dalle fino entro às ás das"
  )
    .split(" ")
    .concat(["partir de", "partire da"]),
);

/**
 * A half or quarter said before the hour, and the minutes it adds to that hour: "half past six"
 * is 6:30, but "halb sieben", "half zeven", "halv sju", "fél hét", "puoli seitsemän" are 6:30 too
 * (a half of the seventh hour). `ordinal`: the hour is said as an ordinal ("půl sedmé",
 * "половина седьмого", "wpół do siódmej"); `langs`: the lead counts only before a number word of
 * these languages (the Dutch "half zeven" is 6:30, the English "half six" too, read apart).
 */
export interface Lead {
  words: string;
  minutes: number;
  ordinal?: true;
  langs?: readonly string[];
}
export const LEADS: readonly Lead[] = [
  { words: "half past", minutes: 30 },
  { words: "a quarter past", minutes: 15 },
  { words: "quarter past", minutes: 15 },
  { words: "a quarter to", minutes: -15 },
  { words: "quarter to", minutes: -15 },
  { words: "half", minutes: 30, langs: ["en"] },
  { words: "half", minutes: -30, langs: ["nl"] },
  { words: "halb", minutes: -30 },
  { words: "viertel nach", minutes: 15 },
  { words: "viertel vor", minutes: -15 },
  { words: "dreiviertel", minutes: -15 },
  { words: "kwart over", minutes: 15 },
  { words: "kwart voor", minutes: -15 },
  { words: "halv", minutes: -30 },
  { words: "kvart över", minutes: 15 },
  { words: "kvart over", minutes: 15 },
  { words: "kvart i", minutes: -15 },
  { words: "kvart på", minutes: -15 },
  { words: "fél", minutes: -30 },
  { words: "negyed", minutes: -45 },
  { words: "háromnegyed", minutes: -15 },
  { words: "puoli", minutes: -30 },
  { words: "pola", minutes: -30 },
  { words: "setengah", minutes: -30 },
  { words: "čtvrt na", minutes: -45 },
  { words: "tři čtvrtě na", minutes: -15 },
  { words: "půl", minutes: -30, ordinal: true },
  { words: "pol", minutes: -30, ordinal: true },
  { words: "wpół do", minutes: -30, ordinal: true },
  { words: "в половине", minutes: -30, ordinal: true },
  { words: "половина", minutes: -30, ordinal: true },
  { words: "половины", minutes: -30, ordinal: true },
  { words: "пів на", minutes: -30, ordinal: true },
  { words: "четверть", minutes: -45, ordinal: true },
  { words: "без четверти", minutes: -15 },
  { words: "साढ़े", minutes: 30 },
  { words: "सवा", minutes: 15 },
  { words: "पौने", minutes: -15 },
];

/** A half or quarter said after the hour (or its hour word): "six heures et demie" is 6:30. */
export const TRAILS: readonly (readonly [string, number])[] = [
  ["et demie", 30],
  ["et quart", 15],
  ["moins le quart", -15],
  ["moins quart", -15],
  ["y media", 30],
  ["y cuarto", 15],
  ["menos cuarto", -15],
  ["menos un cuarto", -15],
  ["e mezza", 30],
  ["e mezzo", 30],
  ["e un quarto", 15],
  ["meno un quarto", -15],
  ["e meia", 30],
  ["e um quarto", 15],
  ["i pol", 30],
  ["i po", 30],
  ["rưỡi", 30],
  ["buçuk", 30],
  ["半", 30],
  ["반", 30],
  ["na nusu", 30],
  ["na robo", 15],
  ["kasorobo", -15],
  ["kasoro robo", -15],
];

/**
 * The hours said as ordinals after a half or quarter (`Lead.ordinal`), 1 to 12: the Russian
 * and Ukrainian genitive and accusative, the Czech, Slovak and Polish genitive or locative.
 */
export const ORDINAL_HOURS: ReadonlyMap<string, number> = new Map(
  [
    "первого второго третьего четвёртого пятого шестого седьмого восьмого девятого десятого одиннадцатого двенадцатого",
    "першої другої третьої четвертої п'ятої шостої сьомої восьмої дев'ятої десятої одинадцятої дванадцятої",
    "першу другу третю четверту п'яту шосту сьому восьму дев'яту десяту одинадцяту дванадцяту",
    "první druhé třetí čtvrté páté šesté sedmé osmé deváté desáté jedenácté dvanácté",
    "prvej druhej tretej štvrtej piatej šiestej siedmej ôsmej deviatej desiatej jedenástej dvanástej",
    "pierwszej drugiej trzeciej czwartej piątej szóstej siódmej ósmej dziewiątej dziesiątej jedenastej dwunastej",
  ].flatMap((list) => list.split(" ").map((w, i) => [w, i + 1] as const)),
);

/**
 * The hours of Swahili time, counted from 6 in the morning: "saa moja" is 7, "saa kumi na mbili"
 * 6 (the twelfth hour of the day). The number after "saa", to the hour of a 12-hour clock.
 */
export const SWAHILI_HOURS: ReadonlyMap<string, number> = new Map(
  "moja mbili tatu nne tano sita saba nane tisa kumi".split(" ").map((w, i) => [w, i + 1] as const),
);

/**
 * How a part of the day turns an hour of a 12-hour clock into one of 24: after noon (`pm`: 6 is
 * 18), before it (`am`: 12 is 0), at night (`night`: 10 is 22, 2 is 2), in the early afternoon
 * (`noon`: 1 is 13, 11 is 11).
 */
export type DayPart = "am" | "pm" | "night" | "noon";

/** Parts of the day said after the time: "6 pm", "6 in the evening", "18 heures du soir". */
export const PART_AFTER: ReadonlyMap<string, DayPart> = new Map(
  (
    [
      ["pm", "pm"],
      ["p m", "pm"],
      ["am", "am"],
      ["a m", "am"],
      ["in the evening", "pm"],
      ["in the afternoon", "pm"],
      ["at night", "night"],
      ["in the morning", "am"],
      ["abends", "pm"],
      ["am abend", "pm"],
      ["nachmittags", "pm"],
      ["am nachmittag", "pm"],
      ["morgens", "am"],
      ["früh", "am"],
      ["nachts", "night"],
      ["du soir", "pm"],
      ["de l'après-midi", "pm"],
      ["de l’après-midi", "pm"],
      ["du matin", "am"],
      ["de la nuit", "night"],
      ["de la tarde", "pm"],
      ["de la noche", "night"],
      ["de la mañana", "am"],
      ["di sera", "pm"],
      ["della sera", "pm"],
      ["del pomeriggio", "pm"],
      ["di pomeriggio", "pm"],
      ["di mattina", "am"],
      ["del mattino", "am"],
      ["di notte", "night"],
      ["da tarde", "pm"],
      ["da noite", "night"],
      ["da manhã", "am"],
      ["вечера", "pm"],
      ["дня", "noon"],
      ["утра", "am"],
      ["ночи", "night"],
      ["вечора", "pm"],
      ["ранку", "am"],
      ["ночі", "night"],
      ["večer", "pm"],
      ["večera", "pm"],
      ["odpoledne", "pm"],
      ["ráno", "am"],
      ["uveče", "pm"],
      ["popodne", "pm"],
      ["ujutro", "am"],
      ["wieczorem", "pm"],
      ["po południu", "pm"],
      ["rano", "am"],
      ["w nocy", "night"],
      ["avonds", "pm"],
      ["middags", "pm"],
      ["ochtends", "am"],
      ["på kvällen", "pm"],
      ["på eftermiddagen", "pm"],
      ["på morgonen", "am"],
      ["om kvelden", "pm"],
      ["om aftenen", "pm"],
      ["om morgenen", "am"],
      ["illalla", "pm"],
      ["iltapäivällä", "pm"],
      ["aamulla", "am"],
      ["este", "pm"],
      ["délután", "pm"],
      ["reggel", "am"],
      ["malam", "night"],
      ["sore", "pm"],
      ["siang", "noon"],
      ["pagi", "am"],
      ["tối", "pm"],
      ["chiều", "pm"],
      ["sáng", "am"],
      ["đêm", "night"],
      ["jioni", "pm"],
      ["usiku", "night"],
      ["asubuhi", "am"],
      ["mchana", "noon"],
    ] as const
  ).map(([w, p]) => [w, p] as const),
);

/** Parts of the day said before the time: "abends um 6", "akşam 6'da", "शाम 6 बजे", "下午6点". */
export const PART_BEFORE: ReadonlyMap<string, DayPart> = new Map(
  (
    [
      ["abends", "pm"],
      ["nachmittags", "pm"],
      ["morgens", "am"],
      ["früh", "am"],
      ["nachts", "night"],
      ["akşam", "pm"],
      ["sabah", "am"],
      ["gece", "night"],
      ["शाम", "pm"],
      ["सुबह", "am"],
      ["रात", "night"],
      ["दोपहर", "noon"],
      ["tối", "pm"],
      ["chiều", "pm"],
      ["sáng", "am"],
      ["下午", "pm"],
      ["晚上", "pm"],
      ["傍晚", "pm"],
      ["上午", "am"],
      ["早上", "am"],
      ["早晨", "am"],
      ["凌晨", "night"],
      ["午後", "pm"],
      ["夕方", "pm"],
      ["午前", "am"],
      ["朝", "am"],
      ["오후", "pm"],
      ["저녁", "pm"],
      ["오전", "am"],
      ["아침", "am"],
    ] as const
  ).map(([w, p]) => [w, p] as const),
);

/** Short words that may stand between a part of the day before and its time: "abends um 6". */
export const PART_JOINERS: ReadonlySet<string> = new Set(
  "um at à a ab bis gegen को lúc saat jam pukul vers las alle".split(" "),
);

/** The Korean native numbers an hour is said in before 시: "여섯 시" is six o'clock. */
export const KOREAN_HOURS: ReadonlyMap<string, number> = new Map(
  "한 두 세 네 다섯 여섯 일곱 여덟 아홉 열 열한 열두".split(" ").map((w, i) => [w, i + 1] as const),
);
