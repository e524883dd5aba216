import { type AccessWords, MORE_ACCESS_WORDS } from "./prose-lexicon-access-more.js";
import { FAR_ACCESS_WORDS } from "./prose-lexicon-access-far.js";
import { WORLD_ACCESS_WORDS } from "./prose-lexicon-access-world.js";

export type { AccessWords } from "./prose-lexicon-access-more.js";

/**
 * The words of getting in, per language, for the rule that reads a password typed in a sentence
 * with no credential word (`access-clause.ts`): "the cash desk is entered with X", "the panel
 * opens with X", "the code for it is X", "use X to get in". Words only, one structure for every
 * language; each entry is a pattern fragment with its inflected forms spelled out (a stem with
 * `\p{L}*` only where every ending means the same thing). A verb of opening or unlocking is
 * listed in the forms whose subject is the thing opened ("the panel opens with X", "відкривається
 * словом X"), not the imperative or infinitive, whose object is the thing opened ("open
 * quoteTotal in the editor", "відкрий X"). A spaced language's fragment is matched
 * as a whole word; a glued one's anywhere in a word, since Thai writes no blanks between words
 * and Hebrew and Arabic glue their prepositions and article to the word (`בכניסה`, `للدخول`).
 * Beside them, the nouns that mark the identifier after them as code ("function X", "функція
 * X"), the nouns that mark it as a user name, and the words that hand a value over ("with",
 * "is", "type"). The table of examples is test/redact/access-clause.test.ts.
 */

/**
 * The languages the rule reads, by ISO code: Ukrainian, Russian, Thai, Finnish, Hebrew, Greek,
 * Indonesian, Czech and Arabic here, seven more in `prose-lexicon-access-more.ts` and sixteen in
 * `prose-lexicon-access-world.ts`; English gives
 * code nouns, user nouns and linking words only.
 */
