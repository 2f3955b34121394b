// Runs the dice box firmware's self-tests under real MicroPython (the WebAssembly port).
// Usage: npm ci && node run_selftests.mjs   (exit status 0 when every check passes)
// The WebAssembly MicroPython sees no host files, so the pure modules are copied into
// its in-memory filesystem first.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const MODULES = ["proto.py", "dice.py", "tokens.py", "buttons.py", "main.py", "selftest.py"];
const firmware = join(dirname(fileURLToPath(import.meta.url)), "..");

let output = "";
const mp = await loadMicroPython({ stdout: (line) => { output += line + "\n"; console.log(line); } });
mp.FS.mkdir("/firmware");
for (const name of MODULES) {
  mp.FS.writeFile(`/firmware/${name}`, readFileSync(join(firmware, name), "utf8"));
}
try {
  mp.runPython(`
import sys
print(sys.implementation.name, ".".join(str(n) for n in sys.implementation.version[:3]))
sys.path.insert(0, "/firmware")
import selftest
selftest.run()
`);
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
if (!/selftest: \d+ checks passed/.test(output)) {
  console.error("the self-tests did not report their result");
  process.exit(1);
}
