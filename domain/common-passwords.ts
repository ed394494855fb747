/**
 * Passwords that appear at the top of every leaked-password list (six characters or more, since
 * shorter ones already fail the length rule). Compared case-insensitively.
 */
export const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '123123', '123321',
  '654321', '666666', '111111', '000000', '112233', '121212', '123654', '131313', '159753',
  '147258', '147258369', '159357', '777777', '888888', '999999', '555555', '222222', '101010',
  '696969', '987654321', '987654', 'qwerty', 'qwerty123', 'qwertyuiop', 'qwe123', 'asdfgh',
  'asdfghjkl', 'zxcvbn', 'zxcvbnm', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', '1qaz2wsx',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'abc123', 'abcdef', 'abcd1234',
  'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome', 'welcome1', 'monkey',
  'dragon', 'master', 'letmein', 'login', 'admin123', 'administrator', 'shadow', 'superman',
  'batman', 'trustno1', 'freedom', 'whatever', 'starwars', 'michael', 'jennifer', 'charlie',
  'aa123456', 'a123456', '123abc', 'secret', 'computer', 'internet', 'samsung', 'google',
  'contraseña', 'contrasena', 'contrasena1', 'contraseña1', 'clave123', 'teamo', 'tequiero',
  'hola123', 'holahola', 'mexico', 'elsalvador', 'salvador', 'sansalvador', 'cuscatlan',
  'barcelona', 'realmadrid', 'america', 'futbol', 'amorcito', 'corazon', 'estrella', 'mariposa',
  'princesa', 'familia', 'jesucristo', 'diosesamor', 'dios123', 'bebito', 'carlos', 'daniel',
  'alejandro', 'gabriela', 'fernanda', 'eliteDrive', 'elitedrive', 'elitedrive1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
