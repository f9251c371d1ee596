"""Description: builds a lesson's worker from a student's file, in the sandbox.

The trusted build of the kit writes, per lesson, build/grading/lessonNN-worker.json: the
compiler, its flags, the folders of public headers the lesson file may include and the prebuilt
libraries to link (the reference of earlier lessons, the worker's main). The worker is built in a
fresh folder holding copies of those headers, the student's file and its helpers, and copies of
those libraries: never solutions/ or tests/hidden/. The kit's header folders come first on the
include path, and a helper may not take a kit header's name, so `#include "bfs.hpp"` is the kit's.
The compiler runs as the sandbox user, with bubblewrap showing it /usr and that folder only.
Time: one run of the compiler that compiles the lesson file (the standard headers precompiled)
and links it statically, 0.4-1.7 s each lesson."""
import dataclasses
import json
import os
import pathlib
import re
import shutil
import subprocess
import time

import messages
import runner
import safeio
import sandbox

HEADER_SUFFIXES = (".hpp", ".h")
FIRST_ERROR = re.compile(r"(: (fatal )?error: |undefined reference to |multiple definition of |"
                         r"ld returned)")
SOURCE_QUOTE = re.compile(r"^\s*\d*\s*\|")
COMPILE_LIMITS = sandbox.Limits(cpu_seconds=120, memory_bytes=3 << 30, processes=64,
                                open_files=256, file_bytes=256 << 20, tmp_bytes=512 << 20)
LOG_CAP = 256 << 10  # bytes of compiler output read back


@dataclasses.dataclass
class Manifest:
    lesson: str
    dir: str
    source: str
    cxx: str
    compile_flags: list
    header_dirs: list
    link_inputs: list
    link_flags: list
    # The standard headers and their precompiled form (GCC's .gch), put before the student's
    # file; [] where the kit's compiler makes none
    precompiled: list = dataclasses.field(default_factory=list)

    def headers(self):
        """(index of its header folder, path relative to it, host path) for every public header:
        a folder named include/ recursively, a lesson folder flat."""
        found = []
        for index, folder in enumerate(map(pathlib.Path, self.header_dirs)):
            paths = folder.rglob("*") if folder.name == "include" else folder.glob("*")
            for path in sorted(paths):
                if path.suffix in HEADER_SUFFIXES and path.is_file():
                    found.append((index, path.relative_to(folder), path))
        return found

    def frozen_headers(self):
        """The lesson's own frozen headers (the kit's copy is graded, a student's is ignored)."""
        own = [d for d in map(pathlib.Path, self.header_dirs) if d.name == self.dir]
        return {p.name for d in own for p in d.glob("*") if p.suffix in HEADER_SUFFIXES}

    def header_names(self):
        return {rel.name for _, rel, _ in self.headers()}


def load_manifest(build_dir, lesson_id):
    path = pathlib.Path(build_dir) / "grading" / f"lesson{lesson_id}-worker.json"
    data = json.loads(path.read_text())
    return Manifest(**{f.name: data[f.name] for f in dataclasses.fields(Manifest)
                       if f.name in data})


def _populate(manifest, student, stub, folder):
    for index, rel, path in manifest.headers():
        target = folder / "kit" / str(index) / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    src = folder / "src"
    src.mkdir()
    (src / f"{manifest.source}.cpp").write_bytes(stub if student.stub else student.source)
    for name, data in student.helpers.items():
        (src / name).write_bytes(data)
    libs = []
    (folder / "lib").mkdir()
    for index, path in enumerate(manifest.link_inputs):
        target = folder / "lib" / f"{index:02d}-{pathlib.Path(path).name}"
        shutil.copyfile(path, target)
        libs.append(str(target))
    (folder / "pch").mkdir()
    for path in manifest.precompiled:
        shutil.copyfile(path, folder / "pch" / pathlib.Path(path).name)
    (folder / "out").mkdir()
    (folder / "tmp").mkdir()
    return libs


def _chown_tree(folder, uid, gid):
    if uid < 0:
        return
    for root, dirs, files in os.walk(folder):
        for name in [*dirs, *files]:
            os.chown(os.path.join(root, name), uid, gid, follow_symlinks=False)
    os.chown(folder, uid, gid)


