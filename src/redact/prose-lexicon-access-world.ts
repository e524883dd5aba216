import { FAR_ACCESS_LINES, FAR_ACCESS_SCRIPTS } from "./prose-lexicon-access-far.js";
import type { AccessWords } from "./prose-lexicon-access-more.js";

/**
 * The words of getting in of sixteen more languages, merged into `prose-lexicon-access.ts`'s
 * table: Norwegian, Danish, Swedish, Bengali, Swahili, Hungarian, Persian, Romanian, Tamil,
 * Malay, Tagalog, Serbian/Croatian (Latin and Cyrillic), Bulgarian, Slovak and Lithuanian (Hindi's
 * credential nouns join its entry in `prose-lexicon-access-more.ts`). Each language gives its
 * credential nouns (password, code, PIN, secret word, key) beside its verbs and nouns of entering,
 * logging in, opening and unlocking, inflected and compound forms spelled out: the Scandinavian
 * languages glue nouns (`inngangskoden`, `adgangskoden`, `portkoden`), Hungarian glues suffixes
 * (`belépőkóddal`, `jelszóval`), Bengali and Tamil write case endings with vowel signs
 * (`পাসওয়ার্ডটা`, `কোডে`), which are marks, not letters: their stems end in `[\p{L}\p{M}]*`.
 * Words only, one structure for every language; the table of examples is
 * test/redact/access-clause-world.test.ts.
 */

/** Any ending of a word of a script that writes its vowels as marks (Bengali, Tamil, Hindi). */
const E = "[\\p{L}\\p{M}]*";