export const ACCESS_WORDS: Record<string, AccessWords> = {
  en: {
    glued: false,
    access: [],
    code: [
      ...["functions?", "methods?", "variables?", "class(?:es)?", "tests?", "packages?"],
      ...["modules?", "files?", "components?", "librar(?:y|ies)", "hooks?", "scripts?"],
      ...["commands?", "fields?", "params?", "parameters?", "helpers?", "types?", "interfaces?"],
      ...["endpoints?", "props?", "const", "let", "var", "def", "fn", "calls?", "returns?"],
      ...["import", "export"],
    ],
    user: ["user", "username", "account", "named", "called"],
    link: ["with", "is", "use", "type", "enter"],
  },
  uk: {
    glued: false,
    access: [
      ...["вх(?:ід|оду|оді|одом|одити|одиш|одить|одимо|одите|одять|одь|одьте|ідний|ідного)"],
      ...["(?:у|в)(?:ві|і)й(?:ти|ди|діть|деш|де|демо|дете|дуть)"],
      ...["зай(?:ти|ди|діть|деш|де|демо|дете|дуть)", "заход(?:ь|ьте|иш|ить|имо|ите|ять|ити|жу)"],
      ...["відкрива(?:є|ється|ються)", "відкри(?:ється|ються)", "відчиня(?:є|ється|ються)"],
      ...["відмика(?:є|ється|ються)", "відімкн(?:е|еться)", "розблоку(?:є|ється)"],
      ...["розблоков(?:ує|ується|уються)", "логін(?:а|у|ом|и)?"],
      ...["(?:за)?логін(?:итися|итись|ься|ишся|иться|имося)", "доступ(?:у|ом)?", "код(?:ом)?"],
      ...[
        "(?:в)?пуска(?:є|ють|ти)",
        "(?:в)?пустить",
        "авториз(?:ація|ації|ацією|уватися|уйся|уєшся|ується)",
      ],
      ...["потрап(?:ити|иш|ите|имо|ляєш|ляєте|ляємо)", "шифр(?:ом|у)?"],
      ...["пароль|паролем|паролю|паролі"],
    ],
    code: [
      ...["функці\\p{L}*", "метод\\p{L}*", "змінн\\p{L}*", "клас\\p{L}*", "тест\\p{L}*"],
      ...["пакет\\p{L}*", "модул\\p{L}*", "файл\\p{L}*", "компонент\\p{L}*", "бібліотек\\p{L}*"],
      ...["хук\\p{L}*", "скрипт\\p{L}*", "команд\\p{L}*", "пол(?:е|я|і)", "параметр\\p{L}*"],
      ...["тип\\p{L}*", "ендпоінт\\p{L}*", "виклик\\p{L}*"],
    ],
    user: ["користувач\\p{L}*", "акаунт\\p{L}*", "обліков\\p{L}*", "назвою", "називається"],
    link: [
      ...["з", "із", "зі", "словом", "кодом", "паролем", "через", "це", "є", "набери(?:те)?"],
      ...["введи(?:те)?", "вводь(?:те)?", "вводиш", "набираєш", "(?:на)?пиши(?:те)?"],
      ...["використ(?:ай|айте|овуй|овуйте)"],
    ],
  },
  ru: {
    glued: false,
    access: [
      ...["вход(?:а|е|ом|ить|ишь|ит|им|ите|ят|и)?", "зай(?:ти|ди|дите|дёшь|дешь|дёт|дет)"],
      ...["открыва(?:ет|ется|ются)", "откро(?:ет|ется)", "отпира(?:ет|ется)", "разблокир\\p{L}*"],
      ...["логин(?:а|у|ом|ы)?", "залогин\\p{L}*", "доступ(?:а|ом|у)?", "код(?:ом)?"],
      ...["(?:в)?пуска(?:ет|ют)", "(?:в)?пустит", "авториз(?:ация|ации|уйся|уешься|уется)"],
      ...["попа(?:сть|дёшь|дешь|даешь|даем)", "шифр(?:ом|а)?"],
    ],
    code: [
      ...["функци\\p{L}*", "метод\\p{L}*", "переменн\\p{L}*", "класс\\p{L}*", "тест\\p{L}*"],
      ...["пакет\\p{L}*", "модул\\p{L}*", "файл\\p{L}*", "компонент\\p{L}*", "библиотек\\p{L}*"],
      ...["хук\\p{L}*", "скрипт\\p{L}*", "команд\\p{L}*", "пол(?:е|я)", "параметр\\p{L}*"],
      ...["тип\\p{L}*", "вызов\\p{L}*"],
    ],
    user: [
      ...["пользовател\\p{L}*", "аккаунт\\p{L}*", "учётн\\p{L}*", "учетн\\p{L}*", "названием"],
      "называется",
    ],
    link: [
      ...["с", "со", "словом", "слову", "кодом", "паролем", "через", "это", "набери(?:те)?"],
      ...["введи(?:те)?"],
      ...["вводишь", "(?:на)?пиши(?:те)?", "используй(?:те)?"],
    ],
  },
  // Thai writes no blanks between words: `เข้า` (enter) is read anywhere but in `เข้าใจ`
  // (understand) and `เข้ากัน` (fit together)
  th: {
    glued: true,
    access: [
      ...["เข้าสู่ระบบ", "เข้าระบบ", "เข้าใช้", "เข้าถึง", "เข้า(?!ใจ|กัน)", "ล็อ[กค]อิน"],
      ...["ปลดล็อ[กค]", "ปลด(?:ได้)?ด้วย", "รหัส", "เปิด(?:ได้)?ด้วย", "ผ่านด้วย"],
    ],
    code: [
      ...["ฟังก์ชั่?น", "เม[ทธ]อด", "ตัวแปร", "คลาส", "เทสต์?", "ทดสอบ", "แพ็[กค]เกจ", "โมดูล"],
      ...["ไฟล์", "คอมโพเนนต์", "ไลบรารี่?", "สคริปต์", "คำสั่ง", "ฟิลด์", "พารามิเตอร์", "โค้ด"],
      ...["ฮุก"],
    ],
    user: ["ผู้ใช้", "ชื่อผู้ใช้", "บัญชี", "ชื่อ"],
    link: ["ด้วย", "คือ", "ใช้", "พิมพ์", "ใส่", "กรอก"],
  },
  fi: {
    glued: false,
    access: [
      "kirjau(?:du|dun|dut|dutaan|tuu|tua|tuminen|tumiseen|tumisen|tumista|tuessa)",
      // typed without Finnish letters on a foreign keyboard too
      "sis(?:ää|aa)n",
      "paas(?:ee|et|ette|emme|y|yn|yyn|ysta)",
      "paast(?:aan|aksesi|aksenne)",
      "sisäänkirjautuminen",
      "pääs(?:ee|et|ette|emme|y|yn|yyn|ystä)",
      "pääst(?:ään|äksesi|äksenne)",
      "pääsykoodi(?:n|lla|na|ksi)?",
      "ava(?:taan|utuu|utuvat)",
      "auke(?:aa|avat|si)",
      "koodi(?:n|lla|na|ksi)?",
      "tunnu(?:s|ksella|kset|ksilla)",
      "tunnusluku|tunnusluvulla|tunnusluvun",
      "salasana(?:n|lla|na|ksi)?",
    ],
    code: [
      ...["funktio\\p{L}*", "funktiot\\p{L}*", "metodi\\p{L}*", "muuttuj\\p{L}*", "luok\\p{L}*"],
      ...["testi\\p{L}*", "paketti\\p{L}*", "moduuli\\p{L}*", "tiedosto\\p{L}*"],
      ...["komponent\\p{L}*", "kirjasto\\p{L}*", "skripti\\p{L}*", "komen\\p{L}*", "kenttä\\p{L}*"],
      ...["parametri\\p{L}*"],
    ],
    user: ["käyttäjä\\p{L}*", "käyttäjätunnu\\p{L}*", "tili\\p{L}*", "nimeltä", "niminen"],
    link: [
      ...["sanalla", "koodilla", "tunnuksella", "salasanalla", "on", "kirjoita(?:t|tte)?"],
      ...["käytä(?:t|tte)?", "syötä(?:t|tte)?", "näppäile(?:t|tte)?"],
    ],
  },
  // Hebrew glues its prepositions, the article and "and" to a word: `בכניסה`, `והקוד`
  he: {
    glued: true,
    access: [
      ...["כניס[הת]", "להיכנס", "היכנס", "תיכנס", "נכנס(?:ים|ת|ות)?", "תחבר", "חיבור", "גיש[הת]"],
      ...["קוד", "נפתח(?:ת|ים)?", "פותח(?:ים|ת)?", "סיסמ[הא]", "סיסמת"],
    ],
    code: [
      ...["פונקצי[הת]", "מתוד[הת]", "משתנה", "מחלק[הת]", "בדיק[הת]", "טסט", "חביל[הת]", "מודול"],
      ...["קובץ", "רכיב", "ספרי[יה]ה?", "סקריפט", "פקוד[הת]", "שדה", "פרמטר"],
    ],
    user: ["משתמש", "בשם", "שנקרא", "שנקראת"],
    link: [
      "עם",
      "הוא",
      "היא",
      "זה",
      "תקליד(?:י|ו)?",
      "הקלד",
      "להקליד",
      "הזן",
      "תזין",
      "(?<!\\p{L})ב",
    ],
  },
  el: {
    glued: false,
    access: [
      ...["είσοδ\\p{L}*", "εισόδ\\p{L}*", "μπαίν\\p{L}*", "μπει", "μπείτε", "μπες"],
      ...["σύνδεσ\\p{L}*", "συνδέ\\p{L}*", "συνδεθ\\p{L}*", "πρόσβασ\\p{L}*", "ανοίγ\\p{L}*"],
      ...["ξεκλειδών\\p{L}*", "ξεκλείδωσ\\p{L}*", "κωδικ\\p{L}*"],
    ],
    code: [
      ...["συνάρτησ\\p{L}*", "συναρτήσ\\p{L}*", "μέθοδ\\p{L}*", "μεθόδ\\p{L}*", "μεταβλητ\\p{L}*"],
      ...["κλάσ\\p{L}*", "τεστ", "δοκιμ\\p{L}*", "πακέτ\\p{L}*", "αρχεί\\p{L}*"],
      ...["βιβλιοθήκ\\p{L}*", "εντολ\\p{L}*", "πεδί\\p{L}*", "παράμετρ\\p{L}*"],
    ],
    user: ["χρήστ\\p{L}*", "όνομα", "ονομάζεται", "λέγεται"],
    link: [
      ...["με", "είναι", "γράψ(?:ε|τε)", "πληκτρολόγησ(?:ε|τε)", "βάλ(?:ε|τε)"],
      ...["χρησιμοποίησ(?:ε|τε)"],
    ],
  },
  id: {
    glued: false,
    access: [
      ...["masuk(?:nya|kan|lah)?", "dimasuki", "akses(?:nya)?", "mengakses", "diakses", "dibuka"],
      ...["membuka", "terbuka", "kode(?:nya)?", "sandi(?:nya)?", "loginnya"],
    ],
    code: [
      ...["fungsi(?:nya)?", "metode(?:nya)?", "variabel(?:nya)?", "kelas(?:nya)?", "tes", "uji"],
      ...["paket(?:nya)?", "modul(?:nya)?", "berkas(?:nya)?", "komponen(?:nya)?"],
      ...["pustaka(?:nya)?", "skrip(?:nya)?", "perintah(?:nya)?", "kolom(?:nya)?"],
      ...["parameter(?:nya)?"],
    ],
    user: ["pengguna(?:nya)?", "akun(?:nya)?", "bernama", "namanya", "disebut"],
    link: [
      ...["dengan", "pakai", "pake", "gunakan", "adalah", "ialah", "yaitu", "ketik(?:kan)?"],
      ...["masukkan"],
    ],
  },
  cs: {
    glued: false,
    access: [
      ...["přihlás\\p{L}*", "přihlaš\\p{L}*", "prihlas\\p{L}*", "vstup(?:u|em)?", "vstoupí\\p{L}*"],
      ...["vstoupit", "přístup(?:u|em)?", "odemk\\p{L}*", "odemyk\\p{L}*", "otevír\\p{L}*"],
      ...["otevře\\p{L}*", "kód(?:em|u)?", "hesl(?:o|a|em|e|u)", "dostane(?:š|te|me)"],
    ],
    code: [
      ...["funkc\\p{L}*", "metod\\p{L}*", "proměnn\\p{L}*", "tříd\\p{L}*", "test\\p{L}*"],
      ...["balíč\\p{L}*", "modul\\p{L}*", "soubor\\p{L}*", "komponent\\p{L}*", "knihovn\\p{L}*"],
      ...["skript\\p{L}*", "příkaz\\p{L}*", "parametr\\p{L}*"],
    ],
    user: ["uživatel\\p{L}*", "účet\\p{L}*", "účt\\p{L}*", "jménem", "nazvan\\p{L}*"],
    link: [
      "přes",
      "slovem",
      "kódem",
      "heslem",
      "je",
      "napiš(?:te)?",
      "zadej(?:te)?",
      "použij(?:te)?",
      "s",
      "se",
    ],
  },
  // Arabic glues "and", "with", "for" and the article to a word: `بالدخول`, `للوصول`
  ar: {
    glued: true,
    access: [
      ...["دخول", "ادخل", "يدخل", "تدخل", "ندخل", "يفتح", "تفتح", "يُفتح", "تُفتح", "وصول", "رمز"],
      ...["كود", "كلمة المرور", "كلمة السر"],
    ],
    code: [
      ...["دال[ةه]", "دالّة", "متغير", "صنف", "فئة", "اختبار", "حزمة", "وحدة", "ملف", "مكون"],
      ...["مكتبة", "سكربت", "أمر", "حقل", "معامل"],
    ],
    user: ["مستخدم", "حساب", "المسمى", "المسماة", "باسم", "اسمه", "اسمها"],
    link: [
      "(?<!\\p{L})بـ?",
      "هو",
      "هي",
      "اكتب",
      "أدخل",
      "استخدم",
      "باستخدام",
      "بكلمة",
      "بكتابة",
      "بالكلمة",
    ],
  },
  ...MORE_ACCESS_WORDS,
  ...WORLD_ACCESS_WORDS,
  ...FAR_ACCESS_WORDS,
};