def _step(iso, argv, folder, log, timeout, kill_after=True, wall_timeout=None):
    """One sandboxed compiler run: (its exit status, or None when it took too long; the seconds
    it held, as a lesson's budget counts its tests' time: see _wait). It may hold `timeout`
    seconds so counted, under a hard cap of `wall_timeout` seconds of the wall clock (5 times
    timeout by default), as a lesson's tests may. kill_after: then kill
    every process of the sandbox user (False while other builds run as that user: the caller
    kills them all once every build has ended)."""
    view = sandbox.View(program=argv[0], workdir=str(folder), system=True,
                        env=(("PATH", "/usr/bin:/bin"), ("LANG", "C"),
                             ("TMPDIR", str(folder / "tmp"))))
    launch = sandbox.command(iso, COMPILE_LIMITS, view)
    with open(log, "ab") as out:
        proc = subprocess.Popen([*launch, *argv[1:]], stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            timeout = max(1.0, timeout)
            status, used = _wait(proc, runner.LessonClock(timeout, wall_timeout or 5 * timeout))
            return (None if status is None else os.waitstatus_to_exitcode(status)), used
        finally:
            if kill_after:
                sandbox.kill_all(iso.uid)


def _wait(proc, clock):
    """(wait status or None when the clock (runner.LessonClock) ran out first, the seconds
    charged): the wall clock less the time the compiler waited for a CPU another program held,
    and at least the CPU time the kernel accounts to the process and its reaped descendants
    (which Popen.wait does not give). So a busy machine slows a build down without cutting it,
    and a compiler blocked on a device it reads is charged as a sleeping worker is: at the wall
    clock's pace."""
    clock.watch(proc.pid)
    looked = time.monotonic()
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if clock.over():
            os.killpg(proc.pid, 9)
            _, status, usage = os.wait4(proc.pid, 0)
            status = None
            break
        time.sleep(0.01)
        if time.monotonic() - looked >= runner.TICK:
            clock.tick()
            looked = time.monotonic()
    clock.finish()
    proc.returncode = -1  # reaped here: Popen must not wait for it again
    return status, max(clock.charged, usage.ru_utime + usage.ru_stime)


def build(manifest, student, stub, folder, private, iso, timeout=120, kill_after=True,
          wall_timeout=None):
    """Builds folder/out/worker; returns (its path, None, seconds charged) or (None, why: a
    Reason holding the compiler's first error, seconds charged): _wait's. timeout, wall_timeout
    and kill_after: as _step's."""
    libs = _populate(manifest, student, stub, folder)
    _chown_tree(folder, iso.uid, iso.gid)
    includes = [f"-I{folder / 'kit' / str(i)}" for i in range(len(manifest.header_dirs))]
    prelude = [f"-include{folder / 'pch' / pathlib.Path(path).name}"
               for path in manifest.precompiled if not path.endswith(".gch")]
    worker = folder / "out" / "worker"
    log = private / "compile.log"
    # Compiled and linked by one run of the compiler: one sandbox launch, not two.
    # -Winvalid-pch: the log says so when the precompiled headers are not used (a flag that
    # differs from theirs), which would double each compile's time.
    argv = [manifest.cxx, *manifest.compile_flags, "-fdiagnostics-color=never", "-Winvalid-pch",
            *prelude, *includes, str(folder / "src" / f"{manifest.source}.cpp"), *libs,
            *manifest.link_flags, "-o", str(worker)]
    status, used = _step(iso, argv, folder, log, timeout, kill_after, wall_timeout)
    if status is None:
        return None, messages.reason("build.timeout", seconds=timeout), used
    if status != 0:
        output = safeio.read_capped(log, LOG_CAP)[0].decode(errors="replace")
        return None, first_error(output, folder, f"lessons/{manifest.dir}/"), used
    return worker, None, used


def first_error(output, folder, student_folder):
    """The compiler's first error with the source line it quotes, paths shown as the student's:
    a Reason (build.compile_error; build.failed with the output's end when no line is an
    error)."""
    output = re.sub(re.escape(f"{folder}/kit/") + r"\d+/", "", output)
    output = output.replace(f"{folder}/src/", student_folder).replace(f"{folder}/", "")
    lines = output.splitlines()
    for i, line in enumerate(lines):
        if FIRST_ERROR.search(line):
            shown = [line.strip()]
            # gcc quotes the source line and a caret under the fault: keep them.
            shown += [l.rstrip() for l in lines[i + 1:i + 3] if SOURCE_QUOTE.match(l)]
            return messages.reason("build.compile_error", output="\n".join(shown))
    tail = [l for l in lines if l.strip()][-5:]
    return messages.reason("build.failed", output="\n".join(tail))
