// The common passwords and base words a new password may not be (quality-bar "Passwords"): the
// most frequent entries of public password lists and their Polish counterparts, compared case-insensitively
// and also with leading and trailing digits and symbols removed ('Polska2026!' is 'polska' decorated: the
// decoration adds little against a guessing attack). Part of the one password rule (password.ts) that the
// browser and the server run alike. About 1.6 KB: small enough for the browser's runtime.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
000000 1111 111111 11111111 112233 121212 123123 123321 1234 12345 123456 1234567 12345678 123456789
1234567890 123qwe 131313 159753 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 2000 555555 654321 666666 777777
7777777 987654321 aaaaaa abc123 access admin administrator agnieszka amanda andrew asdfgh asdfghjkl
ashley austin bartek baseball basia batman biteme bolek buster changeme charlie cheese chelsea
computer cracovia dallas daniel default demo dragon dystrybucja elektrownia enea energa energia
facebook football freedom gdansk george ginger google harley haslo haslo123 haslo1234 haslo12345
hockey hunter iloveyou innogy internet iphone jennifer jessica jordan joshua kasia killer klaster
klient kochamcie kochanie komputer krakow lechpoznan legia letmein linux lodz login lolek love
lukasz maggie mamusia marcin master mateusz matrix matthew michael michelle microsoft misiek monika
monkey mustang nicole niebo operator oracle pass passw0rd password password1 pepper piotrek polska
polska123 polska2024 polska2025 polska2026 portal portalklienta poznan prad princess q1w2e3r4
q1w2e3r4t5 qazwsx qwerty qwerty1 qwerty123 qwertyuiop ranger robert samsung sekret shadow slonce
soccer starwars stoen summer sunshine superman szczecin tajne tajnehaslo tatus tauron taylor test
testowe thomas thunder tigger tomek trustno1 user uzytkownik warszawa welcome windows wisla wroclaw
yankees zaq12wsx zaq12wsxcde zaq1@wsx zaq1xsw2 zielony zuzia zxcvbn zxcvbnm
`
    .trim()
    .split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  // toLowerCase, not toLocaleLowerCase: the verdict must not depend on the browser's or server's locale.
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  return COMMON_PASSWORDS.has(lower) || (base.length > 0 && COMMON_PASSWORDS.has(base));
}
