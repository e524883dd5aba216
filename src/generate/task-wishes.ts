/**
 * A task said as a wish or a statement of what is to be made ("What I'd like is a small Go
 * tool …", "The job: …", "Me gustaría una herramienta …", "Ich hätte gern ein Skript …",
 * "Haluaisin pienen työkalun …", "我想要一个小工具…"). The table below only recognises the shape,
 * in many languages and scripts, with its examples in the test; structure decides where such a
 * sentence is the task (task-sentences.ts: after background, never in place of a request, and
 * only where it or the sentence after it points into the work, or nothing in the message does).
 * Pure.
 */

/**
 * Phrases that open a wish for something to be made, per language, lower case, matched as whole
 * words among the first words of a sentence. A past or third-person want ("My grandmother
 * wanted a shop") is no wish of the user's: the table holds first-person and impersonal forms.
 */
const WISH_PHRASES = [
  // English
  "i'd like",
  "i would like",
  "we'd like",
  "we would like",
  "i'd love",
  "i want",
  "we want",
  "i need",
  "we need",
  "what's needed",
  "i'm after",
  "i'm looking for",
  "we're looking for",
  "the job",
  "the task",
  "your job",
  "your task",
  "the goal",
  "the ask",
  // Spanish, Portuguese, Galician, Catalan
  "me gustaría",
  "nos gustaría",
  "quisiera",
  "quiero",
  "queremos",
  "necesito",
  "necesitamos",
  "me haría falta",
  "la tarea",
  "el encargo",
  "gostaria",
  "queria",
  "quero",
  "preciso",
  "precisamos",
  "a tarefa",
  "m'agradaria",
  "voldria",
  "necessito",
  // French
  "j'aimerais",
  "je voudrais",
  "nous voudrions",
  "nous aimerions",
  "je veux",
  "il me faut",
  "il nous faut",
  "j'ai besoin",
  "nous avons besoin",
  "la tâche",
  "la mission",
  // Italian
  "vorrei",
  "vorremmo",
  "mi piacerebbe",
  "mi serve",
  "ci serve",
  "ho bisogno",
  "abbiamo bisogno",
  "voglio",
  "il compito",
  // German, Dutch
  "ich hätte gern",
  "ich hätte gerne",
  "wir hätten gern",
  "wir hätten gerne",
  "ich möchte",
  "wir möchten",
  "ich brauche",
  "wir brauchen",
  "ich wünsche mir",
  "die aufgabe",
  "ik wil",
  "ik zou graag",
  "wij willen",
  "we willen",
  "ik heb nodig",
  "ik zoek",
  "de opdracht",
  // Nordic
  "jag vill",
  "jag skulle vilja",
  "jag behöver",
  "vi behöver",
  "jeg vil gerne",
  "jeg vil gjerne",
  "jeg vil have",
  "jeg ønsker",
  "jeg trenger",
  "vi trenger",
  "jeg har brug for",
  "vi har brug for",
  "mig vantar",
  "haluaisin",
  "haluan",
  "tarvitsen",
  "tarvitsemme",
  "toivoisin",
  // Slavic
  "chciałbym",
  "chciałabym",
  "chcielibyśmy",
  "potrzebuję",
  "potrzebujemy",
  "chtěl bych",
  "chtěla bych",
  "potřebuji",
  "potřebujeme",
  "chcel by som",
  "potrebujem",
  "хотел бы",
  "хотела бы",
  "хотелось бы",
  "мне нужен",
  "мне нужна",
  "мне нужно",
  "нам нужен",
  "нам нужна",
  "нам нужно",
  "хотів би",
  "хотіла б",
  "мені потрібен",
  "мені потрібна",
  "нам потрібен",
  "нам потрібна",
  "бих искал",
  "бих искала",
  "трябва ми",
  "želio bih",
  "želela bih",
  "hteo bih",
  "treba mi",
  "potreban mi je",
  // Baltic, Hungarian, Romanian, Greek, Albanian, Maltese
  "norėčiau",
  "man reikia",
  "gribētu",
  "man vajag",
  "soovin",
  "vajan",
  "szeretnék",
  "szükségem van",
  "aș vrea",
  "aş vrea",
  "vreau",
  "am nevoie",
  "θα ήθελα",
  "θέλω",
  "χρειάζομαι",
  "χρειαζόμαστε",
  "do të doja",
  "më duhet",
  "nixtieq",
  "għandi bżonn",
  // Turkish, Azerbaijani, Uzbek, Kazakh
  "istiyorum",
  "istediğim",
  "ihtiyacım",
  "ihtiyacımız",
  "istərdim",
  "menga kerak",
  "xohlardim",
  "маған керек",
  // Semitic, Iranian, Indic
  "אני רוצה",
  "הייתי רוצה",
  "אני צריך",
  "אני צריכה",
  "אנחנו צריכים",
  "أريد",
  "أود",
  "نريد",
  "نحتاج",
  "أحتاج",
  "ما أريده",
  "ما نحتاجه",
  "می‌خواهم",
  "میخواهم",
  "می خواهم",
  "نیاز دارم",
  "لازم دارم",
  "مجھے چاہیے",
  "میں چاہتا ہوں",
  "मुझे चाहिए",
  "हमें चाहिए",
  "मैं चाहता हूँ",
  "मैं चाहती हूँ",
  "आमि चाई",
  "আমি চাই",
  "আমার দরকার",
  "எனக்கு வேண்டும்",
  "నాకు కావాలి",
  "મને જોઈએ",
  // Southeast Asian, African
  "saya ingin",
  "saya mau",
  "saya perlu",
  "saya butuh",
  "kami butuh",
  "kami perlu",
  "saya mahu",
  "saya perlukan",
  "kami perlukan",
  "gusto ko",
  "kailangan ko",
  "kailangan namin",
  "tôi muốn",
  "tôi cần",
  "chúng tôi cần",
  "nataka",
  "ningependa",
  "ninahitaji",
  "tunahitaji",
  "ina so",
  "ina bukatar",
  "waxaan rabaa",
  "waxaan u baahanahay",
  "mo fẹ",
  "mo nilo",
  "behar dut",
  "nire nahia",
  "хэрэгтэй",
  "ինձ պետք է",
  "կցանկանայի",
];

