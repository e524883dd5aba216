/**
 * The credential words of eleven more languages, merged into `prose-lexicon.ts`'s lists: Turkish,
 * Polish, Swedish, Korean, Ukrainian, Czech, Indonesian, Vietnamese, Greek, Hindi and Arabic.
 * Words only, as the rule matches them: a Latin, Cyrillic, Greek, Devanagari or Arabic word is
 * matched whole, so each inflected form a value follows is listed (Turkish `şifresi`, `şifrem`,
 * `parolası`; Polish `hasło`, `hasła`, `hasłem`; Swedish `lösenordet`); a Korean one anywhere in
 * its run, since particles are glued to it (`비밀번호는`, `비밀번호를`).
 */

/** Credential words by class (the classes of `CredentialClass`). */
export const MORE_CREDENTIAL_WORDS = {
  password: [
    // tr: possessive (`veritabanı şifresi`, `şifrem`), accusative (`şifreyi`, `şifremi`), plural,
    // instrumental (`şifresiyle`), and the spelling without Turkish letters typed abroad
    ...["şifre", "şifresi", "şifrem", "şifremiz", "şifreniz", "şifreyi", "şifremi", "şifresini"],
    ...["şifreler", "şifreleri", "şifresiyle", "şifreyle", "sifre", "sifresi", "sifrem", "sifreyi"],
    ...["parola", "parolası", "parolam", "parolamız", "parolanız", "parolayı", "parolamı"],
    ...["parolasını", "parolasıyla", "parolayla", "pin kodu", "erişim kodu"],
    // capitals: `İ` has no simple case folding to `i`, so a case-blind match misses `ŞİFRE`
    ...["ŞİFRE", "ŞİFRESİ", "ŞİFREM", "PAROLASI"],
    // pl: nominative, genitive, instrumental, locative, dative; without Polish letters too
    ...["hasło", "hasła", "hasłem", "haśle", "hasłu", "haslo", "hasla", "haslem", "kod pin"],
    ...["kod dostępu"],
    // sv: indefinite, definite singular and plural
    ...["lösenord", "lösenordet", "lösenorden", "lösenfras", "lösenfrasen", "pinkod", "pinkoden"],
    ...["pin-kod", "pin-koden"],
    // ko
    ...["비밀번호", "패스워드", "비번", "암호", "핀번호", "핀 번호"],
    // uk (`пароль` is shared with Russian)
    ...["паролю", "паролі", "пін-код", "код від вайфаю", "код від wi-fi"],
    // cs
    ...["heslo", "hesla", "heslem", "hesle", "heslu", "pin kód", "přístupový kód"],
    // id: `-nya` is "its" (`passwordnya`, "the password of it")
    ...["kata sandi", "kata sandinya", "sandi", "sandinya", "passwordnya", "kode pin"],
    // vi
    ...["mật khẩu", "mã pin", "mã truy cập"],
    // el: nominative, accusative, genitive
    ...["κωδικός", "κωδικό", "κωδικού", "κωδικός πρόσβασης", "κωδικό πρόσβασης"],
    ...["κωδικού πρόσβασης", "συνθηματικό"],
    // hi
    ...["पासवर्ड", "कूटशब्द", "पिन कोड"],
    // ur: the same loanword in Arabic script
    ...["پاس ورڈ", "پاسورڈ"],
    // ar
    ...["كلمة المرور", "كلمة السر", "كلمة مرور", "رمز المرور", "الرقم السري"],
    // ga: with the mutations an article or a preposition makes (`an bhfocal faire`)
    ...["pasfhocal", "phasfhocal", "bpasfhocal", "focal faire", "bhfocal faire", "fhocal faire"],
  ],
  token: [
    ...["tokeni", "tokenı", "tokenim", "belirteç", "belirteci"],
    ...["tokenu", "tokenem", "tokena"],
    ...["tokenet", "tokenen", "åtkomsttoken"],
    "토큰",
    "tokennya",
    "mã thông báo",
    "टोकन",
    ...["الرمز المميز", "رمز الوصول"],
  ],
  secret: [
    ...["gizli anahtar", "gizli anahtarı"],
    ...["sekret", "sekretu"],
    ...["hemlighet", "hemligheten"],
    "시크릿",
    ...["rahasia", "rahasianya"],
    "bí mật",
    "μυστικό",
  ],
  key: [
    ...["anahtar", "anahtarı", "api anahtarı", "api anahtarım"],
    ...["klucz", "klucza", "kluczem", "klucz api", "klucza api"],
    ...["nyckel", "nyckeln", "api-nyckel", "api-nyckeln"],
    ...["api 키", "api키", "비밀 키", "비밀키", "시크릿 키", "액세스 키", "액세스키"],
    ...["klíč", "klíče", "klíčem", "api klíč", "api klíče"],
    "kunci api",
    ...["khóa api", "khoá api", "khóa bí mật"],
    ...["κλειδί", "κλειδί api"],
    ...["कुंजी", "एपीआई कुंजी", "गुप्त कुंजी"],
    ...["مفتاح", "المفتاح", "مفتاح api"],
  ],
  login: [
    ...["kimlik bilgileri", "kimlik bilgilerim", "giriş bilgileri"],
    ...["dane logowania", "dane dostępowe", "dane uwierzytelniające"],
    ...["inloggningsuppgifter", "inloggningsuppgifterna"],
    ...["로그인 정보", "계정 정보"],
    "облікові дані",
    ...["přihlašovací údaje", "přístupové údaje"],
    ...["kredensial", "kredensialnya"],
    "thông tin đăng nhập",
    "διαπιστευτήρια",
    ...["بيانات الدخول", "بيانات الاعتماد"],
  ],
  pointer: [
    "bunu kullan",
    "użyj tego",
    ...["använd den här", "använd detta"],
    ...["이거 써", "이걸 써"],
    ...["використовуй це", "використай це"],
    ...["použij tohle", "použij toto"],
    ...["pakai ini", "gunakan ini"],
    "dùng cái này",
  ],
} as const satisfies Record<string, readonly string[]>;

