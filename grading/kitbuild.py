"""The trusted build of the instructor's kit the grader judges with: configured and built once in
--work (or given as --kit-build), then the lessons to grade read from its catalog (catalog.py).
Nothing a submission holds is built here: its workers are built per lesson (workerbuild.py)."""
import fcntl
import hashlib
import os
import pathlib
import shlex
import shutil
import subprocess
import tempfile
import time

import catalog
import sandbox
import titles
import workerbuild


def default_work(kit):
    tag = hashlib.sha1(str(kit.resolve()).encode()).hexdigest()[:10]
    return pathlib.Path(tempfile.gettempdir()) / f"npuzzle-grade-{os.getuid()}-{tag}"


def locked(path):
    """Holds a lock file for this process: two graders must not use one folder at once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a")
    fcntl.flock(handle, fcntl.LOCK_EX)
    return handle


def _cmake_build(build, targets):
    proc = subprocess.run(["cmake", "--build", str(build), "-j", str(os.cpu_count() or 2),
                           *[a for t in targets for a in ("--target", t)]],
                          capture_output=True, text=True)
    return proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]


def configured_lessons(build, only):
    """The ids of the lessons the configured build grades (one worker manifest each, written
    when CMake configured), those of `only` when given."""
    manifests = (build / "grading").glob("lesson*-worker.json")
    found = sorted(p.name[len("lesson"):][:2] for p in manifests)
    return [i for i in found if not only or i in only]


def _grading_targets(build, ids):
    """What judging the graded lessons (`ids`) needs built (their judges, catalogs and the
    libraries their workers link) as one CMake target per lesson, lessonNN_grading, or
    npuzzle_grading when they are all the kit's lessons; None before the kit is configured
    (CMake writes the manifests)."""
    manifests = set(configured_lessons(build, None))
    graded = set(ids)
    if not graded or not graded <= manifests:
        return None
    if graded == manifests:
        return ["npuzzle_grading"]
    return [f"lesson{id}_grading" for id in sorted(graded)]


def _link_inputs_missing(build, ids):
    return any(not pathlib.Path(p).is_file() for i in ids
               for p in workerbuild.load_manifest(build, i).link_inputs)


def _newest_change(kit, skipped):
    """The newest modification time (ns) of the kit's own files and folders (a folder's changes
    when a file in it is added, removed or renamed), not counting its build folders."""
    newest = 0
    folders = [kit]
    while folders:
        folder = folders.pop()
        try:
            newest = max(newest, os.stat(folder).st_mtime_ns)
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith((".", "build")) or entry.name in ("__pycache__", "work") \
                    or entry.path in skipped:
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                else:
                    newest = max(newest, entry.stat(follow_symlinks=False).st_mtime_ns)
            except OSError:
                continue
    return newest


def build_targets(kit, kit_build, targets):
    """--build: the targets (all, when None) in the configured --kit-build; the output goes to
    kit_build/build.log, and a failure raises with its first error. Nothing is asked of the
    build tool when no file of the kit changed since these targets last built (make takes 2 s
    to find one target up to date; this look at the kit's files, some 20 ms)."""
    stamp = kit_build / "grading" / ("built-" + hashlib.sha256(
        " ".join(targets or ["all"]).encode()).hexdigest()[:16])
    skipped = {str(kit_build), str(kit_build.parent / "grading-work")}
    try:
        if stamp.stat().st_mtime_ns > _newest_change(kit, skipped):
            return
    except OSError:
        pass
    begun = time.time_ns()  # a file changed during the build is newer than the stamp
    log = kit_build / "build.log"
    with open(log, "w") as out:
        proc = subprocess.run(["cmake", "--build", str(kit_build), "-j", str(os.cpu_count() or 2),
                               *[a for t in targets or [] for a in ("--target", t)]],
                              stdout=out, stderr=subprocess.STDOUT)
    if proc.returncode != 0:
        stamp.unlink(missing_ok=True)
        lines = log.read_text(errors="replace").splitlines()
        first = next((i for i, line in enumerate(lines) if "error" in line.lower()), 0)
        raise RuntimeError(f"the kit does not build (all of it: {log}):\n" +
                           "\n".join(lines[first:first + 15]))
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.touch()
    os.utime(stamp, ns=(begun, begun))


def build_kit(kit, work, only):
    """The trusted build of the instructor's kit, cached in WORK/kit-build: judges, catalogs,
    worker manifests and the libraries a worker links. Built from the kit's own files only: the
    graded lessons' (`only`, or all) judges, catalogs and worker libraries, or everything when
    that is not enough."""
    build = work / "kit-build"
    with locked(work / "kit-build.lock"):
        if not (build / "CMakeCache.txt").is_file():
            # Ninja where it is installed: it finds nothing to do in a tenth of a second, which
            # every grading of a submission waits for; make takes seconds.
            generator = ["-G", "Ninja"] if shutil.which("ninja") else []
            args = ["cmake", "-S", str(kit), "-B", str(build), *generator,
                    "-DCMAKE_BUILD_TYPE=Release",
                    "-DBUILD_TESTING=ON", "-DNPUZZLE_BUILD_BENCH=OFF",
                    *shlex.split(os.environ.get("NPUZZLE_GRADE_CMAKE_ARGS", ""))]
            proc = subprocess.run(args, capture_output=True, text=True)
            if proc.returncode != 0:
                shutil.rmtree(build, ignore_errors=True)
                raise RuntimeError("CMake could not configure the kit:\n" + proc.stderr[-3000:])
        if os.geteuid() == 0:
            os.chmod(build, 0o700)  # judges hold the hidden tests: no sandbox user reads them
        ids = configured_lessons(build, only)
        targets = _grading_targets(build, ids) if ids else None
        built, output = _cmake_build(build, targets) if targets else (False, "")
        if not built or _link_inputs_missing(build, ids):
            built, output = _cmake_build(build, [])
        if not built:
            raise RuntimeError("the kit itself does not build:\n" + output)
    return build


def graded_lessons(args, kit_build, only):
    """The lessons to grade, from the catalog of the kit's own build: never one a submission's
    code could have written."""
    lessons = catalog.load_lessons(kit_build, not args.no_hidden, only)
    if not lessons:
        raise catalog.CatalogError(f"no lessons to grade (--lessons {args.lessons})")
    return titles.attach(lessons, args.kit)


def prepare(args, only):
    """(work, kit_build, lessons): the kit built and the lessons of `only` (all when None)."""
    work = (args.work or default_work(args.kit)).resolve()
    work.mkdir(parents=True, exist_ok=True)
    if os.geteuid() == 0:
        os.chmod(work, 0o700)  # the kit's build holds the hidden tests: no sandbox user enters
    kit_build = args.kit_build.resolve() if args.kit_build else \
        build_kit(args.kit.resolve(), work, only)
    if args.kit_build and args.build:
        build_targets(args.kit.resolve(), kit_build,
                      _grading_targets(kit_build, configured_lessons(kit_build, only)))
    lessons = graded_lessons(args, kit_build, only)
    missing = [l.id for l in lessons if not (kit_build / "bin" / f"lesson{l.id}_judge").is_file()
               or not (kit_build / "grading" / f"lesson{l.id}-worker.json").is_file()]
    if missing:
        raise RuntimeError(f"{kit_build} has no judge or worker manifest for lesson(s) "
                           f"{', '.join(missing)}: build the kit first (./kit build)")
    sandbox.use_build(kit_build)
    if not sandbox.LAUNCHER.is_file():
        raise RuntimeError(f"{kit_build} has no sandbox launcher ({sandbox.LAUNCHER.name}): "
                           f"build the kit first (./kit build)")
    return work, kit_build, lessons

