#!/usr/bin/env python3
"""The scripts a student runs, read for what macOS's /bin/bash 3.2 and BSD tools lack.

  .ci/bash32-check.py            every shell script the student edition ships (grading/release.py
                                 decides what ships), as committed in the working tree
  .ci/bash32-check.py FILE...    those files

Prints FILE:LINE, the rule broken and why, for each finding; exits 1 if there is one. No bash 3.2
can be installed here, and bash's BASH_COMPAT levels do not take features away, so this reads the
scripts instead: comments, single-quoted text and quoted here-documents (text bash does not expand,
such as a Python program passed to python3 -c) are blanked first, so only what bash itself runs
is checked. The rules' versions come from bash's CHANGES (/usr/share/doc/bash/CHANGES.gz)."""
import pathlib
import re
import subprocess
import sys
import typing

KIT = pathlib.Path(__file__).resolve().parent.parent


class Rule(typing.NamedTuple):
    name: str
    pattern: re.Pattern
    why: str
    # A rule about a command's quoted argument (printf's format) reads the line as written, on
    # the lines where bash runs that command.
    quoted_argument_of: typing.Optional[re.Pattern] = None


def rule(name, pattern, why, quoted_argument_of=None):
    return Rule(name, re.compile(pattern), why,
                re.compile(CMD + quoted_argument_of + r"\b") if quoted_argument_of else None)


# A command word: at the start of a line or after what ends or starts a command.
CMD = r"(?:^\s*|[;&|({`]\s*|\$\(\s*|\b(?:then|do|else|if|while|until|!)\s+)"
# Options before the one a rule is about: short flags, with or without a value.
OPTS = r"(?:\s+-[A-Za-z0-9]+(?:\s+[^-\s|;&]\S*)?)*"

