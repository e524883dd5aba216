/**
 * Hand-kept number words of languages many people write in that CLDR spells no numbers for
 * (Hausa, Yoruba, Igbo, Zulu, Somali, Telugu, Kannada, Malayalam, Marathi, Punjabi, Urdu,
 * Sinhala, Mongolian, Uzbek, Pashto), and what CLDR leaves out of some it does spell (the
 * Amharic tens, the Swahili hundred and thousand, Latvian's two in its cases other than the
 * nominative; the Bengali nine's neighbours are in `number-words.ts`): data, not phrases of a
 * session, listed in `docs/rule-lists.md`. Pure.
 *
 * Each language lists its words as `word:value`, the same shape as the generated CLDR table, so
 * that both are read by one reader and guarded alike (no zero, no word under three letters, a
 * short word in Latin letters only beside a letter English does not write). Left out: a form
 * that is a common word of a neighbouring language first (Urdu "نو" nine is Persian "new",
 * "اسی" eighty is Urdu "this very"; Mongolian "дал" seventy is Russian "gave"; Igbo "ano"
 * four is Portuguese "year"), and the irregular one-word numbers 21-99 of the Indic languages,
 * which no reviewed source here lists.
 */

/** One line a language, as `number-words-cldr.generated.ts` writes them. */
export const HAND_NUMBER_WORDS = [
  "ha ɗaya:1 daya:1 biyu:2 uku:3 huɗu:4 hudu:4 biyar:5 shida:6 bakwai:7 takwas:8 tara:9 goma:10 " +
    "ashirin:20 talatin:30 arba'in:40 hamsin:50 sittin:60 saba'in:70 tamanin:80 casa'in:90 " +
    "ɗari:100 dari:100 dubu:1000",
  "yo ọ̀kan:1 méjì:2 mẹ́ta:3 mẹ́rin:4 márùn-ún:5 márùn:5 mẹ́fà:6 méje:7 mẹ́jọ:8 mẹ́sàn-án:9 " +
    "mẹ́sàn:9 mẹ́wàá:10 èjì:2 ẹ̀ta:3 ẹ̀rin:4 àrún:5 ẹ̀fà:6 èje:7 ẹ̀jọ:8 ẹ̀sán:9 ẹ̀wá:10 ogún:20 " +
    "ọgbọ̀n:30 ogójì:40 àádọ́ta:50 ọgọ́ta:60 àádọ́rin:70 ọgọ́rin:80 àádọ́rùn:90 ọgọ́rùn:100 " +
    "ẹgbẹ̀rún:1000 meji:2 merin:4 marun:5 mefa:6 meje:7 mejo:8 mesan:9 mewaa:10",
  "ig otu:1 abụọ:2 abuo:2 atọ:3 anọ:4 ise:5 isii:6 asaa:7 asatọ:8 asato:8 itoolu:9 iri:10 " +
    "narị:100 nari:100 puku:1000",
  "zu kunye:1 kubili:2 kuthathu:3 kune:4 kuhlanu:5 isithupha:6 isikhombisa:7 " +
    "isishiyagalombili:8 isishiyagalolunye:9 ishumi:10 amabili:2 ezimbili:2 emibili:2 " +
    "ababili:2 amathathu:3 ezintathu:3 emithathu:3 abathathu:3 amane:4 ezine:4 emine:4 " +
    "abane:4 amahlanu:5 ezinhlanu:5 emihlanu:5 abahlanu:5 amashumi:10 ikhulu:100 " +
    "amakhulu:100 inkulungwane:1000 izinkulungwane:1000",
  "so kow:1 laba:2 saddex:3 afar:4 shan:5 lix:6 toddoba:7 siddeed:8 sagaal:9 toban:10 " +
    "labaatan:20 soddon:30 afartan:40 konton:50 lixdan:60 toddobaatan:70 siddeetan:80 " +
    "sagaashan:90 boqol:100",
  "te ఒకటి:1 రెండు:2 మూడు:3 నాలుగు:4 ఐదు:5 ఆరు:6 ఏడు:7 ఎనిమిది:8 తొమ్మిది:9 పది:10 " +
    "పదకొండు:11 పన్నెండు:12 పదమూడు:13 పద్నాలుగు:14 పదిహేను:15 పదహారు:16 పదిహేడు:17 " +
    "పద్దెనిమిది:18 పంతొమ్మిది:19 ఇరవై:20 ముప్పై:30 ముప్పది:30 నలభై:40 యాభై:50 అరవై:60 " +
    "డెబ్బై:70 ఎనభై:80 తొంభై:90 వంద:100 నూరు:100 వెయ్యి:1000",
  "kn ಒಂದು:1 ಎರಡು:2 ಮೂರು:3 ನಾಲ್ಕು:4 ಐದು:5 ಆರು:6 ಏಳು:7 ಎಂಟು:8 ಒಂಬತ್ತು:9 ಹತ್ತು:10 " +
    "ಹನ್ನೊಂದು:11 ಹನ್ನೆರಡು:12 ಹದಿಮೂರು:13 ಹದಿನಾಲ್ಕು:14 ಹದಿನೈದು:15 ಹದಿನಾರು:16 ಹದಿನೇಳು:17 " +
    "ಹದಿನೆಂಟು:18 ಹತ್ತೊಂಬತ್ತು:19 ಇಪ್ಪತ್ತು:20 ಮೂವತ್ತು:30 ನಲವತ್ತು:40 ಐವತ್ತು:50 ಅರವತ್ತು:60 " +
    "ಎಪ್ಪತ್ತು:70 ಎಂಬತ್ತು:80 ತೊಂಬತ್ತು:90 ನೂರು:100 ಸಾವಿರ:1000",
  "ml ഒന്ന്:1 രണ്ട്:2 മൂന്ന്:3 നാല്:4 അഞ്ച്:5 ആറ്:6 ഏഴ്:7 എട്ട്:8 ഒമ്പത്:9 പത്ത്:10 " +
    "പതിനൊന്ന്:11 പന്ത്രണ്ട്:12 പതിമൂന്ന്:13 പതിനാല്:14 പതിനഞ്ച്:15 പതിനാറ്:16 പതിനേഴ്:17 " +
    "പതിനെട്ട്:18 പത്തൊമ്പത്:19 ഇരുപത്:20 മുപ്പത്:30 നാല്പത്:40 അമ്പത്:50 അറുപത്:60 " +
    "എഴുപത്:70 എൺപത്:80 തൊണ്ണൂറ്:90 നൂറ്:100 ആയിരം:1000",
  "mr एक:1 दोन:2 तीन:3 चार:4 पाच:5 सहा:6 सात:7 आठ:8 नऊ:9 दहा:10 अकरा:11 बारा:12 तेरा:13 " +
    "चौदा:14 पंधरा:15 सोळा:16 सतरा:17 अठरा:18 एकोणीस:19 वीस:20 तीस:30 चाळीस:40 पन्नास:50 " +
    "साठ:60 सत्तर:70 ऐंशी:80 नव्वद:90 शंभर:100 हजार:1000 दोनशे:200 तीनशे:300 चारशे:400 " +
    "पाचशे:500 सहाशे:600 सातशे:700 आठशे:800 नऊशे:900",
  "bn শত:100 শো:100 হাজার:1000",
  // Latvian two in its other cases (CLDR spells the nominatives only; a stem of four letters
  // or more, "četrām stundām", is read by its agreement with the noun after it): "ne vairāk
  // par divām maiņām" is at most two shifts.
  "lv divu:2 diviem:2 divām:2 divus:2",
  "pa ਇੱਕ:1 ਦੋ:2 ਤਿੰਨ:3 ਚਾਰ:4 ਪੰਜ:5 ਛੇ:6 ਸੱਤ:7 ਅੱਠ:8 ਨੌਂ:9 ਦਸ:10 ਗਿਆਰਾਂ:11 ਬਾਰਾਂ:12 " +
    "ਤੇਰਾਂ:13 ਚੌਦਾਂ:14 ਪੰਦਰਾਂ:15 ਸੋਲਾਂ:16 ਸਤਾਰਾਂ:17 ਅਠਾਰਾਂ:18 ਉੱਨੀ:19 ਵੀਹ:20 ਤੀਹ:30 ਚਾਲੀ:40 " +
    "ਪੰਜਾਹ:50 ਸੱਠ:60 ਸੱਤਰ:70 ਅੱਸੀ:80 ਨੱਬੇ:90 ਸੌ:100 ਹਜ਼ਾਰ:1000",
  "ur ایک:1 دو:2 تین:3 چار:4 پانچ:5 چھ:6 سات:7 آٹھ:8 دس:10 گیارہ:11 بارہ:12 تیرہ:13 " +
    "چودہ:14 پندرہ:15 سولہ:16 سترہ:17 اٹھارہ:18 انیس:19 بیس:20 تیس:30 چالیس:40 پچاس:50 " +
    "ساٹھ:60 ستر:70 نوے:90 ہزار:1000",
  "si එක:1 දෙක:2 තුන:3 හතර:4 පහ:5 හය:6 හත:7 අට:8 නවය:9 දහය:10 විස්ස:20 තිහ:30 හතළිහ:40 " +
    "පනහ:50 හැට:60 හැත්තෑව:70 අසූව:80 අනූව:90 සියය:100 දහස:1000 එක්:1 දෙ:2 තුන්:3 පස්:5 " +
    "හත්:7 නව:9 දස:10",
  "mn нэг:1 хоёр:2 гурав:3 гурван:3 дөрөв:4 дөрвөн:4 тав:5 таван:5 зургаа:6 зургаан:6 " +
    "долоо:7 долоон:7 найм:8 найман:8 есөн:9 арав:10 арван:10 хорь:20 хорин:20 гуч:30 " +
    "гучин:30 дөч:40 дөчин:40 тавь:50 тавин:50 жаран:60 далан:70 ная:80 наян:80 ерэн:90 " +
    "зуу:100 зуун:100 мянга:1000 мянган:1000",
  "uz bir:1 ikki:2 uch:3 to'rt:4 besh:5 olti:6 yetti:7 sakkiz:8 to'qqiz:9 o'n:10 yigirma:20 " +
    "o'ttiz:30 qirq:40 ellik:50 oltmish:60 yetmish:70 sakson:80 to'qson:90 yuz:100 ming:1000",
  "ps دوه:2 درې:3 څلور:4 پنځه:5 شپږ:6 اووه:7 اته:8 نهه:9 لس:10 شل:20 دېرش:30 څلوېښت:40 " +
    "پنځوس:50 شپېته:60 اویا:70 اتیا:80 نوي:90 سل:100 زر:1000",
  "am አሥራ:10 አስራ:10 ሃያ:20 ሀያ:20 ሠላሳ:30 ሰላሳ:30 አርባ:40 ሃምሳ:50 ሀምሳ:50 ስልሳ:60 ስድሳ:60 " +
    "ሰባ:70 ሰማንያ:80 ዘጠና:90",
  "sw mia:100 elfu:1000",
]
  .map((line) => line.normalize("NFC"))
  .join("\n");

