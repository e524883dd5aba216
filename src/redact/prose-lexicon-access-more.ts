/**
 * The words of getting in of seven more languages, merged into `prose-lexicon-access.ts`'s
 * table: Chinese, Japanese, Korean, Turkish, Polish, Vietnamese and Hindi. Same structure, words
 * only. Chinese, Japanese and Korean are read as runs (no blanks between words, particles glued
 * on), so they are matched anywhere in a word; where a language puts its "with" after the value
 * (`X로`, `Xで`, `X ile`, `X से`), the word of access that follows the value links it. The
 * structure of one language's words is declared here, where both tables can use it.
 */

/** One language's words, as pattern fragments. */
export interface AccessWords {
  /** Whether words are matched anywhere in a word (no blanks, or glued prefixes). */
  glued: boolean;
  /** Verbs and nouns of entering, logging in, opening, unlocking, access, a code of entry. */
  access: readonly string[];
  /** Nouns after which an identifier is code: function, method, variable, test, package, file. */
  code: readonly string[];
  /** Words after which a value is a user or account name or a thing's name ("named X"). */
  user: readonly string[];
  /**
   * Words that hand a value to the sentence's act of getting in: "with", "is", "type", "use"
   * (`з`, `ด้วย`, `sanalla`, `עם`, `με`, `dengan`, `přes`, `بـ`). A value with no digit reads as
   * a camel-case name of code unless one of them, a colon, a dash or a quotation mark stands
   * just before it, or the word of access just after it.
   */
  link: readonly string[];
}

/** Chinese, Japanese, Korean, Turkish, Polish, Vietnamese and Hindi, by ISO code. */
export const MORE_ACCESS_WORDS: Record<string, AccessWords> = {
  zh: {
    glued: true,
    access: [
      ...["登录", "登入", "登陆", "进入", "进去", "解锁", "访问", "打得开", "能打开", "口令"],
      ...["密码", "验证码"],
    ],
    code: [
      ...["函数", "方法", "变量", "类", "测试", "包", "模块", "文件", "组件", "接口", "脚本"],
      ...["命令", "字段", "参数", "库"],
    ],
    user: ["用户名?", "账号", "帐号", "名为", "叫做?"],
    link: ["用", "是", "为", "输入", "填"],
  },
  ja: {
    glued: true,
    access: [
      ...["ログイン", "入れ(?:る|ます)", "入(?:る|ります)", "開(?:く|きます|ける|けます)"],
      ...["ロック解除", "解除", "アクセス", "暗証"],
    ],
    code: [
      ...["関数", "メソッド", "変数", "クラス", "テスト", "パッケージ", "モジュール", "ファイル"],
      ...["コンポーネント", "スクリプト", "コマンド", "フィールド"],
    ],
    user: ["ユーザー名?", "アカウント", "という"],
    link: ["は", "を", "入力", "で"],
  },
  ko: {
    glued: true,
    access: [
      ...["로그인", "접속", "들어가", "들어갈", "들어와", "열려", "열린", "열립", "열리"],
      ...["잠금 ?해제", "코드", "비번"],
    ],
    code: [
      ...["함수", "메서드", "메소드", "변수", "클래스", "테스트", "패키지", "모듈", "파일"],
      ...["컴포넌트", "스크립트", "명령"],
    ],
    user: ["사용자", "아이디", "계정", "이름(?:이|은|의)?"],
    link: ["는", "은", "입력", "치고", "쳐"],
  },
  tr: {
    glued: false,
    access: [
      ...["giriş", "girişi", "girilir", "giriliyor", "giriyorsun", "girersin", "girebilirsin"],
      ...["açılır", "açılıyor", "açar", "erişim", "erişimi", "kod", "kodu", "kodla"],
    ],
    code: [
      ...["fonksiyon\\p{L}*", "metot\\p{L}*", "metod\\p{L}*", "değişken\\p{L}*", "sınıf\\p{L}*"],
      ...["test\\p{L}*", "paket\\p{L}*", "modül\\p{L}*", "dosya\\p{L}*", "bileşen\\p{L}*"],
      ...["kütüphane\\p{L}*", "komut\\p{L}*"],
    ],
    user: ["kullanıcı\\p{L}*", "hesab\\p{L}*", "adlı", "isimli"],
    link: ["ile", "yaz", "gir", "kullan"],
  },
  pl: {
    glued: false,
    access: [
      ...["wejście", "wejścia", "wchodzisz", "wchodzi", "wejdziesz", "zalogujesz", "logujesz"],
      ...[
        "otwiera",
        "otwierają",
        "odblokowuje",
        "odblokujesz",
        "dostęp",
        "dostępu",
        "kod",
        "kodem",
      ],
    ],
    code: [
      ...["funkcj\\p{L}*", "metod\\p{L}*", "zmienn\\p{L}*", "klas\\p{L}*", "test\\p{L}*"],
      ...["pakiet\\p{L}*", "moduł\\p{L}*", "plik\\p{L}*", "komponent\\p{L}*", "bibliotek\\p{L}*"],
    ],
    user: ["użytkownik\\p{L}*", "kont\\p{L}*", "nazwie", "nazywa"],
    link: ["z", "ze", "przez", "to", "jest", "wpisz", "słowem", "kodem", "hasłem"],
  },
  vi: {
    glued: false,
    access: ["đăng nhập", "truy cập", "mở khóa", "mở khoá", "vào bằng", "mở bằng", "mã"],
    code: ["hàm", "phương thức", "biến", "lớp", "kiểm thử", "gói", "mô-đun", "tệp"],
    user: ["người dùng", "tài khoản", "tên là"],
    link: ["bằng", "là", "nhập", "gõ", "dùng"],
  },
  hi: {
    glued: false,
    access: [
      ...["लॉगिन", "लॉग इन", "प्रवेश", "खुलता", "खुलती", "खुलते", "एक्सेस", "कोड", "अनलॉक"],
      // credential nouns with their case endings: "पासवर्ड", "पिन", "गुप्त शब्द", "चाबी"
      ...["पासवर्ड[\\p{L}\\p{M}]*", "पिन", "गुप्त", "चाबी", "घुस[\\p{L}\\p{M}]*"],
    ],
    code: ["फ़ंक्शन", "फंक्शन", "मेथड", "वेरिएबल", "क्लास", "टेस्ट", "पैकेज", "मॉड्यूल", "फ़ाइल"],
    user: ["यूज़र", "यूजर", "उपयोगकर्ता", "नाम"],
    link: ["से", "है", "डालो", "डालें", "लिखो", "लिखें"],
  },
};
