"""Checks README.md as a newcomer uses it.

  check_readme.py structure <repository>
      The README is at most 300 lines, opens with the two commands (demo, every test), .ci/run
      runs the second one verbatim, every entry of the table of contents names a heading, and
      every relative link names a file or folder of the repository.

  check_readme.py commands <repository> <work dir>
      Runs the "Install and use" section as written, with HOME set to an empty folder under
      <work dir> (so `~` is new and nothing installed earlier is found). Each ### part starts at
      the repository root and runs in one bash session, top to bottom:
        - a code block whose preceding line ends with "`<path>`:" (or "`<path>` with:") is
          saved to <path>;
        - a ```sh block is run, line by line, stopping at the first failure;
        - a ```text block is the exact output of the last command of the ```sh block before it.
      Any other code block fails the check: every example in the section must be run."""

import os
import re
import shutil
import subprocess
import sys

MAX_LINES = 300
DEMO_COMMAND = "bash cmake/strata.sh demo"
TEST_COMMAND = "bash cmake/strata.sh test"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```\n", re.S | re.M)
SAVE_AS = re.compile(r"`([^`]+)`(?: with)?:$")
# Variables through which this process could hand the commands a library, a package or a
# sanitizer runtime that a newcomer would not have.
INHERITED = re.compile(r"^(LD_PRELOAD|LD_LIBRARY_PATH|STRATA_.*|PYTHON.*|PIP_.*|.*SAN_OPTIONS|"
                       r"VIRTUAL_ENV|NUGET_.*|DOTNET_CLI_HOME|PKG_CONFIG_PATH|CMAKE_PREFIX_PATH)$")


def fail(message):
    print("FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def read_readme(repository):
    with open(os.path.join(repository, "README.md"), encoding="utf-8") as f:
        return f.read()


def github_anchor(heading):
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def check_structure(repository):
    text = read_readme(repository)
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        fail(f"README.md has {len(lines)} lines; at most {MAX_LINES}")
    commands = [line.strip() for line in lines[:40] if line.startswith("    ")]
    if commands[:2] != [DEMO_COMMAND, TEST_COMMAND]:
        fail(f"the README's first commands are {commands[:2]}, not [{DEMO_COMMAND!r}, {TEST_COMMAND!r}]")
    with open(os.path.join(repository, ".ci", "run"), encoding="utf-8") as f:
        if TEST_COMMAND not in f.read().splitlines():
            fail(f".ci/run does not run the README's test command {TEST_COMMAND!r}")

    outside_code = FENCE.sub("", text)
    anchors = {github_anchor(m.group(1)) for m in re.finditer(r"^#+ (.*)$", outside_code, re.M)}
    links = re.findall(r"\[[^\]]*\]\(([^)\s]+)\)", outside_code)
    for target in links:
        if target.startswith("#"):
            if target[1:] not in anchors:
                fail(f"the link {target} names no heading (headings: {sorted(anchors)})")
        elif not re.match(r"^[a-z]+:", target):
            path = os.path.join(repository, target.split("#")[0])
            if not os.path.exists(path):
                fail(f"the link {target} names nothing in the repository")
    if not any(t.startswith("#") for t in links):
        fail("the README has no table of contents")
    print(f"ok: {len(lines)} lines, {len(links)} links, opening commands and .ci/run agree")


def install_parts(text):
    """[(heading, [(kind, language or path, body)])] of the "Install and use" section."""
    start = text.index("\n## Install and use\n")
    end = text.find("\n## ", start + 1)
    section = text[start:end if end >= 0 else len(text)]
    parts = []
    for match in re.finditer(r"^### ([^\n]*)\n(.*?)(?=^### |\Z)", section, re.S | re.M):
        steps, position, body = [], 0, match.group(2)
        for block in FENCE.finditer(body):
            before = body[position:block.start()].rstrip("\n").splitlines()
            position = block.end()
            language, code = block.group(1), block.group(2)
            saved = SAVE_AS.search(before[-1]) if before else None
            if language == "sh":
                steps.append(("run", None, code))
            elif language == "text":
                steps.append(("expect", None, code))
            elif saved:
                steps.append(("save", saved.group(1), code))
            else:
                raise SystemExit(f"FAILED: a ```{language} block under '{match.group(1)}' is "
                                 "neither saved to a file nor run")
        parts.append((match.group(1), steps))
    return parts


def command_lines(code):
    """The commands of a sh block, continuation lines joined."""
    commands, pending = [], ""
    for line in code.splitlines():
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        line = pending + line
        pending = ""
        if line.strip() and not line.lstrip().startswith("#"):
            commands.append(line)
    return commands


def run_commands(repository, work):
    home = os.path.join(work, "home")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(home)
    env = {k: v for k, v in os.environ.items() if not INHERITED.match(k)}
    env["HOME"] = home
    parts = install_parts(read_readme(repository))
    if not parts:
        fail("the Install and use section has no ### parts")
    script = ["set -euo pipefail", f"readme_output={work}/last-output"]
    expected = []
    for heading, steps in parts:
        script += [f"echo '=== {heading}' >&2", f'cd "{repository}"']
        for kind, path, code in steps:
            if kind == "save":
                target = path.replace("~", "$HOME", 1) if path.startswith("~") else path
                script += [f'mkdir -p "$(dirname "{target}")"',
                           f"cat > \"{target}\" <<'STRATA_README_BLOCK'\n{code}STRATA_README_BLOCK"]
            elif kind == "run":
                commands = command_lines(code)
                for command in commands[:-1]:
                    script += [f"echo '$ {command}' >&2", f"{command} >&2"]
                script += [f"echo '$ {commands[-1]}' >&2",
                           f'{commands[-1]} > "$readme_output.{len(expected)}"',
                           f'cat "$readme_output.{len(expected)}" >&2']
                expected.append(None)
            else:
                if not expected or expected[-1] is not None:
                    fail(f"a ```text block under '{heading}' follows no ```sh block")
                expected[-1] = (heading, code)
    script_path = os.path.join(work, "readme-commands.sh")
    with open(script_path, "w", encoding="utf-8") as f:
        f.write("\n".join(script) + "\n")
    result = subprocess.run(["bash", script_path], cwd=repository, env=env)
    if result.returncode != 0:
        fail(f"the README's commands stopped with status {result.returncode} (script: {script_path})")
    for index, expectation in enumerate(expected):
        if expectation is None:
            continue
        heading, text = expectation
        with open(f"{work}/last-output.{index}", encoding="utf-8") as f:
            actual = f.read()
        if actual.rstrip() != text.rstrip():
            fail(f"under '{heading}' the README shows\n{text}\nbut the command printed\n{actual}")
    checked = sum(1 for e in expected if e)
    print(f"ok: {len(parts)} parts ran as written; {checked} outputs are the README's")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "structure":
        check_structure(os.path.abspath(sys.argv[2]))
    elif len(sys.argv) == 4 and sys.argv[1] == "commands":
        run_commands(os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3]))
    else:
        fail("usage: check_readme.py structure <repository> | commands <repository> <work dir>")


if __name__ == "__main__":
    main()
