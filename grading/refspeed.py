"""The reference's speed on this machine: each lesson's reference solution graded once by a slot
as a submission is, its CPU time kept in --work (reference-speed.json) beside what it depends on."""
import hashlib
import json
import os
import pathlib
import platform
import shutil
import sys

import safeio


def _machine():
    """This machine, as far as CPU time depends on it: its processor (not its name, which a
    container, as Gradescope runs each submission in, changes every time)."""
    model = ""
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model or platform.machine()} / {os.cpu_count()} CPUs"


def _reference_key(kit, kit_build, lesson):
    """What the reference's times depend on: this machine, the lesson's judge, the reference."""
    digest = hashlib.sha256(_machine().encode())
    for path in (kit_build / "bin" / f"lesson{lesson.id}_judge",
                 kit_build / "grading" / f"lesson{lesson.id}-worker.json"):
        info = path.stat()
        digest.update(f"{path}:{info.st_size}:{info.st_mtime_ns}".encode())
    digest.update((kit / "solutions" / lesson.dir / f"{lesson.source}.cpp").read_bytes())
    return digest.hexdigest()


def reference_speed(slot, work, lessons, quiet):
    """{lesson id: the reference's usage} for the lessons, graded with the same judges and
    workers built the same way on this machine, and cached in work/reference-speed.json (keyed by
    the machine, the judge and the reference's source): a first grading in a new --work pays
    for it once (about as long as grading the reference: ~15 s on a 2-core machine)."""
    kit = slot.kit
    if not (kit / "solutions").is_dir():
        return {}  # the student edition: no reference to compare with
    path = work / "reference-speed.json"
    cache = safeio.read_json_object(path)
    keys = {l.id: _reference_key(kit, slot.kit_build, l) for l in lessons}
    missing = [l for l in lessons if keys[l.id] not in cache]
    if missing:
        if not quiet:
            print(f"grade: timing the reference on this machine (lessons "
                  f"{', '.join(l.id for l in missing)}; once per --work folder)",
                  file=sys.stderr, flush=True)
        folder = safeio.private_folder(work, "reference-")
        try:
            for lesson in missing:
                target = folder / lesson.student_file
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(kit / "solutions" / lesson.dir / f"{lesson.source}.cpp", target)
            saved = slot.reference
            slot.reference = {}
            try:
                for result in slot.grade(folder, missing):
                    if result.usage and not result.problem:
                        cache[keys[result.lesson.id]] = dict(
                            result.usage, tests_passed=result.passed, tests=len(result.outcomes))
            finally:
                slot.reference = saved
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        safeio.write_atomic(path, json.dumps(cache) + "\n")
    return {l.id: cache[keys[l.id]] for l in lessons if keys[l.id] in cache}


def timed(slot, work, lessons, quiet):
    """reference_speed, or {} (and why, on standard error) when the reference could not be
    timed: speed is a report, never a grade."""
    try:
        return reference_speed(slot, work, lessons, quiet)
    except (RuntimeError, OSError) as err:
        print(f"grade: the reference could not be timed: {err}", file=sys.stderr)
        return {}
