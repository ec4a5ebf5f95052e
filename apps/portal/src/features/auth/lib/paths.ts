// The paths of portal-spec §2 the accounts screens link to. The login problem page is not in the spec's
// table; its path is the team's (docs/decisions.md).
export const authPaths = {
  login: '/',
  forgotPassword: '/zapomnialem-hasla',
  activate: '/konto/aktywuj',
  reset: '/konto/resetuj',
  locked: '/konto/zablokowane',
  /** The link e-mailed when an account locks (not in the spec's table, docs/decisions.md). */
  unlock: '/konto/odblokuj',
  settings: '/konto/ustawienia',
  /** Data lifecycle: after "Usuń konto w portalu" (not in the spec's table). */
  accountClosed: '/konto/usuniete',
  loginProblem: '/problem-z-logowaniem',
  /** Built by the applications issue. */
  registerAccount: '/skladanie-wniosku-o-rejestracje-konta',
  submitApplication: '/skladanie-wniosku',
  /** Where a signed-in user goes from login (portal-spec §2). */
  caseList: '/lista-spraw',
} as const;