/** The languages above, by ISO code (`sh` for Serbian and Croatian, one language for the rule). */
export const WORLD_ACCESS_WORDS: Record<string, AccessWords> = {
  nb: {
    glued: false,
    access: [
      ...["\\p{L}*kode(?:n|r|ne)?", "\\p{L}*passord(?:et|ene)?", "inngang\\p{L}*"],
      ...["adgang\\p{L}*", "tilgang\\p{L}*", "innlogging\\p{L}*", "pin-?kode(?:n)?"],
      ...["hemmelige? ord(?:et)?", "kommer (?:du |man |vi )?inn", "slipper (?:du |man )?inn"],
      ...["logg(?:er|e)? (?:deg )?inn", "låses opp", "låser (?:du )?opp", "åpnes"],
    ],
    code: [
      ...["funksjon\\p{L}*", "metode\\p{L}*", "variabel\\p{L}*", "klasse\\p{L}*", "test\\p{L}*"],
      ...["pakke\\p{L}*", "modul\\p{L}*", "fil(?:en|a|er|ene)?", "komponent\\p{L}*"],
      ...["bibliotek\\p{L}*", "skript\\p{L}*", "kommando\\p{L}*", "felt(?:et)?", "gren(?:en)?"],
    ],
    // not "kontoen": "passordet til kontoen: X" gives the account's password, not its name
    user: ["bruker\\p{L}*", "heter", "kalt"],
    link: ["er", "med", "skriv", "tast", "taster", "bruk", "ordet"],
  },
  da: {
    glued: false,
    access: [
      ...["\\p{L}*kodeord(?:et)?", "indgang\\p{L}*", "hemmelige ord(?:et)?"],
      ...["kommer (?:du |man |vi )?ind", "logg?(?:er|e)? (?:dig )?ind", "låses op", "åbnes"],
    ],
    code: ["funktion\\p{L}*", "fil(?:en|er|erne)?", "gren(?:en)?"],
    user: ["bruger\\p{L}*", "hedder", "kaldet"],
    link: ["brug", "indtast"],
  },
  sv: {
    glued: false,
    access: [
      ...["\\p{L}*kod(?:en|er|erna)?", "\\p{L}*lösenord(?:et)?", "ingång\\p{L}*"],
      ...["inloggning\\p{L}*", "tillgång\\p{L}*", "hemliga ordet", "kommer (?:du |man |vi )?in"],
      ...["logga(?:r)? in", "låses upp", "låser (?:du )?upp", "öppnas"],
    ],
    code: [
      ...["funktion\\p{L}*", "metod\\p{L}*", "variabel\\p{L}*", "klass\\p{L}*", "test\\p{L}*"],
      ...["paket\\p{L}*", "modul\\p{L}*", "fil(?:en|er|erna)?", "skript\\p{L}*", "gren(?:en)?"],
    ],
    user: ["användar\\p{L}*", "konto\\p{L}*", "heter", "kallad"],
    link: ["är", "med", "skriv", "ange", "använd"],
  },
  bn: {
    glued: false,
    access: [
      ...[`পাসওয়ার্ড${E}`, `পাসওয়ার্ড${E}`, `পাসকোড${E}`, `কোড${E}`, `পিন${E}`, "গোপন"],
      ...[`প্রবেশ${E}`, `ঢোক${E}`, `ঢুক${E}`, `লগইন${E}`, "লগ ইন", `খোল${E}`, `খুল${E}`],
      ...[`আনলক${E}`, `অ্যাক্সেস${E}`, `চাবি${E}`, `সংকেত${E}`],
    ],
    code: [
      ...[`ফাংশন${E}`, `মেথড${E}`, `ভেরিয়েবল${E}`, `ক্লাস${E}`, `টেস্ট${E}`, `প্যাকেজ${E}`],
      ...[`মডিউল${E}`, `ফাইল${E}`, `স্ক্রিপ্ট${E}`, `কমান্ড${E}`, `ব্রাঞ্চ${E}`],
    ],
    user: [`ইউজার${E}`, `ব্যবহারকারী${E}`, `অ্যাকাউন্ট${E}`, "নামে", "নামের"],
    link: [...["হলো", "হল", "হচ্ছে", "দিয়ে", "দিয়ে", "টাইপ", "লেখো", "লিখুন", "দাও", "দিন"]],
  },
  sw: {
    glued: false,
    access: [
      ...["nenosiri", "neno la siri", "nywila", "msimbo(?: wa siri)?", "namba ya siri", "pini"],
      ...["ufunguo", "(?:ku|u|a|tu|m|wa|ta|uta|nita|ta)?ingia", "kuingilia", "kiingilio"],
      ...["hufunguliwa", "inafunguliwa", "itafunguliwa", "kufungua", "kufungulia"],
    ],
    code: ["kitendakazi", "faili", "jaribio", "kifurushi", "moduli", "amri", "kigezo", "tawi"],
    user: ["mtumiaji", "akaunti", "jina", "inaitwa", "aitwaye"],
    link: ["ni", "kwa", "andika", "tumia", "weka"],
  },
  hu: {
    glued: false,
    access: [
      ...[
        "\\p{L}*jelsz(?:ó|ava)\\p{L}*",
        "\\p{L}*kód\\p{L}*",
        "belép\\p{L}*",
        "bejelentkez\\p{L}*",
      ],
      ...["hozzáférés\\p{L}*", "(?:ki)?nyílik", "(?:ki)?nyitja", "titkos szó\\p{L}*"],
      ...["feloldás\\p{L}*", "bejutsz", "bejutni", "bemész", "bemenni"],
    ],
    code: [
      ...["függvény\\p{L}*", "metódus\\p{L}*", "változó\\p{L}*", "osztály\\p{L}*", "teszt\\p{L}*"],
      ...["csomag\\p{L}*", "modul\\p{L}*", "fájl\\p{L}*", "komponens\\p{L}*", "szkript\\p{L}*"],
      ...["parancs\\p{L}*", "ág(?:at|ban|on|ra)?"],
    ],
    user: ["felhasználó\\p{L}*", "fiók\\p{L}*", "nevű"],
    link: ["a", "az", "pedig", "írd", "használd", "add", "üsd"],
  },
  // Persian writes blanks between words but joins a verb's prefix with a zero-width non-joiner
  // (`می‌شود`); its `ک` is not Arabic's `ك`, so these words do not wake on Arabic text
  fa: {
    glued: false,
    access: [
      ...["رمز(?: عبور)?", "گذرواژه", "کلمه(?:\\u200c?ی)? عبور", "کد", "پین", "ورود", "وارد"],
      ...["دسترسی", "باز(?: |\\u200c)?می(?: |\\u200c)?شود"],
    ],
    code: ["تابع", "متد", "متغیر", "کلاس", "تست", "بسته", "ماژول", "فایل", "اسکریپت", "دستور"],
    // not "حساب" (account): the copula ends the sentence, so "گذرواژه حساب X است" is "the
    // account's password is X", the value right after the account's noun
    user: ["کاربر", "نام"],
    link: ["است", "با", "هست", "بزن", "بنویس"],
  },
  ro: {
    glued: false,
    access: [
      ...[
        "parol(?:a|ă|ei|e|ele)",
        "cod(?:ul|ului|uri|urile)?",
        "cuvânt(?:ul)? secret",
        "pin(?:ul)?",
      ],
      ...["intrare(?:a)?", "intri", "intrăm", "acces(?:ul)?", "autentific\\p{L}*", "loghez\\p{L}*"],
      ...["logh\\p{L}*", "se deschide", "deblochez\\p{L}*", "deblochea\\p{L}*"],
    ],
    code: [
      ...["funcți\\p{L}*", "funcţi\\p{L}*", "metod\\p{L}*", "variabil\\p{L}*", "clas\\p{L}*"],
      ...["test\\p{L}*", "pachet\\p{L}*", "modul\\p{L}*", "fișier\\p{L}*", "fisier\\p{L}*"],
      ...["script\\p{L}*", "comand\\p{L}*", "ramur\\p{L}*"],
    ],
    user: ["utilizator\\p{L}*", "cont(?:ul)?", "numit\\p{L}*"],
    link: ["este", "e", "cu", "scrie", "tastează", "folosește"],
  },
  ta: {
    glued: false,
    access: [
      ...[`கடவுச்சொல்${E}`, `குறியீ${E}`, `கோட்${E}`, `பின்${E}`, "ரகசிய சொல்", `நுழை${E}`],
      ...[`உள்நுழை${E}`, `லாகின்${E}`, `திறக்கு${E}`, `திறக்க${E}`, `அணுகல்${E}`, `சாவி${E}`],
    ],
    code: [
      ...[`செயல்பாடு${E}`, `ஃபங்ஷன்${E}`, `மாறி${E}`, `கிளாஸ்${E}`, `டெஸ்ட்${E}`, `சோதனை${E}`],
      ...[`தொகுப்பு${E}`, `கோப்பு${E}`, `ஸ்கிரிப்ட்${E}`, `கட்டளை${E}`],
    ],
    user: [`பயனர்${E}`, `கணக்கு${E}`, `பெயர்${E}`],
    link: ["ஆகும்", "என்பது", "கொண்டு", "உடன்", "தட்டச்சு", "போடு"],
  },
  ms: {
    glued: false,
    access: [
      ...["kata laluan(?:nya)?", "kata rahsia", "laluan", "kod(?:nya)?", "pin", "log masuk"],
      ...["buka kunci", "dibuka", "membuka", "akses"],
    ],
    code: ["pemboleh ubah", "fail(?:nya)?", "pakej", "arahan", "cawangan"],
    user: ["pengguna", "akaun(?:nya)?", "bernama", "dipanggil"],
    link: ["ialah", "adalah", "dengan", "guna", "gunakan", "taip", "masukkan"],
  },
  // Tagalog prose says the English credential words, matched only with a Tagalog word after
  // them: alone they are English, and code says them (`passwordVariable: 'PASSWORD'`)
  tl: {
    glued: false,
    access: [
      ...["(?:password|passcode|code) (?:ng|sa|para|ay|ko|mo|namin|natin)", "lihim na salita"],
      "susi",
      ...["(?:pu|maka|naka|pag)?pasok", "pasukan", "mag-?log ?in", "bubukas", "mabubuksan"],
      ...["mabuksan"],
    ],
    code: ["klase", "pagsubok", "pakete"],
    user: ["pangalan", "tinatawag"],
    link: ["ay", "ang", "gamit", "gamitin", "i-type", "ilagay"],
  },
  sh: {
    glued: false,
    access: [
      ...["lozink\\p{L}*", "šifr\\p{L}*", "sifr\\p{L}*", "kod(?:a|om|u)?", "pin", "ulaz\\p{L}*"],
      ...["uđeš", "udjes", "ući", "uci", "prijav\\p{L}*", "otključa\\p{L}*", "otvara se"],
      ...["pristup\\p{L}*", "tajn(?:a|u) (?:reč|riječ|rijec|rec)", "лозинк\\p{L}*", "улаз\\p{L}*"],
      ...["пријав\\p{L}*", "приступ\\p{L}*"],
    ],
    code: [
      ...["funkcij\\p{L}*", "metod\\p{L}*", "promenljiv\\p{L}*", "varijabl\\p{L}*"],
      ...["klas\\p{L}*", "test\\p{L}*", "paket\\p{L}*", "modul\\p{L}*", "datotek\\p{L}*"],
      ...["fajl\\p{L}*", "skript\\p{L}*", "komand\\p{L}*", "gran(?:a|u|i)"],
    ],
    user: ["korisni\\p{L}*", "nalog\\p{L}*", "račun\\p{L}*", "zove", "imenom"],
    link: ["je", "sa", "s", "upiši", "unesi", "koristi", "kucaj", "ukucaj"],
  },
  bg: {
    glued: false,
    access: [
      ...["парол\\p{L}*", "код(?:ът|а|ове)?", "вход\\p{L}*", "влиза(?:ш|ме|те|т)?", "влезеш"],
      ...["влезе", "достъп\\p{L}*", "отключ\\p{L}*", "отваря се", "тайн(?:а|ата) дума", "пин"],
    ],
    code: [
      ...["функци\\p{L}*", "метод\\p{L}*", "променлив\\p{L}*", "клас\\p{L}*", "тест\\p{L}*"],
      ...["пакет\\p{L}*", "модул\\p{L}*", "файл\\p{L}*", "скрипт\\p{L}*", "команд\\p{L}*"],
      ...["клон\\p{L}*"],
    ],
    user: ["потребител\\p{L}*", "акаунт\\p{L}*", "профил\\p{L}*", "казва", "наречен"],
    link: ["е", "с", "със", "напиши", "въведи", "използвай"],
  },
  sk: {
    glued: false,
    access: [
      ...["prihlás\\p{L}*", "vojdeš", "vojsť", "dostaneš", "odomk\\p{L}*", "otvára\\p{L}*"],
      ...["prístup\\p{L}*", "tajné slovo", "vchod\\p{L}*"],
    ],
    code: ["premenn\\p{L}*", "súbor\\p{L}*", "balík\\p{L}*", "knižnic\\p{L}*", "vetv\\p{L}*"],
    user: ["používateľ\\p{L}*", "účet", "účtu", "volá", "menom"],
    link: ["napíš", "zadaj", "použi", "so", "cez"],
  },
  lt: {
    glued: false,
    access: [
      ...["slaptažod\\p{L}*", "slaptazod\\p{L}*", "kod(?:as|ą|u|o)", "įėjim\\p{L}*", "įeiti"],
      ...["įeisi", "patek\\p{L}*", "prisijung\\p{L}*", "atrakin\\p{L}*", "atsidaro"],
      ...["prieig\\p{L}*", "slaptas žodis", "slaptą žodį"],
    ],
    code: [
      ...["funkcij\\p{L}*", "metod\\p{L}*", "kintam\\p{L}*", "klas\\p{L}*", "test\\p{L}*"],
      ...["paket\\p{L}*", "modul\\p{L}*", "fail\\p{L}*", "skript\\p{L}*", "komand\\p{L}*"],
      ...["šak\\p{L}*"],
    ],
    user: ["naudotoj\\p{L}*", "vartotoj\\p{L}*", "paskyr\\p{L}*", "vardu", "vadinasi"],
    link: ["yra", "su", "įvesk", "naudok", "rašyk"],
  },
};