/**
 * Words that multiply the number word after them, in the languages that say the hundred or
 * the ten before its count (Swahili "mia mbili" 200, Hausa "dari biyu", Igbo "iri abụọ" 20,
 * Zulu "amashumi amabili" 20), with the language whose number words they take.
 */
export const LEADING_MULTIPLIERS: ReadonlyMap<string, { language: string; value: number }> =
  new Map(
    (
      "sw:100:mia sw:1000:elfu ha:100:ɗari,dari ha:1000:dubu ig:10:iri ig:100:narị,nari " +
      "ig:1000:puku zu:10:amashumi zu:100:amakhulu zu:1000:izinkulungwane"
    )
      .split(" ")
      .flatMap((entry) => {
        const [language = "", value = "", words = ""] = entry.split(":");
        return words
          .split(",")
          .map((w) => [w.normalize("NFC"), { language, value: Number(value) }] as const);
      }),
  );

/**
 * Words joining the parts of one number in these languages (Hausa "arba'in da biyu" 42 and
 * "goma sha biyu" 12, Swahili "ishirini na tano", Igbo "iri na ise", Somali "labaatan iyo
 * shan"), with the languages they join in: each is a common word elsewhere ("da", "na"), so
 * it joins only after a number word of its own language.
 */
export const HAND_JOINERS: ReadonlyMap<string, readonly string[]> = new Map([
  ["da", ["ha"]],
  ["sha", ["ha"]],
  ["na", ["sw", "ig", "zu"]],
  ["iyo", ["so"]],
]);

/**
 * Hundreds and thousands said after their count ("laba boqol", "ikki ming", "ሁለት መቶ",
 * "دو ہزار"): `language:value:words`, read with the multipliers of `number-words.ts`.
 */
export const HAND_TRAILING_MULTIPLIERS =
  "so:100:boqol so:1000:kun uz:1000:ming am:100:መቶ am:1000:ሺ ur:100:سو ur:1000:ہزار " +
  "mn:100:зуу,зуун mn:1000:мянга,мянган te:100:వంద te:1000:వేలు,వెయ్యి " +
  "kn:100:ನೂರು kn:1000:ಸಾವಿರ ml:100:നൂറ് ml:1000:ആയിരം mr:100:शंभर mr:1000:हजार " +
  "pa:100:ਸੌ pa:1000:ਹਜ਼ਾਰ ps:100:سوه ps:1000:زره";
