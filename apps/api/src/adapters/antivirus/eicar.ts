import type { AntivirusScanner } from './antivirus.ts';

// The EICAR anti-virus test file's signature, assembled so that this source file is not itself flagged.
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

export const eicarScanner: AntivirusScanner = {
  name: 'eicar',
  async scan(content) {
    // Keep the tail of the previous chunk so a signature split across two chunks is still found.
    let tail = Buffer.alloc(0);
    for await (const chunk of content) {
      const window = Buffer.concat([tail, chunk]);
      if (window.includes(EICAR)) return { clean: false, signature: 'Eicar-Test-Signature' };
      tail = window.subarray(Math.max(0, window.length - EICAR.length));
    }
    return { clean: true };
  },
};
