"""Description: runs one lesson's student test binary under limits and scores every test.

The whole binary runs first, in one process. If it dies (a crash, a time-out, the memory limit),
the test that was running is charged with the reason and every test that had not finished runs
again in a process of its own, so one bad function costs only the tests that call it.
Time: one run per lesson, plus one run per unfinished test after a crash."""
import dataclasses
import os
import pathlib
import signal
import subprocess
import sys
import time

import catalog
import catch_report

LAUNCHER = pathlib.Path(__file__).with_name("launch.py")
FILE_LIMIT = 64 << 20  # bytes any one file (report, captured output) may reach


@dataclasses.dataclass
class Limits:
    seconds: float = 10.0
    memory_mb: int = 1024


@dataclasses.dataclass
class Outcome:
    test: object  # catalog.Test
    passed: bool
    message: str  # the failure, with hints; or why the test could not run


def describe_death(code, timed_out, limits):
    """Why a test process ended abnormally, in words a student can act on; "" if it did not."""
    if timed_out:
        return (f"timed out after {limits.seconds:g} s (an endless loop, or a search far "
                f"slower than it should be)")
    if code >= 0:
        return ""
    sig = -code
    reasons = {
        signal.SIGSEGV: "crashed with a segmentation fault (SIGSEGV): a bad pointer or index, "
                        "or a stack overflow from recursion that never stops",
        signal.SIGBUS: "crashed with a bus error (SIGBUS): a bad pointer",
        signal.SIGABRT: "aborted (SIGABRT): std::terminate (an exception escaped a noexcept "
                        "function or a destructor), a failed assert, or corrupted memory",
        signal.SIGFPE: "crashed with an arithmetic error (SIGFPE): an integer division by zero",
        signal.SIGKILL: f"killed (SIGKILL): probably out of memory (limit {limits.memory_mb} MB)",
        signal.SIGXFSZ: "killed for writing too much output (SIGXFSZ)",
        signal.SIGILL: "crashed with an illegal instruction (SIGILL): often a function that "
                       "does not return a value",
    }
    return reasons.get(sig, f"killed by signal {sig} ({signal.Signals(sig).name})")


def escape_name(name):
    """A test name as a Catch2 test spec that matches exactly that test."""
    out = []
    for ch in name:
        if ch in "\\,[]*\"~":
            out.append("\\")
        out.append(ch)
    return "".join(out)


def run_limited(command, workdir, limits):
    """Runs a command under the limits; returns (exit code or -signal, timed out, stdout tail)."""
    memory = limits.memory_mb << 20
    log = workdir / "output.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, str(LAUNCHER), str(memory), str(FILE_LIMIT), "--", *command],
            cwd=workdir, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True)
        try:
            code = proc.wait(timeout=limits.seconds)
            timed_out = False
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            code = proc.wait()
            timed_out = True
    with open(log, "rb") as f:
        f.seek(max(0, log.stat().st_size - 2000))
        tail = f.read().decode(errors="replace")
    return code, timed_out, tail


def run_catch(binary, workdir, limits, names=None):
    report = workdir / "report.xml"
    report.unlink(missing_ok=True)
    command = [str(binary), "-r", "xml", "-o", str(report), "--order", "decl"]
    if names:
        command.append(",".join(escape_name(n) for n in names))
    code, timed_out, tail = run_limited(command, workdir, limits)
    parsed = catch_report.parse(report.read_bytes() if report.exists() else b"")
    death = describe_death(code, timed_out, limits)
    if not death and not parsed.complete:
        death = (f"the test program quit in the middle of this test (exit status {code}): "
                 f"does the code call exit() or quick_exit()?")
    return parsed, death, tail


def _memory_note(message, limits):
    if "bad_alloc" in message:
        return f"ran out of memory (limit {limits.memory_mb} MB)\n{message}"
    return message


def grade_binary(lesson, binary, workdir, limits):
    """Outcomes for the lesson's tests (catalog order), then any the source scan missed."""
    tests = lesson.tests
    workdir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    report, death, tail = run_catch(binary, workdir, limits)
    results = {name: (case.passed, case.message) for name, case in report.cases.items()}
    if death and report.running:
        results[report.running] = (False, death)
    for name, case in report.cases.items():
        if death and not case.passed and "crashed:" in case.message:
            results[name] = (False, f"{death}\n{case.message}")
    if death or any(test.name not in results for test in tests):
        for test in tests:
            if test.name in results:
                continue
            single, single_death, single_tail = run_catch(binary, workdir, limits, [test.name])
            case = single.cases.get(test.name)
            if single_death:
                detail = case.message if case and not case.passed else ""
                results[test.name] = (False, "\n".join(filter(None, [single_death, detail])))
            elif case:
                results[test.name] = (case.passed, case.message)
            else:
                results[test.name] = (False, "the test program did not run this test:\n" +
                                      single_tail.strip()[-500:])
    outcomes = []
    for test in tests:
        passed, message = results.pop(test.name, (False, "the test program did not run this "
                                                  "test (was it renamed?)"))
        outcomes.append(Outcome(test, passed, _memory_note(message, limits)))
    for name, (passed, message) in results.items():
        tags = report.cases[name].tags if name in report.cases else ""
        test = catalog.Test(lesson.id, name, tags, hidden=False)
        outcomes.append(Outcome(test, passed, _memory_note(message, limits)))
    return outcomes, time.monotonic() - started