/**
 * Words that start a camel-case name in code (a verb or a programming noun: `getUser`,
 * `quoteTotal`, `apiClient`, `Float64Array`): a value's first word among them makes it a name.
 */
export const CODE_WORDS: ReadonlySet<string> = new Set([
  ...["get", "set", "is", "has", "can", "should", "will", "did", "on", "handle", "use", "make"],
  ...["create", "update", "fetch", "load", "read", "write", "parse", "render", "compute", "calc"],
  ...["check", "validate", "to", "from", "with", "build", "init", "reset", "open", "close"],
  ...["start", "stop", "run", "send", "find", "add", "remove", "delete", "apply", "format"],
  ...["map", "filter", "sort", "merge", "collect", "detect", "redact", "emit", "login", "logout"],
  ...["push", "pop", "test", "mock", "stub", "new", "my", "this", "self", "max", "min", "num"],
  ...["count", "total", "current", "prev", "next", "last", "first", "default", "app", "api"],
  ...["user", "file", "data", "item", "list", "node", "json", "xml", "css", "dom", "async"],
  ...["sync", "await", "save", "store", "fix", "show", "hide", "toggle", "select", "click"],
  ...["resolve", "reject", "wrap", "print", "log", "debug", "trace", "warn", "error", "assert"],
  ...["expect", "describe", "it", "before", "after", "setup", "teardown", "config", "env"],
  ...["signin", "signup", "form", "page", "view", "route", "input", "button", "main", "index"],
  ...["auth", "session", "request", "response", "req", "res", "err", "ctx", "db", "token"],
  ...["sql", "git", "npm", "aws", "gcp", "http", "https", "url", "uri", "ssh", "ssl", "tls"],
  ...["string", "str", "int", "uint", "float", "double", "bool", "byte", "bytes", "char"],
  ...["array", "vec", "base", "utf", "sha", "md", "hex", "oauth", "x", "h", "v", "es"],
]);