/**
 * The line filter's share of these words: what a line must hold before the rule reads it, as
 * literal words (the filter runs over every line, as one trie). Bengali and Tamil wake on
 * their script's letters (`WORLD_ACCESS_SCRIPTS`), as Devanagari does; Persian on its words (an Arabic-script range would
 * wake on every Arabic log line); the Latin-script languages on their words' ASCII stems, since
 * letters past Latin-1 (`ő`, `ș`, `č`, `ž`, `į`) already wake the rule.
 */
export const WORLD_ACCESS_LINES: readonly string[] = [
  ...["رمز", "گذرواژه", "عبور", "کد", "پین", "ورود", "وارد"],
  ...["دسترسی", "kode", "passord", "inngang", "adgang", "tilgang", "innlogg", "logg inn", "kommer"],
  ...["slipper", "låse", "åpnes", "åbnes", "öppnas", "lösenord", "ingång", "tillgång", "kod"],
  ...["ingang", "inloggning", "nenosiri", "siri", "nywila", "msimbo", "pini", "ufunguo", "ingia"],
  ...["fungu", "jelsz", "belép", "bejelentkez", "hozzáf", "titkos", "bejut", "bemen", "bemész"],
  ...["nyit", "nyíl", "parol", "cod\\b", "codu", "intrare", "intri\\b", "acces\\b", "accesul"],
  ...[
    "autentific",
    "logh",
    "deschide",
    "debloc",
    "laluan",
    "rahsia",
    "pin\\b",
    "pinul",
    "dibuka",
    "membuka",
  ],
  ...["passw", "passc", "pasok", "susi", "lihim", "buks", "bubukas", "lozink", "sifr"],
  ...["ulaz", "udjes", "uci\\b", "prijav", "pristup", "tajn", "vojd", "otvára", "vchod"],
  ...["prístup", "prihlás", "prisijung", "patek", "atrakin", "atsidaro", "prieig", "slapt"],
  ...[
    "hemmelig",
    "hemlig",
    "ieiti",
    "logge inn",
    "logger inn",
    "logger deg inn",
    "logg deg inn",
    "log ind",
    "logge ind",
  ],
  ...["logger ind", "logga in", "loggar in"],
  ...FAR_ACCESS_LINES,
];

/**
 * The scripts the filter wakes on as a whole: Bengali and Tamil, spaced as Devanagari is (and
 * `prose-lexicon-access-far.ts`'s, with its words among the lines' words above).
 */
export const WORLD_ACCESS_SCRIPTS = `\\u0980-\\u09ff\\u0b80-\\u0bff${FAR_ACCESS_SCRIPTS}`;
