#!/usr/bin/env python3
"""Writes what leaves the instructor's hands: the student edition, or a Gradescope bundle.

  release.py student DIR      the repository as students get it: no solutions/, no hidden
                              tests, no instructor's documents, the lesson stubs as committed,
                              and the students' README (grading/edition/README.md, README.zh-CN.md)
  release.py gradescope DIR   setup.sh + run_autograder + the instructor's kit, and
                              autograder.zip holding them, ready to upload

Both take the kit as committed (git HEAD) when it is a git repository, so work in progress in
the working tree never ships; --worktree takes the files as they are on disk instead."""
import argparse
import io
import pathlib
import shutil
import subprocess
import sys
import tarfile
import zipfile

KIT = pathlib.Path(__file__).resolve().parent.parent
# Never shipped to students: answers, hidden tests, the grader's own tests (built from the
# answers), the benchmarks and tuned engines (they time and mirror the answers) and the kit's CI.
INSTRUCTOR_ONLY = ("solutions/", "tests/hidden/", "tests/grading/", "tests/attacks/", "tests/mistakes/",
                   "bench/", "tests/engines/", "cli/tuned_engines.cpp",
                   ".ci/")
# Not needed by the autograder, which only builds the lessons' tests.
NOT_FOR_GRADING = ("tests/grading/", "tests/attacks/", "tests/mistakes/", ".ci/", "bench/",
                   "tests/engines/")
# The instructor's documents, and the student README's source (it becomes the edition's README).
INSTRUCTOR_DOCS = ("docs/instructor-guide.md", "docs/grading.md", "docs/judging.md",
                   "docs/lecturer-guide.md", "docs/make-figures.sh", "grading/edition/",
                   "docs/platforms/")
STUDENT_README = "grading/edition/README.md"
STUDENT_README_ZH = "grading/edition/README.zh-CN.md"  # its Chinese twin, linked from it


def is_skipped(rel, prefixes):
    # A folder's name has no trailing slash: an empty solutions/ would still say "instructor".
    return (rel + "/").startswith(prefixes) or rel.split("/")[0].startswith("build") or \
        "__pycache__" in rel


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


def student_edition(kit, dest, worktree):
    """The kit without the instructor's material; its README is the students' own, which shows
    only commands that work there (.ci/edition-commands.sh runs them)."""
    if not (kit / "solutions").is_dir():
        raise SystemExit("release: this is the student edition already (no solutions/): release "
                         "from the instructor's kit")
    readme = committed_file(kit, STUDENT_README, worktree)
    source = export(kit, dest, INSTRUCTOR_ONLY + INSTRUCTOR_DOCS, worktree)
    (dest / "README.md").write_bytes(readme)
    (dest / "README.zh-CN.md").write_bytes(committed_file(kit, STUDENT_README_ZH, worktree))
    return source


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


def output_arguments(parser):
    """The arguments of a command that writes what it releases into a new folder: the folder,
    --worktree and --kit; parse_output checks them."""
    parser.add_argument("dir", type=pathlib.Path,
                        help="where to write it (must not exist, or be empty)")
    parser.add_argument("--worktree", action="store_true",
                        help="take the files on disk, not the last commit")
    parser.add_argument("--kit", type=pathlib.Path, default=KIT, help=argparse.SUPPRESS)


def parse_output(parser, args):
    if args.dir.exists() and any(args.dir.iterdir()):
        parser.error(f"{args.dir} is not empty: give a new folder")
    return args.kit.resolve()


def main(argv=None):
    p = argparse.ArgumentParser(prog="kit release|gradescope", description=__doc__.split("\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    p.add_argument("what", choices=["student", "gradescope"])
    p.add_argument("dir", type=pathlib.Path, help="where to write it (must not exist, or be empty)")
    p.add_argument("--worktree", action="store_true",
                   help="take the files on disk, not the last commit")
    p.add_argument("--kit", type=pathlib.Path, default=KIT, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.dir.exists() and any(args.dir.iterdir()):
        p.error(f"{args.dir} is not empty: give a new folder")
    kit = args.kit.resolve()
    if args.what == "student":
        source = student_edition(kit, args.dir, args.worktree)
        print(f"release: the student edition of {source} is in {args.dir}; it has no solutions/ "
              f"and no hidden tests. Check it with: cd {args.dir} && ./kit test")
    else:
        source = gradescope_bundle(kit, args.dir, args.worktree)
        print(f"release: the Gradescope bundle of {source} is in {args.dir}; upload "
              f"{args.dir / 'autograder.zip'} as the assignment's autograder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