RULES = [
    # bash-4 and later constructs
    rule("associative-array", r"\b(?:declare|local|typeset)\s+(?:-\w+\s+)*-[a-zA-Z]*A",
         "associative arrays (declare -A) are bash 4.0"),
    rule("nameref", r"\b(?:declare|local|typeset)\s+(?:-\w+\s+)*-[a-zA-Z]*n",
         "namerefs (declare -n, local -n) are bash 4.3"),
    rule("declare-global", r"\b(?:declare|typeset)\s+(?:-\w+\s+)*-[a-zA-Z]*g",
         "declare -g is bash 4.2"),
    rule("mapfile", CMD + r"(?:mapfile|readarray)\b",
         "mapfile and readarray are bash 4.0: read lines in a while-read loop"),
    rule("case-modification", r"\$\{\w+(?:\[[^\]]*\])?(?:\^|,)",
         "${x,,} and ${x^^} are bash 4.0: use tr '[:upper:]' '[:lower:]'"),
    rule("case-attribute", r"\b(?:declare|local|typeset)\s+(?:-\w+\s+)*-[a-zA-Z]*[lu]\b",
         "declare -l and -u (lower or upper case on assignment) are bash 4.0"),
    rule("negative-length", r"\$\{\w+(?:\[[^\]]*\])?:[^}:]*:\s*-\s*\d",
         "${x:0:-1} (a negative length) is bash 4.2: use ${x%?}"),
    rule("transformation", r"\$\{\w+(?:\[[^\]]*\])?@[QEPAaKkUuL]\}",
         "${x@Q} and the other transformations are bash 4.4"),
    rule("pipe-stderr", r"(?<!\|)\|&", "|& is bash 4.0: use 2>&1 |"),
    rule("append-both", r"&>>", "&>> is bash 4.0: use >>FILE 2>&1"),
    rule("test-v", r"(?:\[\[?|\btest)\s+-v\s",
         "[[ -v NAME ]] is bash 4.2: use [ -n \"${NAME+x}\" ]"),
    rule("wait-n", r"\bwait\s+(?:-\w+\s+)*-[a-zA-Z]*[nfp]",
         "wait -n is bash 4.3, -f and -p bash 5"),
    rule("coproc", CMD + r"coproc\b", "coproc is bash 4.0"),
    rule("case-fallthrough", r";;&|(?<![;&]);&(?=\s|$)", ";& and ;;& in case are bash 4.0"),
    rule("shopt-bash4", r"\bshopt\s+-s\s+[^;&|\n]*\b(?:globstar|lastpipe|autocd|checkjobs|dirspell|"
         r"direxpand|globasciiranges|inherit_errexit|localvar_inherit|localvar_unset|"
         r"assoc_expand_once|patsub_replacement|compat4\d)\b",
         "this shell option is bash 4.0 or later"),
    rule("fd-variable", r"\{\w+\}[<>]",
         "{fd}>FILE (a variable holding a new descriptor) is bash 4.1"),
    rule("negative-subscript", r"\$\{\w+\[-\s*\d+\]\}",
         "${a[-1]} is bash 4.3: use ${a[${#a[@]}-1]}"),
    rule("bash4-variable", r"\$\{?(?:EPOCHSECONDS|EPOCHREALTIME|BASHPID|SRANDOM|BASH_ARGV0)\b",
         "EPOCHSECONDS, EPOCHREALTIME, BASHPID, SRANDOM and BASH_ARGV0 are bash 4 or 5"),
    rule("printf-time", r"%\([^)]*\)T", "printf's %(...)T is bash 4.2: use date", "printf"),
    # GNU-only tools and flags (macOS has BSD's)
    rule("sed-in-place", CMD + r"sed" + OPTS + r"\s+-[a-zA-Z]*i(?=\s|$)|\bsed\b[^|;&\n]*--in-place",
         "sed -i without a suffix is GNU's (BSD's takes the next word as the suffix): "
         "use sed -i.bak ... && rm FILE.bak, or write a new file"),
    rule("sed-r", CMD + r"sed" + OPTS + r"\s+-[a-zA-Z]*r\b", "sed -r is GNU's: use sed -E"),
    rule("grep-P", CMD + r"grep" + OPTS + r"\s+-[a-zA-Z]*P",
         "grep -P (Perl regexes) is GNU's: use grep -E"),
    rule("readlink-f", CMD + r"readlink\s+(?:-\w+\s+)*-[a-zA-Z]*f",
         "readlink -f is GNU's (macOS before 12.3 lacks it): use cd DIR && pwd -P"),
    rule("nproc", r"\bnproc\b(?![^\n]*\|\|)",
         "nproc is GNU's: give a fallback (nproc 2>/dev/null || getconf _NPROCESSORS_ONLN ...)"),
    rule("mktemp-flag", CMD + r"mktemp\s+(?:-[dq]+\s+)*(?:-[a-ce-pr-zA-Z]|--)",
         "mktemp's -t, -p and long options differ between GNU and BSD: "
         "give a template, mktemp \"${TMPDIR:-/tmp}/name.XXXXXX\""),
    rule("stat-c", CMD + r"stat\s+(?:-\w+\s+)*(?:-[a-zA-Z]*c|--format|--printf)",
         "stat -c is GNU's (BSD's is stat -f)"),
    rule("date-d", CMD + r"date\s+(?:-\w+\s+)*(?:-[a-zA-Z]*d\b|--date)",
         "date -d is GNU's (BSD's date -d sets daylight saving)"),
    rule("xargs-r", CMD + r"xargs\s+(?:-\w+\s+)*(?:-[a-zA-Z]*r\b|--no-run-if-empty)",
         "xargs -r is GNU's"),
    rule("find-printf", CMD + r"find\b[^|;&\n]*\s-(?:printf|regextype)\b", "find -printf is GNU's"),
    rule("gnu-only-command", CMD + r"(?:tac|timeout|nproc\s+--all)\b",
         "tac and timeout are GNU coreutils: macOS has neither"),
    rule("gnu-long-option", CMD + r"(?:sed|cp|mv|rm|ln|ls|head|tail|sort|cut|paste|wc|du|tr|uniq|"
         r"mkdir|readlink|mktemp|xargs|date|stat|touch)(?:\s+-[A-Za-z0-9]+)*\s+--[a-z]",
         "long options of these tools are GNU's: BSD's take the short ones only"),
]

EMPTY_ARRAY = "empty-array-nounset"
EMPTY_ARRAY_WHY = ('"${{{0}[@]}}" of an array that may hold no element ({0}=() or only '
                   'expansions) is "unbound variable" under set -u before bash 4.4: write '
                   '${{{0}[@]+"${{{0}[@]}}"}}')


