#!/usr/bin/env python3
"""Writes what leaves the instructor's hands: the student edition, or a Gradescope bundle.

  release.py student DIR      the repository as students get it: no solutions/, no hidden
                              tests, no instructor's documents, the lesson stubs as committed,
                              and the students' README (grading/edition/README.md, README.zh-CN.md)
  release.py student DIR --lang zh-CN
                              the same, its texts opening in Chinese: each X.md that has a
                              Chinese twin becomes X.en.md and the twin X.md, links rewritten
  release.py student DIR --playground FILE
                              ships FILE as the edition's playground.html (default: the one
                              `./kit playground` built, build/playground/playground/); without
                              one the edition's playground.html says how to build it
  release.py gradescope DIR   setup.sh + run_autograder + the instructor's kit, and
                              autograder.zip holding them, ready to upload

Both take the kit as committed (git HEAD) when it is a git repository, so work in progress in
the working tree never ships; --worktree takes the files as they are on disk instead."""
import argparse
import io
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile

import catalog

KIT = pathlib.Path(__file__).resolve().parent.parent
# Never shipped to students: answers, hidden tests, the grader's own tests (built from the
# answers), the benchmarks and tuned engines (they time and mirror the answers), the kit's CI and
# the browser playground's source (it compiles the answers).
INSTRUCTOR_ONLY = ("solutions/", "tests/hidden/", "tests/grading/", "tests/attacks/", "tests/mistakes/",
                   "bench/", "engines/", "tests/engines/", ".ci/", "playground/")
# Not needed by the autograder, which only builds the lessons' tests.
NOT_FOR_GRADING = ("tests/grading/", "tests/attacks/", "tests/mistakes/", ".ci/", "bench/",
                   "engines/", "tests/engines/")
# The instructor's documents, and the student README's source (it becomes the edition's README).
INSTRUCTOR_DOCS = ("docs/instructor-guide.md", "docs/grading.md", "docs/judging.md",
                   "docs/lecturer-guide.md", "docs/make-figures.sh", "grading/edition/",
                   "docs/platforms/")
