"""check_layers.py fails on each kind of broken rule and passes a tree that keeps them.

Each case writes a small tree of layer folders to a temporary directory and runs the checker on
it: the exit status and the printed offending include are both asserted.
"""
import pathlib
import subprocess
import sys
import tempfile
import unittest

CHECKER = pathlib.Path(__file__).resolve().with_name("check_layers.py")

# A tree that keeps every rule: each file includes its own layer or layers below.
CLEAN = {
    "base/status.h": '#include "strata/strata_tables.h"\n',
    "kernels/rows.h": '#include "base/status.h"\n',
    "layout/shape.h": '#include "base/status.h"\n',
    "layout/shape.cpp": '#include "layout/shape.h"\n#include "kernels/rows.h"\n',
    "copy/copy.h": '#include "layout/shape.h"\n',
    "copy/copy.cpp": '#include "copy/copy.h"\n',
}


def Run(files):
    with tempfile.TemporaryDirectory() as root:
        for name, text in files.items():
            path = pathlib.Path(root, name)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        result = subprocess.run([sys.executable, str(CHECKER), root], capture_output=True,
                                text=True, check=False)
        return result.returncode, result.stdout


class CheckLayers(unittest.TestCase):
    def assertFlags(self, changes, expected):
        code, output = Run({**CLEAN, **changes})
        self.assertEqual(code, 1, output)
        self.assertIn(expected, output)

    def test_a_tree_that_keeps_the_rules_passes(self):
        code, output = Run(CLEAN)
        self.assertEqual(code, 0, output)

    def test_an_include_of_a_higher_layer_fails(self):
        self.assertFlags({"layout/shape.cpp": '#include "copy/copy.h"\n'},
                         'layout/shape.cpp:1: #include "copy/copy.h" reaches up from layout/')

    def test_kernels_including_anything_but_base_fails(self):
        self.assertFlags({"kernels/rows.h": '#include "layout/shape.h"\n'},
                         'kernels/rows.h:1: #include "layout/shape.h" reaches up from kernels/')

    def test_a_cycle_between_a_header_and_another_source_fails(self):
        self.assertFlags({"copy/fill.h": '#include "layout/shape.h"\n',
                          "copy/fill.cpp": '#include "copy/copy.h"\n',
                          "copy/copy.cpp": '#include "copy/copy.h"\n#include "copy/fill.h"\n'},
                         "cycle")

    def test_a_public_header_other_than_the_tables_fails(self):
        self.assertFlags({"layout/shape.cpp": '#include "strata/strata.h"\n'},
                         'layout/shape.cpp:1: #include "strata/strata.h" reaches the C ABI')

    def test_a_file_outside_the_layer_folders_fails(self):
        self.assertFlags({"misc/helper.h": "\n"}, "'misc' is not a layer")


if __name__ == "__main__":
    unittest.main()