/**
 * Names of products, systems, languages and tools that carry a version or a second word
 * (`iPhone15`, `PostgreSQL16`, `Windows11`): a value made of one of them is a name, not a password.
 */
export const PRODUCT_WORDS: ReadonlySet<string> = new Set([
  ...["iphone", "ipad", "macos", "ios", "macbook", "github", "gitlab", "postgresql", "postgres"],
  ...["mysql", "sqlite", "mongodb", "redis", "javascript", "typescript", "nodejs", "python"],
  ...["java", "ubuntu", "debian", "fedora", "windows", "win", "android", "chrome", "firefox"],
  ...["docker", "kubernetes", "youtube", "wordpress", "powershell", "openai", "chatgpt", "gpt"],
  ...["claude", "gemini", "codex", "opencode", "vscode", "xcode", "linkedin", "paypal", "php"],
  ...["whatsapp", "telegram", "playstation", "xbox", "dotnet", "net", "vue", "react", "angular"],
  ...["next", "nuxt", "ecma", "ecmascript", "llama", "mistral", "pixel", "galaxy", "thinkpad"],
  ...["raspberry", "arduino", "esp", "stm", "ipv", "mp", "jpeg", "png", "webp", "html", "mac"],
  ...["alpine", "centos", "aarch", "amd", "arm", "intel", "nvidia", "cuda", "deno", "svelte"],
]);