/** Wishes in scripts written without spaces between words, near the sentence's start. */
const WISH_UNSPACED =
  /^.{0,12}(?:我想要|我需要|我们需要|我們需要|我希望|希望有|想请你|想請你|欲しい|ほしい|お願いしたい|作ってほしい|必要です|필요합니다|필요한\s*것은|원하는\s*것은|원합니다|만들어\s*주세요|ต้องการ|อยากได้|อยากให้|ខ្ញុំចង់)/u;

/** How far into a sentence a wish may open: its first words ("So what I'd like is …"). */
const LEAD_WORDS = 6;

/** Lower case, the Turkish dotted capital I as a plain i ("İstediğim" is "istediğim"). */
const lower = (text: string): string => text.toLowerCase().replace(/i\u0307/gu, "i");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const WISH = new RegExp(
  `^(?:[\\p{L}\\p{M}'’]+[\\s,]+){0,${LEAD_WORDS - 1}}?(?:${WISH_PHRASES.map(escapeRegExp)
    .join("|")
    .replace(/'/g, "['’]")})(?![\\p{L}\\p{M}'’])`,
  "u",
);

/**
 * Whether `lead`, a lead ending in a colon, is a wish that names what is wished — two words or
 * more after its phrase ("Me gustaría una herramienta en Python:", "What I'd like is a small Go
 * tool:"): the thing to be made, part of the task, where "The job:" or "Lo que necesito:" only
 * introduces it.
 */
export function wishNamesItsObject(lead: string): boolean {
  const bare = lead.replace(/^[\s*_>#-]+/u, "").replace(/[\s:：]+$/u, "");
  const match = WISH.exec(lower(bare)) ?? WISH_UNSPACED.exec(bare);
  if (match === null) return false;
  const rest = bare.slice(match[0].length);
  const spaced = (rest.match(/[\p{L}\p{N}]+/gu) ?? []).length;
  return (
    spaced >= 2 ||
    (
      rest.match(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu,
      ) ?? []
    ).length >= 2
  );
}

/**
 * Whether `sentence` opens as a wish for something to be made or done: a wish phrase among its
 * first six words, in any of the table's languages. A question is no wish ("Do you need the
 * file?").
 */
export function isWish(sentence: string): boolean {
  if (/[?？؟]\s*$/u.test(sentence)) return false;
  const bare = sentence.replace(/^[\s*_>#-]+/u, "");
  return WISH.test(lower(bare)) || WISH_UNSPACED.test(bare);
}