def blank(text):
    """The text with what bash does not expand replaced by spaces (newlines kept, so line
    numbers stay): comments, '...' and $'...' strings, and here-documents with a quoted
    delimiter. Double-quoted text stays: bash expands it."""
    out = list(text)
    i, n = 0, len(text)
    in_double = False
    pending_heredocs = []  # (delimiter, quoted), their bodies start at the next line
    depth = []  # per $( opened inside "...": the double-quote state to restore at its )

    def wipe(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == "\n" and pending_heredocs:
            i += 1
            for delimiter, quoted in pending_heredocs:
                end = re.compile(r"^\t*" + re.escape(delimiter) + r"[ \t]*$", re.M).search(text, i)
                stop = end.start() if end else n
                if quoted:
                    wipe(i, stop)
                i = end.end() if end else n
            pending_heredocs = []
            continue
        if in_double:
            if c == '"':
                in_double = False
            elif text.startswith("$(", i) and not text.startswith("$((", i):
                depth.append(True)
                in_double = False
                i += 2
                continue
            i += 1
            continue
        if c == "'":
            ansi = i > 0 and text[i - 1] == "$"
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if ansi and text[j] == "\\" else 1
            wipe(i + 1, min(j, n))
            i = j + 1
            continue
        if c == '"':
            in_double = True
        elif text.startswith("$(", i) and not text.startswith("$((", i):
            depth.append(False)
            i += 2
            continue
        elif c == ")" and depth:
            in_double = depth.pop()
        elif c == "#" and (i == 0 or text[i - 1] in " \t\n;&|("):
            j = text.find("\n", i)
            j = n if j < 0 else j
            wipe(i, j)
            i = j
            continue
        elif c == "<" and text.startswith("<<", i) and not text.startswith("<<<", i):
            m = re.compile(r"<<-?\s*(['\"]?)(\w+)\1").match(text, i)
            if m:
                pending_heredocs.append((m.group(2), bool(m.group(1))))
                i = m.end()
                continue
        i += 1
    return "".join(out)


def empty_array_findings(code):
    """Lines that expand an array which may hold no element (made empty with NAME=() anywhere in
    the script) without the ${NAME[@]+...} guard, in a script that sets -u."""
    if not re.search(r"^\s*set\s+-[a-zA-Z]*u|^\s*set\s+-o\s+nounset", code, re.M):
        return []
    # Made empty (NAME=()), or from words each of which may give none: "$@", "${a[@]}", or an
    # unquoted expansion (NAME=($list)); a quoted "$x" is always one word.
    vanishing = re.compile(r'"\$(?:@|\{\w+\[@\]\})"|\$\S*')
    maybe_empty = {name for name, words in re.findall(r"(?:^|[\s;])(\w+)=\(([^)]*)\)", code, re.M)
                   if all(vanishing.fullmatch(w) for w in words.split())}
    findings = []
    for m in re.finditer(r"\$\{(\w+)\[[@*]\](?!:?[-+=?])", code):
        name = m.group(1)
        if name not in maybe_empty:
            continue
        before = code[max(0, m.start() - len(name) - 8):m.start()]
        if re.search(r"\$\{" + name + r"\[[@*]\]:?\+\"?$", before):
            continue  # the guard's own expansion: ${a[@]+"${a[@]}"}
        findings.append((code.count("\n", 0, m.start()) + 1, EMPTY_ARRAY,
                         EMPTY_ARRAY_WHY.format(name)))
    return findings


def check_text(text):
    """[(line, rule name, why)] for one script's text."""
    code = blank(text)
    findings = []
    for number, (line, written) in enumerate(zip(code.splitlines(), text.splitlines()), start=1):
        for r in RULES:
            if r.quoted_argument_of:
                if r.quoted_argument_of.search(line) and r.pattern.search(written):
                    findings.append((number, r.name, r.why))
            elif r.pattern.search(line):
                findings.append((number, r.name, r.why))
    findings += empty_array_findings(code)
    return sorted(findings)


def shipped_scripts():
    """The shell scripts of the kit that the student edition ships: files in git whose first
    line runs bash or sh."""
    sys.path.insert(0, str(KIT / "grading"))
    import release
    names = subprocess.run(["git", "-C", str(KIT), "ls-files"], check=True, capture_output=True,
                           text=True).stdout.split("\n")
    scripts = []
    for name in filter(None, names):
        if release.is_skipped(name, release.INSTRUCTOR_ONLY + release.INSTRUCTOR_DOCS):
            continue
        path = KIT / name
        try:
            with open(path, "rb") as f:
                first = f.readline(200)
        except OSError:
            continue
        if re.match(rb"#!\s*\S*(?:/|env\s+)(?:bash|sh)\b", first):
            scripts.append(path)
    return scripts


def main(argv):
    paths = [pathlib.Path(a) for a in argv] or shipped_scripts()
    if not paths:
        print("bash32-check: no scripts to check", file=sys.stderr)
        return 2
    count = 0
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as err:
            print(f"bash32-check: cannot read {path}: {err.strerror}", file=sys.stderr)
            return 2
        for number, name, why in check_text(text):
            print(f"{path}:{number}: {name}: {why}")
            count += 1
    shown = ", ".join(str(p.relative_to(KIT) if p.is_relative_to(KIT) else p) for p in paths)
    print(f"bash32-check: {len(paths)} script(s) read ({shown}): "
          f"{count or 'no'} construct{'' if count == 1 else 's'} bash 3.2 or BSD tools lack")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