/** Words too common to take a value without a connector: "key", "code" in these languages. */
export const MORE_NEEDS_CONNECTOR: readonly string[] = [
  ...["anahtar", "anahtarı", "klucz", "klucza", "kluczem", "nyckel", "nyckeln"],
  ...["klíč", "klíče", "klíčem", "κωδικός", "κωδικό", "κωδικού", "κλειδί", "कुंजी"],
  ...["مفتاح", "المفتاح", "sandi"],
];

/** Compound heads written as one word with what they guard (`databaslösenordet`). */
export const MORE_COMPOUND_HEADS: readonly string[] = ["lösenord", "lösenordet", "lösenorden"];

/** Words that introduce a `user / password` pair. */
export const MORE_USER_WORDS: readonly string[] = [
  ...["kullanıcı", "kullanıcı adı", "giriş", "erişim"],
  ...["użytkownik", "użytkownika", "dostęp"],
  ...["användare", "användaren", "inloggning"],
  ...["사용자", "계정", "로그인"],
  ...["користувач", "логін"],
  ...["uživatel", "uživatele", "přihlášení"],
  ...["pengguna", "akses"],
  ...["người dùng", "tài khoản", "đăng nhập"],
  ...["χρήστης", "χρήστη"],
  ...["उपयोगकर्ता", "यूज़र"],
  ...["المستخدم", "مستخدم"],
];

/** Words between a credential word and its value ("jest", "är", "adalah", "là", "είναι"). */
export const MORE_CONNECTORS: readonly string[] = [
  ...["şu", "olarak"],
  ...["jest", "brzmi", "było", "był", "wynosi", "na"],
  ...["är", "var", "blir", "blev", "till"],
  "це",
  ...["je", "bylo", "zní"],
  ...["adalah", "yaitu", "ialah", "jadi", "menjadi"],
  ...["là", "thành"],
  ...["είναι", "ήταν", "σε"],
  ...["है", "था"],
  ...["هي", "هو", "كانت", "إلى"],
];

/** Words that may follow a connector before the value ("jest teraz X", "är nu X"). */
export const MORE_GLUE: readonly string[] = [
  ...["artık", "şimdi", "ve"],
  ...["teraz", "obecnie", "i"],
  ...["nu", "och"],
  ...["тепер", "зараз", "та"],
  ...["teď", "nyní"],
  ...["sekarang", "dan"],
  ...["giờ", "và"],
  ...["τώρα", "και"],
  ...["अब"],
  ...["الآن"],
];

/** How a Korean run ends when it leads into a value: the particles after a noun. */
export const MORE_CJK_CONNECTOR_ENDS: readonly string[] = [..."는은이가을를로도"];

/** The words for "as" when a value comes before a credential word, in Polish and Czech, Swedish, Ukrainian, Indonesian, Vietnamese, Greek. */
export const MORE_AS_WORDS: readonly string[] = ["jako", "som", "як", "sebagai", "làm", "ως"];

/** Qualifiers between "as" and the credential word ("som nytt lösenord", "jako nowe hasło"). */
export const MORE_ARTICLES: readonly string[] = [
  ...["nowe", "nowego", "nowy"],
  ...["det", "nya", "nytt", "ett", "ny"],
  ...["nové", "nový"],
  "новий",
  // Turkish "new", and Hindi's object marker between the value and the word (`X को पासवर्ड`)
  ...["yeni", "को"],
];

/**
 * "X as the password" in languages that put "as" after the credential word: Turkish `X'i şifre
 * olarak`, Hindi `X को पासवर्ड के रूप में`. The value comes before the word.
 */
export const POST_AS_WORDS: readonly string[] = ["olarak", "के रूप में"];

/**
 * Copulas that open the sentence, before the value and the word, in Irish: `Is é X an pasfhocal`
 * ("X is the password"), `Ba é X an focal faire` (was).
 */
export const PRE_COPULAS: readonly string[] = ["is é", "is í", "ba é", "ba í", "sé"];

/** The Korean form, glued: `X를 비밀번호로` ("X as the password"), the particle after the word. */
export const KOREAN_AS_ENDS: readonly string[] = ["로", "으로"];

/**
 * Copulas that come after the value in verb-final languages: Hindi and Urdu `पासवर्ड X है`,
 * Marathi `X आहे`, Nepali `X हो` / `छ`, Persian `X است`, Korean `X 입니다`, Japanese `X です`
 * written apart. Such a word right after a token joins it to the credential word before it, as
 * "is" does before the value in English.
 */
export const POST_COPULAS: readonly string[] = [
  ...["है", "हैं", "था", "थी", "थे", "आहे", "हो", "छ", "ہے", "ہیں", "تھا", "است"],
  ...["입니다", "이에요", "예요", "です", "だ"],
];
