/**
 * A task said as a wish ("What I'd like is …", "Me gustaría …", "Ich hätte gern …", "我想要…"):
 * the table recognises the shape in many languages and scripts, never a past or third-person
 * want of the background, and a lead that only introduces ("The job:") names nothing wished.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isWish, wishNamesItsObject } from "../../src/generate/task-wishes.js";

test("a wish opens its sentence, in many languages and scripts", () => {
  const yes = [
    "What I'd like is a small Go tool that adds up the tapes.",
    "So what we'd like is a nightly export.",
    "Me gustaría una pequeña herramienta en Python.",
    "Lo que quiero es un script que sume los pedidos.",
    "Ich hätte gern ein kleines Skript für die Aufträge.",
    "Ce que j'aimerais, c'est un petit outil.",
    "Queria uma ferramenta simples para as vendas.",
    "Vorrei un piccolo programma per gli ordini.",
    "Chciałbym mały program do napraw.",
    "İstediğim şey küçük bir araç.",
    "Нам нужна небольшая программа для заказов.",
    "Θα ήθελα ένα μικρό εργαλείο.",
    "ما نحتاجه هو أداة صغيرة.",
    "אני רוצה כלי קטן להזמנות.",
    "मुझे चाहिए एक छोटा टूल।",
    "Saya ingin alat kecil untuk pesanan.",
    "Tôi muốn một công cụ nhỏ.",
    "Haluaisin pienen työkalun.",
    "Szeretnék egy kis programot.",
    "我想要一个小工具。",
    "欲しいのは小さなツールです。",
    "제가 원하는 것은 작은 도구입니다.",
  ];
  for (const sentence of yes) assert.ok(isWish(sentence), sentence);
  const no = [
    "My grandmother wanted a shop of her own.", // a past want, someone else's
    "I studied music in Lyon for five years.",
    "Since 2020 the orders come in by phone and I write them down by hand, which is what I need least.", // past the lead
    "Mi abuela tuvo una panadería en Salamanca.",
    "Ich habe zehn Jahre als Schreiner gearbeitet.",
    "Do you need the file?", // a question
    "祖父は京都で四十年間和菓子屋を営んでいました。",
  ];
  for (const sentence of no) assert.ok(!isWish(sentence), sentence);
});

test("a wish as a lead names what is wished only with words after its phrase", () => {
  for (const lead of [
    "What I'd like is a small Go tool:",
    "Me gustaría una herramienta en Python:",
    "Chciałbym mały program:",
    "İstediğim şey küçük bir araç:",
    "我想要一个小工具：",
  ])
    assert.ok(wishNamesItsObject(lead), lead);
  for (const lead of ["The job:", "Lo que necesito:", "Here's the job:", "Some context:"])
    assert.ok(!wishNamesItsObject(lead), lead);
});
