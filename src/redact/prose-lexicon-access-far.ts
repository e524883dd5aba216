import type { AccessWords } from "./prose-lexicon-access-more.js";

/**
 * The words of getting in of sixteen more languages, merged into `prose-lexicon-access.ts`'s
 * table: Yoruba, Igbo, Hausa, Zulu, Amharic, Icelandic, Catalan, Urdu, Latvian, Estonian,
 * Slovenian, Albanian, Welsh, Irish, Afrikaans and Azerbaijani. Same structure as the other tables,
 * words only: credential nouns (password, code, PIN, secret word) beside verbs and nouns of
 * entering, logging in and opening, with the spellings people type: Yoruba with and without its
 * tone marks (`ọ̀rọ̀ aṣínà`, `oro asina`), Zulu's noun prefixes glued on (`yiphasiwedi`), Welsh
 * and Irish mutations (`gyfrinair`, `bhfocal faire`, `phasfhocal`). The table of examples is test/redact/access-clause-far.test.ts.
 */
export const FAR_ACCESS_WORDS: Record<string, AccessWords> = {
  yo: {
    glued: false,
    access: [
      ...["ọ̀rọ̀ aṣínà", "ọ̀rọ̀ asínà", "ọrọ aṣina", "oro asina", "ọ̀rọ̀ ìgbaniwọlé", "oro igbaniwole"],
      ...["ọ̀rọ̀ àṣírí", "oro asiri", "kóòdù", "koodu", "wọlé", "wole", "wọ inú", "wo inu"],
    ],
    code: ["fáìlì", "faili", "ìdánwò", "idanwo", "módùlù", "modulu", "àṣẹ"],
    user: ["orúkọ", "oruko", "olùmúlò", "olumulo"],
    link: ["ni", "sì ni", "si ni", "jẹ́", "tẹ", "te", "lo"],
  },
  ig: {
    glued: false,
    access: ["okwuntughe", "paswọọdụ", "koodu", "banye", "ịbanye", "ibanye", "mepee", "imepe"],
    code: ["faịlụ", "failu", "ule", "modul"],
    user: ["aha", "onye ọrụ"],
    link: ["bụ", "bu", "pịa", "pia", "jiri"],
  },
  ha: {
    glued: false,
    access: [
      ...["kalmar sirri", "kalmar wucewa", "lambar sirri", "lambar shiga", "shiga", "shigar"],
      ...["buɗe", "bude"],
    ],
    code: ["fayil", "gwaji", "umarni"],
    user: ["sunan mai amfani", "mai amfani", "sunan"],
    link: ["ita ce", "shi ne", "ne", "ce", "rubuta", "yi amfani da"],
  },
  zu: {
    glued: false,
    access: [
      ...["\\p{L}*phasiwedi", "\\p{L}*phasiwede", "igama lokungena", "igama eliyimfihlo"],
      ...["ikhodi", "yikhodi", "ngena", "ukungena", "ungena", "vula", "ukuvula"],
    ],
    code: ["ifayela", "uhlelo", "ukuhlolwa"],
    user: ["umsebenzisi", "igama"],
    link: ["ngu", "yi", "thayipha", "sebenzisa", "nge"],
  },
  am: {
    glued: false,
    access: [
      ...["የይለፍ ቃል\\p{L}*", "ይለፍ ቃል\\p{L}*", "ፓስወርድ\\p{L}*", "ኮድ\\p{L}*", "ሚስጥር ቃል\\p{L}*"],
      ...["ለመግባት", "መግቢያ\\p{L}*", "ግባ", "ለመክፈት"],
    ],
    code: ["ፋይል\\p{L}*", "ፈተና\\p{L}*", "ተግባር\\p{L}*"],
    user: ["የተጠቃሚ ስም", "ተጠቃሚ\\p{L}*"],
    link: ["ነው", "ናት", "በ", "ጻፍ", "ተጠቀም"],
  },
  is: {
    glued: false,
    access: [
      ...["lykilorð\\p{L}*", "aðgangsorð\\p{L}*", "aðgangskóð\\p{L}*", "\\p{L}*kóð(?:i|ann|inn|a)"],
      ...["pin-?númer\\p{L}*", "skrá(?:ðu)? (?:þig )?inn", "innskráning\\p{L}*", "komast inn"],
      ...["kemst inn", "opna"],
    ],
    code: ["fall(?:ið|inu)?", "breyt\\p{L}*", "prófun\\p{L}*", "eining\\p{L}*", "pakk\\p{L}*"],
    user: ["notand\\p{L}*", "heitir"],
    link: ["er", "með", "sláðu inn", "notaðu"],
  },
  ca: {
    glued: false,
    access: [
      ...["contrasenya", "contrasenyes", "codi", "codis", "paraula secreta", "pin"],
      ...["entrar", "entres", "entrem", "accedir", "accés", "accedeix", "iniciar sessió"],
      ...["inicia sessió", "obrir", "obre", "desbloquejar"],
    ],
    code: [
      ...["funció", "funcions", "fitxer", "fitxers", "mètode", "variable", "classe", "prova"],
      ...["paquet", "mòdul", "branca"],
    ],
    user: ["usuari", "usuària", "compte", "es diu"],
    link: ["és", "amb", "escriu", "posa", "fes servir"],
  },
  // Urdu writes its own `ک`, `ی` and `ہ` (not Arabic's), so these wake on Urdu text only
  ur: {
    glued: false,
    access: [
      ...["پاس ورڈ", "پاسورڈ", "خفیہ لفظ", "خفیہ کوڈ", "کوڈ", "پن کوڈ", "لاگ ان", "داخل"],
      ...["رسائی", "کھولنے", "کھلتا"],
    ],
    code: ["فنکشن", "فائل", "ٹیسٹ", "کلاس", "ماڈیول", "اسکرپٹ"],
    user: ["صارف", "یوزر", "نام"],
    link: ["ہے", "سے", "لکھیں", "ڈالیں", "لکھو", "ڈالو"],
  },
  lv: {
    glued: false,
    access: [
      ...["parol(?:e|i|es|ei)", "kod(?:s|u|a)", "pin kod(?:s|u)", "ieiet", "ieej", "ielogo\\p{L}*"],
      ...["pieslēg\\p{L}*", "piekļuv\\p{L}*", "atvērt", "atver"],
    ],
    code: ["funkcij\\p{L}*", "fail(?:s|a|ā)", "test(?:s|a|ā)", "modu\\p{L}*", "klas\\p{L}*"],
    user: ["lietotāj\\p{L}*", "kont(?:s|a|ā)"],
    link: ["ir", "ar", "ievadi", "izmanto"],
  },
  et: {
    glued: false,
    access: [
      ...["parool\\p{L}*", "salasõna\\p{L}*", "\\p{L}*kood\\p{L}*", "sisse logi\\p{L}*"],
      ...["sisselogimi\\p{L}*", "sisenemi\\p{L}*", "pääse\\p{L}*", "avamiseks"],
    ],
    code: ["funktsioon\\p{L}*", "fail\\p{L}*", "test\\p{L}*", "moodul\\p{L}*", "klass\\p{L}*"],
    user: ["kasutaja\\p{L}*", "konto\\p{L}*"],
    link: ["on", "sisesta", "kasuta"],
  },
  sl: {
    glued: false,
    access: [
      ...["gesl(?:o|a|om)", "kod(?:a|o|e)", "pin", "vstop\\p{L}*", "prijav\\p{L}*"],
      ...["odklen\\p{L}*", "dostop\\p{L}*"],
    ],
    code: ["funkcij\\p{L}*", "datotek\\p{L}*", "test\\p{L}*", "modul\\p{L}*", "razred\\p{L}*"],
    user: ["uporabni\\p{L}*", "račun\\p{L}*"],
    link: ["je", "z", "vpiši", "uporabi"],
  },
  sq: {
    glued: false,
    access: [
      ...["fjalëkalim\\p{L}*", "fjalekalim\\p{L}*", "kod(?:i|in)?", "hyrj\\p{L}*", "hyni", "hyr"],
      ...["identifikohu", "qasj\\p{L}*"],
    ],
    code: ["funksion\\p{L}*", "skedar\\p{L}*", "test\\p{L}*", "modul\\p{L}*"],
    user: ["përdorues\\p{L}*", "emri"],
    link: ["është", "eshte", "me", "shkruaj", "përdor"],
  },
  cy: {
    glued: false,
    access: [
      ...["cyfrinair", "gyfrinair", "chyfrinair", "nghyfrinair", "cod(?:au)?"],
      ...["mewngofnodi", "fewngofnodi", "mynd i mewn", "agor"],
    ],
    code: ["ffeil\\p{L}*", "ffwythiant", "prawf"],
    user: ["enw defnyddiwr", "defnyddiwr"],
    link: ["yw", "ydy", "gyda", "teipiwch"],
  },
  ga: {
    glued: false,
    access: [
      ...["focal faire", "bhfocal faire", "fhocal faire", "pasfhocal\\p{L}*", "phasfhocal\\p{L}*"],
      ...["bpasfhocal\\p{L}*", "cód", "gcód", "chód", "uimhir pin", "logáil isteach"],
      ...["logálaim isteach", "logálann isteach", "síniú isteach", "dul isteach", "rochtain"],
      ...["oscail\\p{L}*", "osclaí\\p{L}*"],
    ],
    code: ["feidhm\\p{L}*", "fheidhm\\p{L}*", "comhad\\p{L}*", "tástáil\\p{L}*", "modúl\\p{L}*"],
    user: ["ainm úsáideora", "úsáideoir\\p{L}*", "cuntas"],
    link: ["is é", "is", "é", "le", "clóscríobh", "úsáid", "mar"],
  },
  af: {
    glued: false,
    access: [
      ...["\\p{L}*wagwoord\\p{L}*", "\\p{L}*kode", "pin", "teken in", "aanteken", "toegang"],
      ...["oopmaak", "kom (?:jy |ons )?in", "gaan in"],
    ],
    code: ["funksie\\p{L}*", "lêer\\p{L}*", "toets\\p{L}*", "module?", "klas(?:se)?"],
    user: ["gebruiker\\p{L}*", "rekening\\p{L}*"],
    link: ["is", "met", "tik", "gebruik"],
  },
  az: {
    glued: false,
    access: [
      ...["parol(?:u|a)?", "şifrə\\p{L}*", "kod(?:u|a)?", "daxil ol\\p{L}*", "giriş\\p{L}*"],
      ...["açmaq"],
    ],
    code: ["funksiya\\p{L}*", "fayl\\p{L}*", "test\\p{L}*", "modul\\p{L}*"],
    user: ["istifadəçi\\p{L}*", "hesab\\p{L}*"],
    link: ["dır", "dir", "ilə", "yaz"],
  },
};

