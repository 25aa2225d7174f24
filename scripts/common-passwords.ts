// Writes src/server/auth/common-passwords.txt: the passwords sign-up refuses because they are
// the first ones any guessing attack tries. Built from the patterns that top every published
// breach corpus (digit runs, keyboard walks, common words and names with digits or years, leet
// spellings), in English and Brazilian Portuguese, lowercased (the check ignores case). Only
// passwords the length rule would let through (8 or more characters) are kept. Run: npx tsx scripts/common-passwords.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const MIN_LENGTH = 8;

const words = `password passw0rd p@ssword p@ssw0rd senha minhasenha mudar mudar123 trocar
iloveyou teamo amor amorzinho meuamor princess princesa sunshine football futebol baseball
basketball soccer hockey monkey macaco dragon shadow master letmein welcome bemvindo trustno1
superman batman spiderman starwars whatever freedom liberdade qwerty abc abcd charlie michael
jennifer jordan hunter ranger buster thomas tigger robert soccer harley hello ola olamundo
computer computador internet admin administrator administrador root login acesso access
killer pepper ginger cookie chocolate morango banana coxinha pizza cheese summer winter
flower flores mustang corvette ferrari porsche mercedes yamaha honda yankees lakers cowboys
eagles dallas chelsea arsenal liverpool barcelona realmadrid flamengo corinthians palmeiras
saopaulo santos gremio internacional vasco botafogo fluminense cruzeiro atletico bahia
brasil brazil portugal jesus jesuscristo deus deusefiel deuseamor familia felicidade
saudade gatinha gatinho cachorro estrela anjo anjinho beijo paixao vitoria esperanca
benfica matrix silver golden diamond diamante orange purple yellow azul verde preto branco
angel angels lovely loveme lover forever sempre nirvana metallica guitar music musica
maggie daniel andrew joshua matthew ashley jessica nicole amanda samantha taylor
secretpassword changeme default guest usuario user test teste testing senha123 qwerty123
iloveu babygirl baby bebe mylove mybaby naruto pokemon minecraft fortnite roblox
zaq12wsx asdasd asdfgh qweasd qweasdzxc 1qaz2wsx azerty marina tequiero`
  .split(/\s+/)
  .filter(Boolean);

const names = `ana maria joao jose pedro paulo lucas gabriel rafael bruno carlos marcos felipe
gustavo mateus matheus leonardo rodrigo thiago tiago fernando ricardo eduardo vinicius
diego daniel andre antonio francisco luiz luis fabio marcelo julio caio igor renato
juliana mariana fernanda camila amanda bruna larissa leticia beatriz carolina patricia
aline vanessa jessica gabriela natalia rafaela priscila tatiana luana bianca sabrina
adriana sandra simone claudia cristina luciana renata paula vitoria isabela isabel
john david james robert william richard joseph charles christopher anthony mark steven
kevin brian george edward ronald timothy jason jeffrey ryan jacob gary nicholas eric
emily emma olivia sophia isabella mia abigail madison elizabeth chloe ella grace
sarah hannah lauren rachel megan stephanie heather michelle melissa rebecca laura
alex max sam ben jack tom nick mike chris matt josh dan jake luke adam peter`
  .split(/\s+/)
  .filter(Boolean);

const digitSuffixes = ["", "1", "12", "123", "1234", "12345", "123456", "01", "!", "@123"];
const years = Array.from({ length: 2026 - 1960 + 1 }, (_, i) => String(1960 + i));
const shortYears = ["2020", "2022", "2023", "2024", "2025"];

const keyboardWalks = `qwertyui qwertyuiop asdfghjk asdfghjkl zxcvbnm, zxcvbnm1 qazwsxedc qazwsxedcrfv
1qaz2wsx 1qaz2wsx3edc 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 zaq1zaq1 zaq1xsw2
qwer1234 asdf1234 zxcv1234 1234qwer 1234asdf qwerasdf asdfqwer qweasdzxc qweqweqwe asdasdasd
poiuytrewq lkjhgfdsa mnbvcxz1 !qaz2wsx 1qazxsw2 2wsx3edc qwe123qwe 123qweasd 123qweasdzxc
azertyui azertyuiop wsxedcrf`
  .split(/\s+/)
  .filter(Boolean);

function digitRuns(): string[] {
  const out: string[] = [];
  const asc = "12345678901234567890";
  for (let len = MIN_LENGTH; len <= 12; len++) {
    out.push(asc.slice(0, len), asc.slice(1, len + 1), "9876543210987".slice(0, len));
    for (let d = 0; d <= 9; d++) out.push(String(d).repeat(len));
  }
  for (const pattern of [
    "1212",
    "1122",
    "1313",
    "2323",
    "6969",
    "1010",
    "2020",
    "7777",
    "1357",
    "2468",
    "0123",
    "4321",
    "1478",
    "9632",
  ]) {
    out.push(pattern.repeat(2), pattern.repeat(3));
  }
  out.push(
    "11223344",
    "112233445566",
    "123123123",
    "123321123",
    "12344321",
    "123454321",
    "147258369",
    "159753456",
    "741852963",
    "963852741",
    "951753852",
    "789456123",
    "456789123",
    "147852369",
    "1234512345",
    "123456123456",
    "1234567812345678",
    "01234567",
    "13579246",
    "24682468",
    "31415926",
    "3141592653",
    "12341234",
    "43214321",
    "00000001",
    "10000000",
    "12121212",
    "88888888",
    "19191919",
  );
  return out;
}

const list = new Set<string>();
const add = (p: string) => {
  if (p.length >= MIN_LENGTH && p.length <= 64) list.add(p.toLowerCase());
};

for (const p of digitRuns()) add(p);
for (const walk of keyboardWalks) for (const s of ["", "1", "123", "!"]) add(walk + s);
for (const word of words) {
  for (const s of digitSuffixes) add(word + s);
  for (const y of shortYears) add(word + y);
}
for (const name of names) {
  for (const s of ["123", "1234", "12345", "123456", "2023", "2024"]) add(name + s);
  for (const y of years.filter((y) => Number(y) >= 1985 && Number(y) <= 2000)) add(name + y);
}
for (const y of years) {
  add(y + y);
  add(`senha${y}`);
  add(`password${y}`);
}

const out = fileURLToPath(new URL("../src/server/auth/common-passwords.txt", import.meta.url));
const sorted = [...list].sort();
writeFileSync(out, `${sorted.join("\n")}\n`);
console.log(`${sorted.length} passwords written to ${out}`);
