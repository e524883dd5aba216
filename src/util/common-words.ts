/**
 * The commonest words of each language users write to agents in (articles, pronouns,
 * prepositions, conjunctions, the commonest verbs and adverbs): a closed vocabulary that says
 * which language a clause is in. Read by `number-words.ts` for one thing only: a number word
 * of one language that is also a common word of another (the Hungarian six "hat" is German
 * "has", the Polish and Czech one "jeden" German "every", the Maltese hundred "mitt" Swedish
 * "my") counts as a number only where its own language is as plausible as the other. Each
 * list is the language's own: a word two languages share is evidence of neither alone, and a
 * word of one letter is evidence of none. Pure.
 */

/** The commonest words, per language code (the codes of `number-words.ts`). */
export const COMMON_WORDS: Readonly<Record<string, string>> = {
  en: "the of and to in is it that this for with as on was are be by at not from or have has had but they he she we you your his her its their an which will would can could should there what when where who how if then than also just only more some all any no do does did done been were them these those our my about into over after before because so up out",
  de: "der die das den dem des und ist nicht mit für von auf sie er es ich wir ihr hat haben sein war wird werden sind zu zum zur im in an am auch noch nur schon jetzt aber oder wenn dann als wie was wer um bei nach vor aus über unter durch ohne gegen bis jeden jede jedes jeder diese dieser dieses doch mal hier dort eng mehr sehr kann muss soll bitte",
  nl: "de het een en van in is dat op te met voor niet zijn er aan als ook maar om door bij nog wel naar dan uit kan wordt worden was tot ten dit die deze al nu nou hier daar geen mijn moet zal heeft hebben zo wat wie hoe waar",
  es: "el la los las de del en que es por para con no se un una lo al su sus como más pero ya está están este esta esto eso son ser fue hay muy sin sobre también cuando donde porque si ni me te le nos les todo cada entre hasta desde",
  pt: "o a os as de do da dos das e em no na nos nas que é um uma para com não se por mais mas como ao à seu sua ele ela isso isto este esta está são foi ser ter tem já sem sobre quando onde porque sei deu pelo pela muito também até",
  fr: "le la les de des du et en un une est que qui dans pour pas sur au aux ne se ce cette ces il elle ils elles nous vous je tu on avec mais ou où par plus son sa ses leur leurs été être avoir fait tout tous très comme si sans chez entre aussi déjà encore nul",
  it: "il lo la i gli le di del della dei delle no è che per con non un una uno in a da al alla su sono sto stai sta essere ho ha hanno come ma anche più questo questa quello tutto se già ancora ora molto dove quando perché mi ti si ci vi",
  pl: "i w z na nie się to jest ma mam masz że do jak ale o co po za od tak już ten ta tej tego tym są był była było być może tylko przez dla jeszcze czy który która które mój moja moje twój jego jej ich tu tam oto też bardzo gdy jeśli",
  cs: "a v se na je že to s z do má mám máš ten ta tato tento toto jak ale o co po za od tak už jsem jsou byl byla bylo být může jen pro ještě nebo který která které můj moje jeho její jejich tady tam také velmi když pokud není",
  sk: "a v sa na je že to s z do ten tá táto tento toto ako ale o čo po za od tak už som sú bol bola bolo byť môže len pre ešte alebo ktorý ktorá ktoré môj moja jeho jej ich tu tam tiež veľmi keď ak nie",
  sv: "och i att det som en på är av för med till den har de inte om ett han hon men var jag vi ni sig från så kan när nu sin sitt mitt min mig dig ska skulle också bara eller efter under vid här där",
  tr: "ve bir bu da de ile için çok gibi daha var yok ama ne ben sen biz siz o şu her en mi mı kadar sonra önce şimdi artık hem değil olarak olan diye",
  id: "yang dan di ke dari ini itu untuk dengan tidak ada akan juga sudah bisa saya kita kami harus belum atau pada karena jika oleh dalam lebih sangat hanya agar",
  fi: "ja on ei se että hän oli ole mutta kun niin jos tai vain myös kuin nyt sitten vielä jo ovat olla mikä joka tämä tuo minä sinä me te he siis koska",
  ru: "и в не на я что он с как а то это все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда уже или ни быть был него до вас там потом себя они тут где есть надо для мы их чем была сам без раз тоже под будет тогда кто этот того потому можно при после над больше через эти про",
  uk: "і й в у на не що з до це як та для за по від він вона але так все ми ви вони його її був була бути є цей ця ці тому якщо коли тут там вже ще тільки також або чи без про при під над після через треба можна немає має мені мене",
  el: "και το να η ο σε με για από που δεν θα τα είναι στο στη την της των τον οι αυτό αλλά όταν ή πολύ μόνο",
  vi: "và của là có cho với không được này một những các trong để đã sẽ thì từ khi cũng như rất",
};