/**
 * What wakes the rule on a line for these languages: Amharic on its script (Ethiopic, spaced),
 * Urdu on its words (an Arabic-script range would wake on every Arabic log line), the
 * Latin-script languages on their words' ASCII stems (letters past Latin-1, such as Yoruba's `ọ`
 * or Latvian's `ā`, already wake it; Latin-1's `ð` and `é` do not).
 */
export const FAR_ACCESS_LINES: readonly string[] = [
  ...["پاس ورڈ", "پاسورڈ", "خفیہ", "کوڈ", "لاگ ان", "داخل", "رسائی"],
  ...["oro asina", "asina", "igbaniwole", "koodu", "wole", "wo inu", "okwuntughe", "banye"],
  ...["kalmar", "sirri", "wucewa", "lambar", "shiga", "bude", "phasiwe", "ikhodi", "ngena"],
  ...["vula", "lykilor", "kemst", "komast", "innskr", "contrasenya", "entrar", "entres", "accedi"],
  ...["sessi", "desbloq", "parole", "paroli", "ielogo", "parool", "salas", "sisse", "geslo"],
  ...["gesla", "vstop", "hyrj", "hyni", "fjal", "cyfrinair", "gyfrinair", "mewngofnodi"],
  ...["wagwoord", "teken in", "aanteken", "toegang", "daxil", "giris"],
  ...["focal faire", "ocal faire", "asfhocal", "isteach", "rochtain"],
];

/** Ethiopic, for Amharic: spaced words, a script logs seldom hold. */
export const FAR_ACCESS_SCRIPTS = "\\u1200-\\u137f";
