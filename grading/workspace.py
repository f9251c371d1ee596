"""Description: the scratch copy of the kit where a submission is built.

The instructor's tree is never touched: the kit is mirrored into WORK/src, the submission's
lesson files are laid over it, and CMake builds in WORK/build. Files are rewritten only when
their bytes change, so grading the next submission in the same WORK recompiles only the lesson
files that differ. Each lesson's test binary is built as its own target: a lesson that does not
compile fails alone, with the compiler's first error."""
import os
import pathlib
import re
import shlex
import shutil
import subprocess

# Not needed to build a lesson, or the grader's own material.
SKIP_TOP = {".git", "out", "grading", ".ci", "bench"}
SKIP_ANY = {"__pycache__", ".cache"}
FIRST_ERROR = re.compile(r"(: (fatal )?error: |undefined reference to |multiple definition of |"
                         r"ld returned|No rule to make target)")
SOURCE_QUOTE = re.compile(r"^\s*\d*\s*\|")
# The scratch tree holds the reference solutions: a submission must not include them.
FORBIDDEN_INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]*(?:solutions|hidden)/[^>"]*)',
                               re.M)


def _skipped(rel, with_hidden):
    top = rel.parts[0]
    if not with_hidden and rel.parts[:2] == ("tests", "hidden"):
        return True
    return top in SKIP_TOP or top.startswith("build") or any(p in SKIP_ANY for p in rel.parts) \
        or rel.parts[:2] == ("tests", "grading")


def write_if_changed(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_file() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def mirror(src, dst, with_hidden=True):
    """Makes dst hold src's files (minus build folders and the grader), touching only changes."""
    wanted = set()
    for path in src.rglob("*"):
        rel = path.relative_to(src)
        if _skipped(rel, with_hidden) or not path.is_file():
            continue
        wanted.add(rel)
        write_if_changed(dst / rel, path.read_bytes())
    for path in sorted(dst.rglob("*"), reverse=True):
        rel = path.relative_to(dst)
        if path.is_file() and rel not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def find_lessons_folder(submission):
    """The `lessons/` of a submission: at its root, or one level down (a whole repository)."""
    for candidate in [submission / "lessons", *sorted(submission.glob("*/lessons"))]:
        if candidate.is_dir():
            return candidate
    return None


HELPER_SUFFIXES = {".hpp", ".h", ".hh", ".ipp", ".inc"}


def student_helpers(source, lesson, kit):
    """Headers the student added beside the lesson file (never the kit's own, which are frozen):
    the lesson's CMake target compiles only the lesson file, which may include them."""
    own = kit / "lessons" / lesson.dir
    return [p for p in sorted(source.parent.iterdir())
            if p.is_file() and p.suffix in HELPER_SUFFIXES and not (own / p.name).exists()]


def student_source(submission, lesson):
    """The student's file for a lesson: lessons/NN-name/name.cpp, or name.cpp uploaded alone."""
    folder = find_lessons_folder(submission)
    if folder is not None:
        path = folder / lesson.dir / f"{lesson.source}.cpp"
        return path if path.is_file() else None
    loose = submission / f"{lesson.source}.cpp"
    return loose if loose.is_file() else None


class Workspace:
    def __init__(self, kit, work, build_jobs=2, with_hidden=True):
        self.kit = pathlib.Path(kit).resolve()
        self.work = pathlib.Path(work).resolve()
        self.src = self.work / "src"
        self.build = self.work / "build"
        self.build_jobs = build_jobs
        self.with_hidden = with_hidden
        self.refused = {}  # lesson id -> why its file is not built

    def prepare(self, lessons, submission):
        """Mirrors the kit and lays the submission's lesson files over it. Returns, per lesson id,
        where its graded code came from, in words."""
        self.work.mkdir(parents=True, exist_ok=True)
        mirror(self.kit, self.src, self.with_hidden)
        origin = {}
        self.refused = {}
        submission = pathlib.Path(submission).resolve()
        for lesson in lessons:
            path = student_source(submission, lesson)
            if path is not None:
                data = path.read_bytes()
                found = FORBIDDEN_INCLUDE.search(data.decode(errors="replace"))
                if found:
                    self.refused[lesson.id] = (f"{lesson.student_file} includes "
                                               f"{found.group(1)}: the kit's own files are not "
                                               f"part of a submission")
                write_if_changed(self.src / lesson.student_file, data)
                for helper in student_helpers(path, lesson, self.kit):
                    write_if_changed(self.src / "lessons" / lesson.dir / helper.name,
                                     helper.read_bytes())
                origin[lesson.id] = f"graded {path.relative_to(submission)}"
            else:
                origin[lesson.id] = f"no {lesson.source}.cpp submitted: the stub was graded"
        return origin

    def configure(self):
        """Runs CMake once per workspace; later builds re-run it themselves when a list changes."""
        if (self.build / "CMakeCache.txt").is_file():
            return
        args = ["cmake", "-S", str(self.src), "-B", str(self.build), "-DCMAKE_BUILD_TYPE=Release",
                "-DBUILD_TESTING=ON", "-DNPUZZLE_BUILD_BENCH=OFF", "-DNPUZZLE_STUB_CHECK=OFF",
                *shlex.split(os.environ.get("NPUZZLE_GRADE_CMAKE_ARGS", ""))]
        proc = subprocess.run(args, capture_output=True, text=True)
        if proc.returncode != 0:
            shutil.rmtree(self.build, ignore_errors=True)
            raise RuntimeError("CMake could not configure the kit:\n" + proc.stderr[-3000:])

    def binary(self, lesson):
        return self.build / "bin" / lesson.binary

    def build_lesson(self, lesson, timeout=600):
        """Builds the lesson's student test binary; returns "" or the compiler's first error."""
        target = self.binary(lesson)
        target.unlink(missing_ok=True)  # never grade the previous submission's binary
        if lesson.id in self.refused:
            return self.refused[lesson.id]
        try:
            proc = subprocess.run(
                ["cmake", "--build", str(self.build), "--target", lesson.binary, "-j",
                 str(self.build_jobs)], capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return f"the build took longer than {timeout} s"
        if proc.returncode == 0 and target.is_file():
            return ""
        return self.first_error(proc.stdout + proc.stderr)

    def first_error(self, output):
        lines = output.replace(str(self.src) + "/", "").splitlines()
        for i, line in enumerate(lines):
            if FIRST_ERROR.search(line):
                shown = [line.strip()]
                # gcc quotes the source line and a caret under the fault: keep them.
                shown += [l.rstrip() for l in lines[i + 1:i + 3] if SOURCE_QUOTE.match(l)]
                return "\n".join(shown)
        tail = [l for l in lines if l.strip()][-5:]
        return "the build failed:\n" + "\n".join(tail)
