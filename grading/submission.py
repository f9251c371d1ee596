"""Description: what a submission gives for each lesson, read without trusting its layout.

A submission is a `lessons/` folder, a repository holding one (one level down), or the lesson
`.cpp` files uploaded alone. A lesson folder may hold the lesson's file, helper headers and the
lesson's own texts (README.md, README.zh-CN.md, or README.en.md in a Chinese-first edition) and
frozen header (all ignored: the kit's are used). Anything else there, a symbolic link anywhere
on the way, or a sub-folder refuses the lesson with a reason naming the file (messages.py): the
grader reads plain files only, each up to a cap, never through a link."""
import dataclasses
import os
import stat

import messages
import safeio
from messages import reason

HELPER_SUFFIXES = {".hpp", ".h", ".hh", ".ipp", ".inc"}
IGNORED = {"README.md", "README.zh-CN.md", "README.en.md"}  # the lesson texts, English and Chinese
FILE_CAP = 1 << 20  # bytes per student file


class Refused(Exception):
    """The submission's layout is not one the grader reads: args[0] is why, a Reason naming the
    file."""


@dataclasses.dataclass
class StudentLesson:
    origin: messages.Reason  # where the graded code came from
    source: bytes = b""  # the lesson's file; empty with `stub`
    helpers: dict = dataclasses.field(default_factory=dict)  # file name -> bytes
    stub: bool = False  # nothing submitted: the kit's stub is graded
    refused: object = None  # why nothing of this lesson is built (a Reason), or None


def _is_link(path):
    try:
        return stat.S_ISLNK(os.lstat(path).st_mode)
    except FileNotFoundError:
        return False


def _is_plain_dir(path):
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except FileNotFoundError:
        return False


def find_lessons_folder(submission):
    """The `lessons/` of a submission: at its root, or one level down (a whole repository)."""
    candidates = [submission / "lessons"]
    candidates += sorted(e / "lessons" for e in submission.iterdir() if _is_plain_dir(e))
    for candidate in candidates:
        if _is_link(candidate):
            raise Refused(reason("refused.link",
                                 path=shown_name(str(candidate.relative_to(submission)))))
        if _is_plain_dir(candidate):
            return candidate
    return None


def shown_name(name):
    """A file name as text a report can hold: bytes that are not UTF-8 (which os.scandir hands
    over as lone surrogates, and no report could encode) written as \\xNN."""
    return os.fsencode(name).decode("utf-8", "backslashreplace")


def _is_text(name):
    try:
        name.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def _read(path, shown):
    try:
        data, more = safeio.read_capped(path, FILE_CAP)
    except safeio.UnsafeFile:
        raise Refused(reason("refused.not_plain", path=shown)) from None
    if more:
        raise Refused(reason("refused.too_large", path=shown, mib=FILE_CAP >> 20))
    return data


def _lesson_folder(folder, rel, lesson, frozen, kit_headers):
    """The lesson's file and helpers from a lesson folder, or Refused naming the first bad file."""
    found = StudentLesson(origin=reason("origin.graded", file=f"{rel}/{lesson.source}.cpp"))
    source = f"{lesson.source}.cpp"
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        shown = f"{rel}/{shown_name(entry.name)}"
        if not _is_text(entry.name):
            raise Refused(reason("refused.name", path=shown))
        if entry.is_symlink():
            raise Refused(reason("refused.file_link", path=shown))
        if entry.is_dir(follow_symlinks=False):
            raise Refused(reason("refused.folder", path=shown))
        if not entry.is_file(follow_symlinks=False):
            raise Refused(reason("refused.special", path=shown))
        suffix = os.path.splitext(entry.name)[1]
        if entry.name == source:
            found.source = _read(entry.path, shown)
        elif entry.name in IGNORED or entry.name in frozen:
            continue  # the kit's own copy is graded
        elif suffix in HELPER_SUFFIXES:
            if entry.name in kit_headers:
                raise Refused(reason("refused.kit_header", path=shown))
            found.helpers[entry.name] = _read(entry.path, shown)
        else:
            raise Refused(reason("refused.stray", path=shown, source=source,
                                 helpers=", ".join(sorted(HELPER_SUFFIXES)),
                                 texts=", ".join(sorted(IGNORED))))
    if not found.source:
        found.stub = True
        found.origin = reason("origin.stub", file=f"{rel}/{source}")
    return found


def _loose(submission, lesson, kit_headers):
    """The lesson's file uploaded alone, with the headers uploaded beside it."""
    source = submission / f"{lesson.source}.cpp"
    found = StudentLesson(origin=reason("origin.graded", file=f"{lesson.source}.cpp"))
    found.source = _read(source, source.name)
    for entry in sorted(os.scandir(submission), key=lambda e: e.name):
        if os.path.splitext(entry.name)[1] not in HELPER_SUFFIXES:
            continue
        if entry.name in kit_headers:
            continue  # the frozen header uploaded with the file: the kit's is graded
        if not _is_text(entry.name):
            raise Refused(reason("refused.name", path=shown_name(entry.name)))
        found.helpers[entry.name] = _read(entry.path, entry.name)
    return found


def read_lesson(submission, lesson, frozen=(), kit_headers=()):
    """What the submission gives for a lesson. `frozen` are the lesson's own header names (the
    kit's copy is used), `kit_headers` every header name a helper must not take."""
    try:
        folder = find_lessons_folder(submission)
        if folder is None:
            if (submission / f"{lesson.source}.cpp").exists() or \
                    _is_link(submission / f"{lesson.source}.cpp"):
                return _loose(submission, lesson, set(kit_headers))
            return StudentLesson(origin=reason("origin.stub", file=f"{lesson.source}.cpp"),
                                 stub=True)
        rel = shown_name(f"{folder.relative_to(submission)}/{lesson.dir}")
        lesson_dir = folder / lesson.dir
        if _is_link(lesson_dir):
            raise Refused(reason("refused.folder_link", path=rel))
        if not _is_plain_dir(lesson_dir):
            return StudentLesson(origin=reason("origin.stub", file=f"{rel}/{lesson.source}.cpp"),
                                 stub=True)
        return _lesson_folder(lesson_dir, rel, lesson, set(frozen), set(kit_headers) - set(frozen))
    except Refused as why:
        return StudentLesson(origin=reason("origin.refused"),
                             refused=reason("refused", why=why.args[0]))