STUDENT_README = "grading/edition/README.md"
STUDENT_README_ZH = "grading/edition/README.zh-CN.md"  # its Chinese twin, linked from it
LANGUAGE_FILE = ".npuzzle-lang"  # in a --lang zh-CN edition: zh-CN
# Shipped although under an instructor-only folder: the data the lessons' tables were measured on,
# so that students can measure the same boards.
SHIPPED_DATA = ("bench/korf100.txt",)
# The browser playground, built by Debian's emscripten in the instructor's kit (./kit playground)
# and shipped at the edition's top, where the lessons link it.
PLAYGROUND = "playground.html"
BUILT_PLAYGROUND = "build/playground/playground/playground.html"
# What the edition holds in its place where the instructor's kit had no emscripten.
PLAYGROUND_MISSING = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>npuzzle playground: not built</title></head>
<body style="font-family: sans-serif; max-width: 44em; margin: 2em auto; line-height: 1.5">
<h1>The playground was not built for this edition</h1>
<p>The kit's searches in the browser come as one HTML file that the instructor's kit builds with
Debian's emscripten. This edition was released where emscripten was missing. To build it, in the
instructor's kit: <code>apt-get install emscripten</code>
(<a href="https://packages.debian.org/bookworm/emscripten">Debian's package</a>), then
<code>./kit playground playground.html</code>, or <code>./kit release</code> again, which ships
it. The instructor's docs/lecturer-guide.md says more ("The playground").</p>
<h1 lang="zh-CN">这个学生版没有附带演练场</h1>
<p lang="zh-CN">在浏览器里运行课程包搜索的演练场是一个 HTML 文件，由教师版课程包用 Debian 的 emscripten
构建。发布这个学生版的机器上没有 emscripten。构建方法：在教师版课程包里先
<code>apt-get install emscripten</code>（<a href="https://packages.debian.org/bookworm/emscripten">Debian 的软件包</a>），再运行 <code>./kit playground playground.html</code>
，或者重新运行 <code>./kit release</code>，它会附带这个文件。详见教师版的讲师指南
docs/lecturer-guide.md 的“The playground”一节。</p>
</body>
</html>
"""

# The texts speak to both kits. In a shipped .md file, a passage that names something only the
# instructor's kit has sits between <!-- instructor --> and <!-- /instructor -->, inline (in a
# table's cell too) or over lines; the edition's copy leaves it out, with the lines that hold only
# a marker.
INSTRUCTOR_BLOCK = re.compile(r"^<!-- instructor -->\n.*?^<!-- /instructor -->\n", re.S | re.M)
INSTRUCTOR_SPAN = re.compile(r"<!-- instructor -->.*?<!-- /instructor -->", re.S)
LEFTOVER_MARKER = re.compile(r"<!-- /?instructor\b")

# A Markdown link's target, up to an anchor, a title or the closing bracket.
LINK_TARGET = re.compile(r"(\]\()([^)\s#]+)")


def is_skipped(rel, prefixes):
    # A folder's name has no trailing slash: an empty solutions/ would still say "instructor".
    if rel in SHIPPED_DATA or any(data.startswith(rel + "/") for data in SHIPPED_DATA):
        return False
    return (rel + "/").startswith(prefixes) or rel.split("/")[0].startswith("build") or \
        "__pycache__" in rel


def edition_text(text, name="text"):
    """A text as the edition shows it: without the instructor's passages."""
    text = INSTRUCTOR_SPAN.sub("", INSTRUCTOR_BLOCK.sub("", text))
    leftover = LEFTOVER_MARKER.search(text)
    if leftover:
        line = text.count("\n", 0, leftover.start()) + 1
        raise SystemExit(f"release: {name}:{line}: a marker without its pair: "
                         f"{text[leftover.start():leftover.start() + 40]!r}")
    return text


def strip_instructor_passages(dest):
    """Rewrites every .md file of the edition as edition_text() makes it."""
    for path in sorted(dest.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        shown = edition_text(text, path.relative_to(dest).as_posix())
        if shown != text:
            path.write_text(shown, encoding="utf-8")


def export(kit, dest, prefixes, worktree):
    """Copies the kit into dest without the paths under `prefixes`; returns what it copied."""
    dest.mkdir(parents=True, exist_ok=True)
    if not worktree and (kit / ".git").exists():
        data = subprocess.run(["git", "-C", str(kit), "archive", "--format=tar", "HEAD"],
                              check=True, capture_output=True).stdout
        commit = subprocess.run(["git", "-C", str(kit), "rev-parse", "--short", "HEAD"],
                                check=True, capture_output=True, text=True).stdout.strip()
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            members = [m for m in tar.getmembers() if not is_skipped(m.name, prefixes)]
            if hasattr(tarfile, "data_filter"):  # Python 3.11.4 and later
                tar.extractall(dest, members=members, filter="tar")
            else:
                tar.extractall(dest, members=members)
        return f"commit {commit}"
    for path in sorted(kit.rglob("*")):
        rel = path.relative_to(kit).as_posix()
        if path.is_dir() or rel.startswith(".git/") or is_skipped(rel, prefixes):
            continue
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dest / rel)
    return "the working tree"


def committed_file(kit, rel, worktree):
    """A file of the kit as export() takes it: from git HEAD, or from disk."""
    if not worktree and (kit / ".git").exists():
        return subprocess.run(["git", "-C", str(kit), "show", f"HEAD:{rel}"], check=True,
                              capture_output=True).stdout
    return (kit / rel).read_bytes()


def ship_playground(dest, built, lang):
    """Writes the edition's playground.html: the built page, opening in the edition's language
    unless the browser's link asks for another, or the page that says how to build it. Returns
    whether the built page was shipped."""
    if built is None or not built.is_file():
        (dest / PLAYGROUND).write_text(PLAYGROUND_MISSING, encoding="utf-8")
        return False
    html = built.read_text(encoding="utf-8")
    if lang != "en":
        html = html.replace("<html lang=\"en\">", f"<html lang=\"en\" data-edition-lang=\"{lang}\">", 1)
    (dest / PLAYGROUND).write_text(html, encoding="utf-8")
    return True


def student_edition(kit, dest, worktree, lang="en", playground=None):
    """The kit without the instructor's material; its README is the students' own, which shows
    only commands that work there (.ci/edition-commands.sh runs them). `playground` is the built
    page to ship (default: the kit's build of it)."""
    if not (kit / "solutions").is_dir():
        raise SystemExit("release: this is the student edition already (no solutions/): release "
                         "from the instructor's kit")
    readme = committed_file(kit, STUDENT_README, worktree)
    source = export(kit, dest, INSTRUCTOR_ONLY + INSTRUCTOR_DOCS, worktree)
    (dest / "README.md").write_bytes(readme)
    (dest / "README.zh-CN.md").write_bytes(committed_file(kit, STUDENT_README_ZH, worktree))
    strip_instructor_passages(dest)
    if not ship_playground(dest, playground or kit / BUILT_PLAYGROUND, lang):
        print(f"release: no built playground ({playground or BUILT_PLAYGROUND}): the edition's "
              f"{PLAYGROUND} says how to build it (./kit playground FILE, Debian's emscripten)",
              file=sys.stderr)
    if lang == "zh-CN":
        chinese_first(dest)
        # The edition's language, which ./kit reads: it speaks Chinese whatever the locale.
        (dest / LANGUAGE_FILE).write_text("zh-CN\n", encoding="utf-8")
    return source


def chinese_first(dest):
    """Swaps every text of the edition that has a Chinese twin (X.zh-CN.md beside X.md): the
    Chinese one becomes X.md, the English one X.en.md; every link in the edition's .md files that
    named one of them is rewritten to the file's new name, so the twins still link each other."""
    moves = {}  # old path -> new path, both relative to dest
    for chinese in sorted(dest.rglob("*.zh-CN.md")):
        english = chinese.with_name(chinese.name[:-len(".zh-CN.md")] + ".md")
        if english.exists():
            moves[english] = english.with_name(english.stem + ".en.md")
            moves[chinese] = english
    for path in sorted(dest.rglob("*.md")):
        text = path.read_text(encoding="utf-8")

        def moved(match, folder=path.parent):
            target = match.group(2)
            if "://" in target or target.startswith(("/", "mailto:")):
                return match.group(0)
            old = pathlib.Path(os.path.normpath(folder / target))
            if old not in moves:
                return match.group(0)
            new = os.path.relpath(moves[old], folder)
            return match.group(1) + pathlib.PurePath(new).as_posix()
        shown = LINK_TARGET.sub(moved, text)
        if shown != text:
            path.write_text(shown, encoding="utf-8")
    staged = {old: old.with_name(old.name + ".swap") for old in moves}
    for old, temporary in staged.items():
        old.rename(temporary)
    for old, temporary in staged.items():
        temporary.rename(moves[old])


def gradescope_bundle(kit, dest, worktree):
    if not (kit / "solutions").is_dir():
        raise SystemExit("release: this is the student edition (no solutions/): build the "
                         "Gradescope bundle from the instructor's kit")
    source = export(kit, dest / "kit", NOT_FOR_GRADING, worktree)
    for name in ("setup.sh", "run_autograder"):
        shutil.copyfile(KIT / "grading" / "gradescope" / name, dest / name)
        (dest / name).chmod(0o755)
    with zipfile.ZipFile(dest / "autograder.zip", "w", zipfile.ZIP_DEFLATED) as bundle:
        for path in sorted(dest.rglob("*")):
            rel = path.relative_to(dest).as_posix()
            if path.is_file() and rel != "autograder.zip":
                info = zipfile.ZipInfo.from_file(path, rel)
                with open(path, "rb") as f:
                    bundle.writestr(info, f.read(), zipfile.ZIP_DEFLATED)
    return source


def command_parser(prog, doc):
    """A command's parser whose help is its module's docstring: the first line, then the rest."""
    return argparse.ArgumentParser(prog=prog, description=doc.split("\n")[0],
                                   formatter_class=argparse.RawDescriptionHelpFormatter,
                                   epilog=doc.split("\n\n", 1)[1])


def subcommand_parser(prog, doc):
    """command_parser with subcommands, the one given in args.what; returns both."""
    parser = command_parser(prog, doc)
    return parser, parser.add_subparsers(dest="what", required=True)


def output_arguments(parser, with_catalog=False):
    """The arguments of a command that writes what it releases into a new folder: the folder,
    --worktree and --kit, and with_catalog --kit-build (the build whose catalog of the lessons'
    tests and points it writes from); parse_output checks them."""
    parser.add_argument("dir", type=pathlib.Path,
                        help="where to write it (must not exist, or be empty)")
    parser.add_argument("--worktree", action="store_true",
                        help="take the files on disk, not the last commit")
    parser.add_argument("--kit", type=pathlib.Path, default=KIT, help=argparse.SUPPRESS)
    if with_catalog:
        parser.add_argument("--kit-build", type=pathlib.Path,
                            help="the instructor's build of the kit, whose catalog gives the "
                                 "lessons' tests and points (default: the kit's build/, as "
                                 "./kit build makes it)")


def playground_argument(parser):
    parser.add_argument("--playground", type=pathlib.Path,
                        help="the built playground page to ship as playground.html (default: "
                             "the kit's " + BUILT_PLAYGROUND + ")")


def parse_output(parser, args):
    if args.dir.exists() and any(args.dir.iterdir()):
        parser.error(f"{args.dir} is not empty: give a new folder")
    return args.kit.resolve()


def write_release(parser, args, write):
    """write(kit) into args.dir once parse_output has checked the arguments, a build without the
    lessons' catalog said as the command's error; returns what write returns (its source)."""
    kit = parse_output(parser, args)
    try:
        return write(kit)
    except catalog.CatalogError as err:
        parser.error(str(err))


def main(argv=None):
    p = command_parser("kit release|gradescope", __doc__)
    p.add_argument("what", choices=["student", "gradescope"])
    output_arguments(p)
    p.add_argument("--lang", choices=["en", "zh-CN"], default="en",
                   help="the language the edition's README and lesson texts open in (student)")
    playground_argument(p)
    args = p.parse_args(argv)
    kit = parse_output(p, args)
    if args.what == "student":
        source = student_edition(kit, args.dir, args.worktree, args.lang, args.playground)
        print(f"release: the student edition of {source} is in {args.dir}; it has no solutions/ "
              f"and no hidden tests. Check it with: cd {args.dir} && ./kit test")
    else:
        source = gradescope_bundle(kit, args.dir, args.worktree)
        print(f"release: the Gradescope bundle of {source} is in {args.dir}; upload "
              f"{args.dir / 'autograder.zip'} as the assignment's autograder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
