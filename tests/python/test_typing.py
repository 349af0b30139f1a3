"""The package's types as a type checker sees them: mypy --strict accepts a program using the
main API (typing_user_program.py), and reveals the types that program states for each
reveal_type."""

import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_ROOT = os.path.join(HERE, os.pardir, os.pardir, "capi", "python")
PROGRAM = os.path.join(HERE, "typing_user_program.py")
# Errors inside strata's own modules are not the user's: mypy does not report them for an
# installed package either, only the types it reads from them.
CONFIG = "[mypy]\n[mypy-strata.*]\nignore_errors = True\n"
REVEALED = re.compile(r":(\d+): note: Revealed type is \"(.*)\"$")


@unittest.skipIf(importlib.util.find_spec("mypy") is None, "mypy is not installed")
class Typing(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with tempfile.TemporaryDirectory() as scratch:
            config = os.path.join(scratch, "mypy.ini")
            with open(config, "w") as f:
                f.write(CONFIG)
            environment = dict(os.environ, MYPYPATH=os.path.abspath(PACKAGE_ROOT))
            cls.mypy = subprocess.run(
                [sys.executable, "-m", "mypy", "--strict", "--config-file", config,
                 "--cache-dir", os.path.join(scratch, "cache"), "--no-error-summary", PROGRAM],
                capture_output=True, text=True, env=environment, timeout=600)

    def test_mypy_strict_accepts_the_program(self):
        errors = [line for line in self.mypy.stdout.splitlines() if ": error:" in line]
        self.assertEqual(errors, [], self.mypy.stdout + self.mypy.stderr)
        self.assertEqual(self.mypy.returncode, 0, self.mypy.stdout + self.mypy.stderr)

    def test_reveal_type_shows_the_stated_types(self):
        with open(PROGRAM) as f:
            lines = f.read().splitlines()
        expected = {n: line.rsplit("#", 1)[1].strip() for n, line in enumerate(lines, 1)
                    if line.lstrip().startswith("reveal_type(")}
        revealed = {int(m.group(1)): m.group(2) for m in map(REVEALED.search,
                                                              self.mypy.stdout.splitlines()) if m}
        self.assertEqual(revealed, expected)
        self.assertIn("strata._tensor.Tensor", revealed.values())


if __name__ == "__main__":
    unittest.main()
