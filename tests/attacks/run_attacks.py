#!/usr/bin/env python3
"""The attack suite: submissions that try to score points they did not earn, or to harm the
grader and other students (issue 10), graded as instructors grade them, each one checked.

  run_attacks.py [--only A,B] [--modes single,gradescope,batch,nobody] [--no-baselines] [--keep]
                 [--record FILE]

Every attack in submissions/ is graded twice: with `./kit grade --submission DIR --json OUT`
(single mode) and through the Gradescope bundle laid out locally (`./kit gradescope DIR`, then
its setup.sh once and its run_autograder per submission, with /autograder moved into a temporary
folder by NPUZZLE_AUTOGRADER_ROOT). The attack on batch mode is graded with `--submissions`
between two honest classmates. Where the suite runs as root, the single-mode attacks are graded
once more with the grader running as `nobody` (mode nobody: no sandbox user of its own then),
judging with the kit build root's ./kit grade made (the kit's build/).
Each grading must:
  - end within a bound (a hang fails the check; the grader's process group is then killed),
  - score no more than the attack's honest score (the points of the honest part it implements),
  - leave no process of the attack alive (each names itself "npzatk"; survivors are killed),
  - leave nothing in /tmp/npzattack*, and change no file of the instructor's kit nor the
    submission (hashed before and after),
  - show no text of the hidden tests in any visible output, nor their time in a visible figure,
  - leave true what an attack claims to have done ("npzatk-claim: KEY=N" in its thrown message:
    the memory it held, the CPU it used unseen) within the limits it must meet,
and the attacks that may break the next grading are followed by an honest submission in the same
scratch folder, which must score its full points. The reference must score full marks and the
stubs 0 in both modes (in single mode the reference on the lessons the attacks use).

The instructor's kit is a copy of this one (NPUZZLE_ATTACK_KIT=DIR grades with another) made in
a temporary folder, so an attack that gets through cannot touch the real tree. Gradings share one
scratch build per mode (NPUZZLE_ATTACK_KIT_BUILD=DIR: a kit build made already, and no
setup.sh); lessons other than 00 are graded only where the attack needs them.
Bounds if a defence fails: attacks cap their own processes (40 sleepers), bytes (50 MB) and
lifetimes (60 s); the grader runs under an address-space limit (NPUZZLE_ATTACK_GRADER_MEMORY_MB,
default 2048) and a wall-clock bound per grading (NPUZZLE_ATTACK_HANG_SECONDS, default 60).
Prints one line per check, then "N passed, N failed"; exit status 1 when any check failed."""
import argparse
import csv
import dataclasses
import hashlib
import json
import os
import pathlib
import pwd
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from stat import S_ISLNK, S_ISREG

HERE = pathlib.Path(__file__).resolve().parent
KIT = pathlib.Path(os.environ.get("NPUZZLE_ATTACK_KIT", HERE.parent.parent)).resolve()
SUBMISSIONS = HERE / "submissions"
# What the attacks share, pasted into each lesson file in place of its #include.
PASTED = (HERE / "npzattack.hpp", HERE / "npzattack_stubs.hpp")
MARKER = "npzatk"  # the name every process of an attack gives itself
LEFTOVERS = "/tmp/npzattack*"
HANG_SECONDS = float(os.environ.get("NPUZZLE_ATTACK_HANG_SECONDS", "60"))
FULL_SECONDS = 900  # a grading of every lesson (the reference's exhaustive tests take seconds)
GRADER_MEMORY_MB = int(os.environ.get("NPUZZLE_ATTACK_GRADER_MEMORY_MB", "2048"))
# A kit build made already (./kit build): every grading uses it (--kit-build) and setup.sh is not
# run, for a quick look at a few attacks; by default the bundle's setup.sh builds the kit.
KIT_BUILD = os.environ.get("NPUZZLE_ATTACK_KIT_BUILD", "")
WORKER_MEMORY_MB = 1024  # the grader's default --memory
TMPFS_MB = 64  # the size of each tmpfs the sandbox mounts (grading/runner.py)
NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"]
SLEEPER_MS = 1000  # each call of a sleeping stub (Attack.sleepers): under the call limit
NOT_IMPLEMENTED = re.compile(r"throw not_implemented\([^;]*\);")
CLAIM = re.compile(r"npzatk-claim:((?: \w+=\d+)+)")
TIMEOUT = "10"  # the grader's --timeout for lesson 00
FULL_TIMEOUT = "120"  # and for every lesson of the reference
# What ./kit grade itself writes in the kit at a grading: the log of its build of the judges and
# the stamps of what it built (a change there is the grader's, never the attack's).
GRADER_WRITES = re.compile(r"build/(build\.log|grading/built-[0-9a-f]+)")
DAEMON_GRACE = 1.5  # seconds a daemon gets to act after the grader exits
WARMUP = "00-warmup/warmup.cpp"
SKIP_COPY = {".git", "out", "__pycache__"}
JUDGE_OUT_OF_MEMORY = re.compile(r"std::bad_alloc(?!: your code|：你的代码)")
# Lesson 00's time as the budget's notes name it, in English or Chinese
LESSON00_FIGURE = re.compile(r"(?:lesson 00|第 00 课)\s*([0-9.]+) s")
TEST_NAME = re.compile(r'TEST_CASE\s*\(\s*"((?:[^"\\]|\\.)*)"')


EVERY_MODE = ("single", "gradescope", "batch", "nobody")


@dataclasses.dataclass
class Attack:
    name: str
    honest: int  # points the attack's honest part earns: its score may not exceed them
    lessons: str = "00"
    link: tuple = ()  # (path in the submission, its target in the instructor's kit)
    lingering: bool = False  # leaves daemons behind: they get DAEMON_GRACE to act
    leak: bool = False  # tries to show the hidden tests in a visible output
    next_submission: bool = False  # may break the next grading in the same scratch folder
    fresh_work: bool = False  # works only where the scratch build starts empty (single mode)
    time_limit: float = 0  # --timeout; the lesson's grading must end within it (plus 2 s)
    modes: tuple = ("single", "gradescope", "nobody")
    claim_limits: tuple = ()  # (key, most) pairs: what the attack may claim to have done
    unseen_cpu: bool = False  # claims CPU (unseen_cpu_ms) that the reported CPU must hold
    hidden_delay: float = 0  # seconds it sleeps on hidden inputs: no visible figure holds them
    from_stubs: bool = False  # the kit's stubs, every not_implemented an invalid_argument
    odd_files: tuple = ()  # (path in the submission, as bytes): files made at run time
    peak_mb: int = 0  # the most any process of its grading may hold resident (the judge)
    references: tuple = ()  # lessons whose reference the submission holds beside the attack
    twin_seconds: float = 0  # execution_time may exceed the honest twin's by less than this
    # Graded with --submission-timeout of this many seconds: its one lesson's build, which never
    # ends by itself, must be cut at them and charged the wall clock it held
    stalled_build: float = 0
    sleepers: tuple = ()  # lessons whose stubs it holds, sleeping SLEEPER_MS in every call
    grader_args: tuple = ()  # more arguments of its grading (single mode)

    @property
    def bound(self):
        return HANG_SECONDS if self.lessons == "00" else FULL_SECONDS


ATTACKS = [
    Attack("forge_static_init", 0),
    Attack("forge_in_is_goal", 0),
    Attack("forge_static_destructor", 0),
    Attack("points_tag", 0),
    Attack("student_main", 0),
    Attack("include_helper", 0),
    Attack("include_macro", 0),
    Attack("include_digraph", 0),
    Attack("include_comment", 0),
    Attack("include_line_splice", 0),
    Attack("include_absolute", 0),
    Attack("incbin_hidden", 0, leak=True),
    Attack("hidden_runtime", 0, leak=True),
    Attack("symlink_reference", 0,
           link=("lessons/00-warmup/warmup.cpp", "solutions/00-warmup/warmup.cpp")),
    Attack("lessons_symlink", 0, link=("lessons", "solutions")),
    Attack("copy_solutions", 0, lessons="00,01"),
    # A warm scratch build keeps the tests' objects, built with the kit's catch.hpp; Gradescope's
    # setup.sh warms it too, so only a first grading in a new --work is open to this one.
    Attack("catch_hpp", 0, fresh_work=True),
    Attack("daemon_json", 0, lingering=True),
    Attack("batch_daemon", 0, lingering=True, modes=("batch",)),
    Attack("fifo_log", 0, next_submission=True),
    Attack("devzero_log", 0, next_submission=True),
    Attack("write_instructor_tree", 0),
    Attack("fork_sleepers", 0, lingering=True),
    Attack("tmp_fill", 0),
    Attack("slow_correct", 11, time_limit=4),
    Attack("mount_fill", 0, modes=EVERY_MODE,
           claim_limits=(("root_mb", 0), ("dev_mb", 0), ("devshm_mb", 0), ("tmp_mb", TMPFS_MB),
                         ("cwd_mb", TMPFS_MB))),
    Attack("fork_memory", 0, claim_limits=(("held_mb", WORKER_MEMORY_MB),), modes=EVERY_MODE),
    # Lessons 04 and 06 still give a refusal test's point to code that refuses everything.
    Attack("throw_everywhere", 0, lessons="00,05,07", from_stubs=True, modes=EVERY_MODE),
    Attack("hidden_cpu", 0, unseen_cpu=True, modes=EVERY_MODE),
    # Two hidden tests ask about a board that is not square, each once before the stub's throw
    # ends it: the attack sleeps 2 x 1.2 s (its cap of 4 sleeps is never reached).
    Attack("timing_leak", 0, hidden_delay=2.4, modes=EVERY_MODE),
    Attack("bad_file_name", 0, odd_files=(b"lessons/00-warmup/\xff\xfe.txt",),
           modes=("single", "batch")),
    # The judge keeps at most 2,000,001 events of one search (about 0.9 GB): far under its 2 GB.
    Attack("event_flood", 0, lessons="03", peak_mb=1300, modes=("single",)),
    Attack("hidden_spin_lane", 38, lessons="00,01", references=("01",), twin_seconds=5,
           modes=("single",)),
    Attack("build_stall", 0, stalled_build=5, grader_args=("--submission-timeout", "5"),
           modes=("single",)),
    # Lessons 01 and 02 sleep until the submission's budget stops them: that note names what
    # each lesson before them took, lesson 00's hidden sleep (6 s) never in it. 27 s for 3
    # lessons keeps 9 s for each, and whatever the builds took, one of 01 and 02 starts after
    # lesson 00 ended and is given less than its own 10 s (less than 3 x 10 s in all).
    Attack("budget_leak", 0, lessons="00,01,02", hidden_delay=6, sleepers=("01", "02"),
           grader_args=("--submission-timeout", "27"), modes=("single",)),
]


def say(text):
    print(text, flush=True)


# ---------------------------------------------------------------------------------------------
# Trees: copies, hashes, restores


def copy_kit(src, dest):
    def ignore(folder, names):
        top = pathlib.Path(folder) == src
        return [n for n in names if n in SKIP_COPY or (top and n.startswith("build"))]

    shutil.copytree(src, dest, symlinks=True, ignore=ignore)


# A file's hash, by what its stat says of it: one whose device, inode, size, modification and
# change times are as they were when it was hashed holds the same bytes (a write, or an mtime put
# back with utime, moves the ctime, which no user sets), so the instructor's kit and its build
# (its judges and objects, ~100 MB) are read once, not twice at every check. A file whose ctime
# is under a second old when hashed is read again next time: a write in the same clock tick
# would leave its ctime as it was.
_hashed = {}
SETTLED_NS = 1_000_000_000


def file_hash(path, stat):
    key = (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)
    known = _hashed.get(path)
    if known and known[0] == key:
        return known[1]
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if time.time_ns() - stat.st_ctime_ns > SETTLED_NS:
        _hashed[path] = (key, digest)
    return digest


def tree_hashes(root):
    """Every file and link under root: its bytes' hash or its link's target."""
    found = {}
    if not root.exists():
        return found
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
            path = pathlib.Path(dirpath) / name
            rel = str(path.relative_to(root))
            try:
                stat = path.lstat()
            except FileNotFoundError:  # gone since the walk listed it
                found[rel] = "special file"
                continue
            if S_ISLNK(stat.st_mode):
                found[rel] = "link:" + os.readlink(path)
            elif S_ISREG(stat.st_mode):
                found[rel] = file_hash(path, stat)
            else:
                found[rel] = "special file"
    return found


def changed(before, after):
    return sorted(p for p in before.keys() | after.keys() if before.get(p) != after.get(p))


def restore(root, pristine, paths):
    """Puts back the files an attack changed, so the next attack meets the kit as it was."""
    for rel in paths:
        path, original = root / rel, pristine / rel
        if path.is_symlink() or path.is_file() or (path.exists() and not path.is_dir()):
            path.unlink()
        if original.is_file():
            path.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(original, path)


def materialize(attack, dest, kit, json_path="", out="", subs=""):
    """The attack's submission in dest: the shared header pasted in, paths filled in, links
    made (they point into `kit`, the instructor's kit the grader uses)."""
    shutil.rmtree(dest, ignore_errors=True)
    if attack.from_stubs:
        throwing_stubs(dest, kit)
    else:
        shutil.copytree(SUBMISSIONS / attack.name, dest, symlinks=True)
    pasted = {f'#include "{header.name}"': header.read_text().replace("#pragma once\n", "")
              for header in PASTED}
    hidden_file = kit / "tests" / "hidden" / "lesson00_warmup.cpp"
    hidden = TEST_NAME.findall(hidden_file.read_text()) if hidden_file.is_file() else []
    values = {"@KIT@": str(kit), "@JSON@": str(json_path), "@OUT@": str(out),
              "@SUBMISSIONS@": str(subs), "@HIDDEN_TESTS@": "\\n".join(hidden)}
    for path in dest.rglob("*"):
        if path.suffix not in (".cpp", ".hpp") or path.is_symlink():
            continue
        text = path.read_text()
        if path.suffix == ".cpp":
            for line, header in pasted.items():
                text = re.sub(re.escape(line) + r"[^\n]*\n", lambda _: header, text)
        for key, value in values.items():
            text = text.replace(key, value)
        path.write_text(text)
    for lesson in attack.references:
        honest_part = honest_submission(dest.parent / f"{dest.name}-references", kit, {lesson})
        shutil.copytree(honest_part / "lessons", dest / "lessons", dirs_exist_ok=True)
        shutil.rmtree(honest_part)
    for lesson in attack.sleepers:
        sleeping_stub(dest, kit, lesson)
    for odd in attack.odd_files:
        open(os.fsencode(dest) + b"/" + odd, "wb").close()
    if attack.link:
        link, target = attack.link
        (dest / link).parent.mkdir(parents=True, exist_ok=True)
        (dest / link).symlink_to(kit / target)
    return dest


def sleeping_stub(dest, kit, lesson):
    """The lesson's stub, sleeping SLEEPER_MS in every call before its not_implemented: it spends
    every second its lesson is given."""
    honest_part = honest_submission(dest.parent / f"{dest.name}-sleeper", kit, {lesson},
                                    stubs=True)
    for path in honest_part.rglob("*.cpp"):
        text = NOT_IMPLEMENTED.sub(lambda m: f"std::this_thread::sleep_for("
                                   f"std::chrono::milliseconds({SLEEPER_MS})); {m.group(0)}",
                                   path.read_text())
        path.write_text("#include <chrono>\n#include <thread>\n" + text)
    shutil.copytree(honest_part / "lessons", dest / "lessons", dirs_exist_ok=True)
    shutil.rmtree(honest_part)


def throwing_stubs(dest, kit):
    """Every lesson's stub with each not_implemented turned into std::invalid_argument: code that
    refuses every input, which must score nothing."""
    honest_submission(dest, kit, stubs=True)
    for path in dest.rglob("*.cpp"):
        text = NOT_IMPLEMENTED.sub('throw std::invalid_argument("refused");', path.read_text())
        path.write_text("#include <stdexcept>\n" + text)


def honest_submission(dest, kit, lessons=None, stubs=False):
    """The reference (or the stubs) of the given lessons, with the reference's helper headers."""
    shutil.rmtree(dest, ignore_errors=True)
    origin = kit / ("lessons" if stubs else "solutions")
    for folder in sorted(p for p in origin.iterdir() if p.is_dir()):
        if lessons and folder.name[:2] not in lessons:
            continue
        for path in folder.iterdir():
            if path.suffix in (".cpp", ".hpp") and path.is_file():
                target = dest / "lessons" / folder.name / path.name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, target)
    return dest


# ---------------------------------------------------------------------------------------------
# Processes


@dataclasses.dataclass
class Run:
    code: int
    seconds: float
    hung: bool
    output: str
    peak_mb: float = 0.0  # the largest resident size of the grader or a process it waited for


def limit_memory():
    if GRADER_MEMORY_MB > 0:
        size = GRADER_MEMORY_MB << 20
        resource.setrlimit(resource.RLIMIT_AS, (size, size))


def run_bounded(command, bound, logs, env=None):
    """Runs the grader in a process group of its own, its output in the file `logs` (an escaped
    daemon holding a pipe would keep a reader waiting); kills the group past `bound` seconds."""
    started = time.monotonic()
    with open(logs, "wb") as log:
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log,
                                stderr=subprocess.STDOUT, env=env, start_new_session=True,
                                preexec_fn=limit_memory)
        hung = False
        while True:  # wait4: the kernel's account of the grader's tree, which wait() drops
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - started > bound:
                os.killpg(proc.pid, signal.SIGKILL)
                _, status, usage = os.wait4(proc.pid, 0)
                hung = True
                break
            time.sleep(0.05)
        proc.returncode = os.waitstatus_to_exitcode(status)
    output = logs.read_bytes()[-3000:].decode(errors="replace")
    return Run(proc.returncode, time.monotonic() - started, hung, output, usage.ru_maxrss / 1024)


# Whose processes and files this run answers for: ctest runs the root modes and the nobody mode
# as two tests at once, and neither may count (or kill) the other's attack as its own survivor.
# The grader as root runs student code as its npuzzle-sandboxN users, as nobody as nobody.
NOBODY_UID = pwd.getpwnam("nobody").pw_uid
SCOPE = None  # None: every uid; "nobody" or "root": set by main() from the modes run


def owned_here(uid):
    return SCOPE is None or (uid == NOBODY_UID) == (SCOPE == "nobody")


def owner_here(path):
    try:
        return owned_here(path.lstat().st_uid)
    except OSError:  # gone already
        return False


def real_uid(proc_entry):
    """The process's real uid, from its status (the owner of its /proc folder is root for a
    process that is not dumpable, as one that changed its uid is)."""
    for line in (proc_entry / "status").read_text().splitlines():
        if line.startswith("Uid:"):
            return int(line.split()[1])
    raise OSError(f"no Uid line in {proc_entry}/status")


def marked_processes():
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if (entry / "comm").read_text().strip() == MARKER and owned_here(real_uid(entry)):
                found.append(int(entry.name))
        except (OSError, ValueError):
            continue
    return found


def kill_survivors(known=()):
    """Kills the attack's processes that outlived grading; returns how many were not `known`."""
    pids = marked_processes()
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return len(set(pids) - set(known))


def remove_leftovers():
    found = sorted(p for p in pathlib.Path("/").glob(LEFTOVERS.lstrip("/")) if owner_here(p))
    for path in found:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)
    return [str(p) for p in found]


# ---------------------------------------------------------------------------------------------
# Results


def read_results(path):
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def score_of(results):
    try:
        return float(results["score"])
    except (TypeError, KeyError, ValueError):
        return None


def max_of(results):
    try:
        return results["extra_data"]["max_score"]
    except (TypeError, KeyError):
        return "?"


def hidden_markers(kit):
    """Lines of lesson 00's hidden tests that appear in no visible test file: none may show."""
    hidden = kit / "tests" / "hidden" / "lesson00_warmup.cpp"
    if not hidden.is_file():
        return []
    public = (kit / "tests" / "lessons" / "lesson00_warmup.cpp").read_text()
    lines = {line.strip() for line in hidden.read_text().splitlines()}
    return sorted(l for l in lines if len(l) >= 25 and l not in public)


def visible_text(results):
    tests = results.get("tests", []) if isinstance(results, dict) else []
    parts = [str(results.get("output", ""))] if isinstance(results, dict) else []
    parts += [str(t.get("output", "")) for t in tests if t.get("visibility") == "visible"]
    return "\n".join(parts)


def lesson_seconds(junit, lesson_id):
    try:
        for suite in ET.parse(junit).getroot().iter("testsuite"):
            if suite.get("name") == f"lesson{lesson_id}":
                return float(suite.get("time"))
    except (OSError, ET.ParseError, TypeError, ValueError):
        pass
    return None


def visible_claims(results):
    """{key: the largest N} of the "npzatk-claim: KEY=N" an attack threw into visible outputs."""
    found = {}
    tests = results.get("tests", []) if isinstance(results, dict) else []
    for test in tests:
        if test.get("visibility") != "visible":
            continue
        for match in CLAIM.finditer(str(test.get("output", ""))):
            for pair in match.group(1).split():
                key, value = pair.split("=")
                found[key] = max(found.get(key, 0), int(value))
    return found


def lesson_cpu(results, lesson_dir):
    for lesson in (results or {}).get("extra_data", {}).get("lessons", []):
        if lesson.get("lesson") == lesson_dir:
            return lesson.get("cpu_seconds")
    return None


def claim_problems(attack, results, junit):
    """What the attack did that it must not have been able to do."""
    problems = []
    claims = visible_claims(results)
    for key, most in attack.claim_limits:
        if claims.get(key, 0) > most:
            problems.append(f"{key}={claims[key]} (at most {most})")
    if attack.unseen_cpu and claims.get("unseen_cpu_ms", 0) >= 100:
        reported = lesson_cpu(results, "00-warmup")
        # The claim was read during the last visible call: the figure holds it, give or take the
        # kernel's 10 ms tick per process.
        if reported is None or reported * 1000 + 30 < claims["unseen_cpu_ms"]:
            problems.append(f"its children used {claims['unseen_cpu_ms']} ms of CPU, the grader "
                            f"reported {reported} s for all its code")
    lesson = lesson_seconds(junit, "00") if junit else None
    if attack.hidden_delay and attack.lessons == "00" and isinstance(results, dict) and \
            lesson is not None:
        # The JUnit report, the instructor's, times the whole lesson, the hidden tests with it.
        shown = float(results.get("execution_time", 0))
        if shown > lesson - 0.5 * attack.hidden_delay:
            problems.append(f"execution_time {shown:g} s, visible to students, holds the "
                            f"{attack.hidden_delay:g} s the attack slept on hidden tests' inputs "
                            f"(the lesson took {lesson:.1f} s)")
    if attack.hidden_delay and isinstance(results, dict) and lesson is not None:
        # The budget's notes name each earlier lesson's time: "lesson 00 0.4 s", its build and
        # visible tests, which take a few seconds however loaded the machine (its clock leaves
        # out the time they waited for a CPU); the sleeps on hidden inputs alone take longer.
        figures = LESSON00_FIGURE.findall(visible_text(results))
        leaked = [f for f in figures if float(f) >= attack.hidden_delay - 1]
        if leaked:
            problems.append(f"a visible output names lesson 00's time as {leaked[0]} s: it holds "
                            f"the {attack.hidden_delay:g} s the attack slept on hidden tests' "
                            f"inputs (the lesson took {lesson:.1f} s)")
        elif attack.sleepers and not figures:
            problems.append("no budget's note named lesson 00's time: the lessons after it were "
                            "not stopped on the budget, so the case saw nothing (a build cut?)")
    return problems


def stalled_build_problems(attack, results, run):
    """A build that never ends by itself: cut at the submission's budget (its one lesson's build
    may use it all) and charged the wall clock it held, which the lesson's time shows."""
    if not attack.stalled_build or not isinstance(results, dict):
        return []
    problems = []
    cap = attack.stalled_build
    lessons = results.get("extra_data", {}).get("lessons", [])
    kind = (lessons[0].get("problem") or {}).get("kind", "") if lessons else ""
    if not kind.startswith("build.timeout"):
        problems.append(f"lesson 00's problem is {kind or 'none'!r}, not its build's time limit")
    if run.seconds > cap + HANG_SECONDS / 2:
        problems.append(f"the grading took {run.seconds:.0f} s: the build was not cut at its "
                        f"{cap:g} s")
    charged = float(results.get("execution_time", 0))
    if charged < 0.8 * cap:
        problems.append(f"the build held the slot until its {cap:g} s limit cut it, and the "
                        f"submission's budget was charged {charged:g} s of it")
    return problems


def odd_file_problems(attack, results, junit):
    """Each file an attack named oddly: its reports written all the same, naming it readably."""
    problems = []
    for odd in attack.odd_files:
        shown = odd.decode("utf-8", "backslashreplace")
        if shown not in visible_text(results):
            problems.append(f"no visible output names {shown}")
        try:
            ET.parse(junit)
        except (OSError, ET.ParseError, TypeError) as err:
            problems.append(f"no readable junit.xml: {err}")
    return problems


def full_marks(results, expected=None):
    """Problems with an honest grading that should have every point."""
    score = score_of(results)
    if score is None:
        return ["no results.json"]
    problems = []
    if expected is not None and score != expected:
        problems.append(f"scored {score:g}, expected {expected}")
    failed = [t.get("name") for t in results.get("tests", []) if t.get("status") != "passed"]
    if failed:
        problems.append(f"{len(failed)} tests failed: {failed[:3]}")
    if score == 0:
        problems.append("scored 0")
    return problems


# ---------------------------------------------------------------------------------------------
# The lab: the instructor's kit, the two ways of grading, the checks


class Lab:
    def __init__(self, tmp):
        self.tmp = tmp
        self.kit = tmp / "instructor" / "kit"  # the instructor's kit, as the grader sees it
        self.pristine = tmp / "pristine"
        copy_kit(KIT, self.kit)
        copy_kit(KIT, self.pristine)
        self.root = tmp / "autograder"  # Gradescope's /autograder
        # One scratch build for both modes, the one the bundle's setup.sh makes (./kit grade
        # mirrors its own kit into it; the two kits hold the same lessons and tests).
        self.work = self.root / "work"
        self.nobody_work = tmp / "nobody-work"  # the slots of nobody's grader, its --work
        self.bundle = tmp / "bundle"
        self.markers = hidden_markers(self.kit)
        self.lesson00_points = None
        # Seconds the last lesson-00 grading without a time limit took (its worker's build, its
        # tests): what a lesson 00 costs on this machine under its present load.
        self.lesson00_seconds = {}
        self.passed = 0
        self.failed = 0
        self.records = []

    # --- grading in each mode ---

    def grader(self):
        """./kit grade, which builds the kit first; with a build made already, the grader itself."""
        if KIT_BUILD:
            return [sys.executable, str(self.kit / "grading" / "grade.py")]
        return [str(self.kit / "kit"), "grade"]

    def grade_single(self, submission, lessons, timeout=TIMEOUT, bound=HANG_SECONDS, work=None,
                     as_nobody=False, extra=()):
        out = self.tmp / "single"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir()
        json_path, junit = out / "results.json", out / "junit.xml"
        command = [*self.grader(), "--submission", str(submission),
                   "--work", str(work or self.work), "--json", str(json_path), "--junit", str(junit),
                   "--timeout", str(timeout), "--quiet",
                   # Speed beside the reference is the grading test's to check; timing the
                   # reference in every fresh scratch folder would double the suite's time.
                   "--no-speed", *extra]
        if as_nobody:
            # The kit's build/ root's ./kit grade made (build_kit), trusted as an
            # instructor's own build; nobody's own --work holds only its slots.
            # The grader itself, never ./kit grade: nobody may not write the kit's build/ (and the
            # system's Python: root's own may sit in a folder nobody may not enter).
            grader = ["python3", str(self.kit / "grading" / "grade.py")]
            command = NOBODY + ["env", "PATH=/usr/bin:/bin"] + grader + \
                command[len(self.grader()):]
            command[command.index("--work") + 1] = str(self.nobody_work)
            command += ["--kit-build", KIT_BUILD or str(self.kit / "build")]
            self.open_to_nobody(out)
        elif KIT_BUILD:
            command += ["--kit-build", KIT_BUILD]
        if lessons:
            command += ["--lessons", lessons]
        return run_bounded(command, bound, logs=out / "grader.log"), json_path, junit

    def open_to_nobody(self, out):
        """What a grader running as nobody reads (the kit and its build, the submissions) and
        writes (its reports)."""
        os.chmod(self.tmp, 0o711)
        # Not again into the kit's build/, opened once when root built it (build_kit):
        # thousands of files, and nothing in it is made private later.
        kit = [str(p) for p in self.kit.iterdir() if p.name != "build"]
        subprocess.run(["chmod", "a+rX", str(self.kit)], check=True)
        subprocess.run(["chmod", "-R", "a+rX", *kit, str(self.tmp / "submissions"),
                        *([KIT_BUILD] if KIT_BUILD else [])], check=True)
        for folder in (out, self.nobody_work):
            folder.mkdir(exist_ok=True)
            shutil.chown(folder, "nobody", "nogroup")

    def build_kit(self, lessons):
        """The instructor's kit's build/, which root's ./kit grade judges with (single and batch
        modes) and nobody's grader too, made by ./kit grade itself (as root) grading the stubs
        of `lessons`: before the first check, which would otherwise see the build's configure
        as a change in the kit. Nobody's grader judges with it rather than with a build of the
        bundle's setup.sh, which in the Gradescope layout (/autograder/work/kit-build beside
        /autograder/source/kit) shares no object with the build this suite runs from: this one
        has its folder depth and flags (./kit's configure, NPUZZLE_CMAKE_ARGS), so the compiler
        cache holds every object, and the nobody half neither compiles the kit again nor waits
        for the other half to."""
        if KIT_BUILD:
            return
        stubs = honest_submission(self.tmp / "submissions" / "stubs-as-root", self.kit,
                                  set(lessons), stubs=True)
        out = self.tmp / "kit-build-grading"
        out.mkdir(exist_ok=True)
        run = run_bounded([*self.grader(), "--submission", str(stubs), "--work",
                           str(self.tmp / "root-work"), "--lessons", ",".join(sorted(lessons)),
                           "--json", str(out / "results.json"), "--quiet", "--no-speed"],
                          FULL_SECONDS, logs=out / "grader.log")
        if run.code != 0 or run.hung:
            raise SystemExit(f"./kit grade could not build the kit:\n{run.output}")
        subprocess.run(["chmod", "-R", "a+rX", str(self.kit / "build")], check=True)

    def setup_gradescope(self):
        run = run_bounded([str(self.kit / "kit"), "gradescope", str(self.bundle)], 300,
                          logs=self.tmp / "bundle.log")
        if run.code != 0:
            raise SystemExit(f"./kit gradescope failed:\n{run.output}")
        shutil.copytree(self.bundle, self.root / "source", symlinks=True)
        self.run_setup()

    def gradescope_env(self, args):
        if KIT_BUILD:
            args += f" --kit-build {KIT_BUILD}"
        return dict(os.environ, NPUZZLE_AUTOGRADER_ROOT=str(self.root), NPUZZLE_GRADE_ARGS=args)

    def run_setup(self):
        if KIT_BUILD:
            self.work.mkdir(parents=True, exist_ok=True)
            return
        run = run_bounded([str(self.root / "source" / "setup.sh")], FULL_SECONDS,
                          env=self.gradescope_env(""), logs=self.tmp / "setup.log")
        if run.code != 0 or run.hung:
            raise SystemExit(f"the bundle's setup.sh failed:\n{run.output}")

    @property
    def gradescope_kit(self):
        return self.root / "source" / "kit"

    @property
    def gradescope_json(self):
        return self.root / "results" / "results.json"

    def place_submission(self, make):
        """Gradescope's /autograder/submission, made by `make(dest)`; no results yet."""
        shutil.rmtree(self.root / "results", ignore_errors=True)
        make(self.root / "submission")

    def grade_gradescope(self, lessons, timeout=TIMEOUT, bound=HANG_SECONDS):
        junit = self.tmp / "gradescope-junit.xml"
        junit.unlink(missing_ok=True)
        args = f"--timeout {timeout} --junit {junit}"
        if lessons:
            args += f" --lessons {lessons}"
        run = run_bounded([str(self.root / "source" / "run_autograder")], bound,
                          env=self.gradescope_env(args), logs=self.tmp / "gradescope.log")
        return run, self.gradescope_json, junit

    def reset_gradescope_work(self, as_nobody=False):
        if as_nobody:  # nobody's own --work; the kit's build/ is root's and stays
            shutil.rmtree(self.nobody_work, ignore_errors=True)
            return
        shutil.rmtree(self.root / "work", ignore_errors=True)
        self.run_setup()

    # --- checks ---

    def report(self, name, mode, problems, detail):
        verdict = "FAIL" if problems else "ok"
        say(f"{verdict:<4}  {mode:<10}  {name:<24}  {detail}" +
            ("".join(f"\n        - {p}" for p in problems)))
        self.records.append({"attack": name, "mode": mode, "ok": not problems,
                             "detail": detail, "problems": problems})
        if problems:
            self.failed += 1
        else:
            self.passed += 1

    def checked(self, check, attack):
        """check(attack), once: every figure held against an attack's hidden delay leaves out
        the time a busy machine made it wait, so a leak fails and nothing else does."""
        check(attack)

    def after_grading(self, attack, mode, run, results, junit, trees):
        """The checks every attack's grading must pass; `trees` are (root, hashes before)."""
        problems = []
        if run.hung:
            problems.append(f"grading hung: killed after {run.seconds:.0f} s")
        elif run.code != 0:
            problems.append(f"the grader exited {run.code} (1: grading could not run):\n"
                            f"{run.output[-600:]}")
        at_exit = set(marked_processes())  # the grader is gone: none of these may be left
        if attack.lingering:
            time.sleep(DAEMON_GRACE)  # what a daemon does after the grader's exit must show
        survivors = len(at_exit) + kill_survivors(at_exit)
        if survivors:
            problems.append(f"{survivors} processes of the attack outlived grading (killed now)")
        leftovers = remove_leftovers()
        if leftovers:
            problems.append(f"left behind (removed now): {', '.join(leftovers[:3])}")
        results = read_results(results) if isinstance(results, pathlib.Path) else results
        score = score_of(results)
        if score is None and not run.hung:
            problems.append(f"no results.json (grader exit {run.code}):\n{run.output[-600:]}")
        elif score is not None and score > attack.honest:
            problems.append(f"scored {score:g}, above its honest {attack.honest}")
        problems += claim_problems(attack, results, junit)
        problems += stalled_build_problems(attack, results, run)
        problems += odd_file_problems(attack, results, junit)
        if attack.peak_mb and run.peak_mb > attack.peak_mb:
            problems.append(f"a process of the grading held {run.peak_mb:.0f} MB resident "
                            f"(at most {attack.peak_mb} MB)")
        if attack.peak_mb and JUDGE_OUT_OF_MEMORY.search(visible_text(results)):
            # The worker's bad_alloc says "your code ran out of memory": this one is the judge's.
            problems.append("the judge ran out of memory keeping what the attack sent")
        for root, before, pristine in trees:
            diff = [d for d in changed(before, tree_hashes(root))
                    if not (root == self.kit and GRADER_WRITES.fullmatch(d))]
            if diff:
                problems.append(f"changed in {root.name}/: {', '.join(diff[:4])}")
                if pristine:
                    restore(root, pristine, diff)
        if attack.leak:
            shown = [m for m in self.markers if m in visible_text(results)]
            if shown:
                problems.append(f"hidden tests shown in visible output: {shown[0]!r}")
        if attack.time_limit:
            # The lesson's time holds its worker's build, which a loaded machine slows down (the
            # time limit does not count that): allowed is the limit plus what the last lesson 00
            # took here, plus 2 s. A grader that gave each test a fresh limit takes a multiple.
            seconds = lesson_seconds(junit, "00")
            allowed = attack.time_limit + 2 + self.lesson00_seconds.get(mode, 0.0)
            if seconds is None:  # no JUnit from this grader: the whole grading, with its build
                seconds, allowed = run.seconds, attack.time_limit + 60
            if seconds > allowed:
                problems.append(f"lesson 00 held the grader {seconds:.1f} s "
                                f"(--timeout {attack.time_limit:g}, allowed {allowed:.1f} s)")
        elif junit is not None and attack.lessons == "00" and not problems:
            seconds = lesson_seconds(junit, "00")
            if seconds is not None:
                self.lesson00_seconds[mode] = seconds
        shown = "hung" if score is None else f"{score:g}/{max_of(results)}"
        peak = f", {run.peak_mb:.0f} MB" if attack.peak_mb else ""
        return problems, f"{shown:>9} (honest {attack.honest})  {run.seconds:5.1f} s{peak}"

    def check_single(self, attack, as_nobody=False):
        mode = "nobody" if as_nobody else "single"
        submission = materialize(attack, self.tmp / "submissions" / attack.name, self.kit,
                                 json_path=self.tmp / "single" / "results.json")
        trees = [(self.kit, tree_hashes(self.kit), self.pristine),
                 (submission, tree_hashes(submission), None)]
        work = None
        if attack.fresh_work:
            work = self.tmp / "fresh-work"
            shutil.rmtree(work, ignore_errors=True)
        twin = self.twin_seconds(attack, as_nobody) if attack.twin_seconds else None
        run, json_path, junit = self.grade_single(submission, attack.lessons,
                                                  timeout=attack.time_limit or TIMEOUT, work=work,
                                                  bound=attack.bound, as_nobody=as_nobody,
                                                  extra=attack.grader_args)
        problems, detail = self.after_grading(attack, mode, run, json_path, junit, trees)
        if twin is not None:
            shown = float((read_results(json_path) or {}).get("execution_time", 0))
            if shown >= twin + attack.twin_seconds:
                problems.append(f"execution_time {shown:g} s, visible to students, against the "
                                f"honest twin's {twin:g} s: it holds time the attack spent on "
                                f"hidden tests' inputs")
            detail += f", execution_time {shown:g} s (twin {twin:g} s)"
        if attack.next_submission:
            problems += self.next_single(as_nobody)
        if work:
            shutil.rmtree(work, ignore_errors=True)
        if run.hung or any("next submission" in p for p in problems):
            self.reset_gradescope_work(as_nobody)  # a broken scratch folder starts afresh
        self.report(attack.name, mode, problems, detail)

    def twin_seconds(self, attack, as_nobody=False):
        """The execution_time of the honest twin: the references of the attack's lessons."""
        lessons = set(attack.lessons.split(","))
        honest = honest_submission(self.tmp / "submissions" / "twin", self.kit, lessons)
        run, json_path, _ = self.grade_single(honest, attack.lessons, as_nobody=as_nobody)
        return float((read_results(json_path) or {}).get("execution_time", 0))

    def next_single(self, as_nobody=False):
        honest = honest_submission(self.tmp / "submissions" / "next", self.kit, {"00"})
        run, json_path, _ = self.grade_single(honest, "00", as_nobody=as_nobody)
        if run.hung:
            return [f"the next submission's grading hung (killed after {run.seconds:.0f} s)"]
        return [f"the next submission: {p}" for p in
                full_marks(read_results(json_path), self.lesson00_points)]

    def check_gradescope(self, attack):
        kit = self.gradescope_kit
        self.place_submission(lambda dest: materialize(attack, dest, kit,
                                                       json_path=self.gradescope_json))
        submission = self.root / "submission"
        trees = [(self.root / "source", tree_hashes(self.root / "source"), self.bundle),
                 (submission, tree_hashes(submission), None)]
        run, json_path, junit = self.grade_gradescope(attack.lessons,
                                                      timeout=attack.time_limit or TIMEOUT,
                                                      bound=attack.bound)
        problems, detail = self.after_grading(attack, "gradescope", run, json_path, junit, trees)
        if attack.next_submission:
            self.place_submission(lambda dest: honest_submission(dest, kit, {"00"}))
            run, json_path, _ = self.grade_gradescope("00")
            if run.hung:
                problems.append("the next submission's grading hung")
            else:
                problems += [f"the next submission: {p}" for p in
                             full_marks(read_results(json_path), self.lesson00_points)]
        if run.hung or any("next submission" in p for p in problems):
            self.reset_gradescope_work()  # a broken scratch folder starts afresh
        self.report(attack.name, "gradescope", problems, detail)

    def check_batch(self, attack):
        """Alice and Zed (the reference of lesson 00) are graded before and after the attack."""
        base = self.tmp / "batch"
        shutil.rmtree(base, ignore_errors=True)
        subs, out = base / "submissions", base / "out"
        honest_submission(subs / "alice", self.kit, {"00"})
        honest_submission(subs / "zed", self.kit, {"00"})
        materialize(attack, subs / "mallory", self.kit, out=out, subs=subs)
        trees = [(self.kit, tree_hashes(self.kit), self.pristine), (subs, tree_hashes(subs), None)]
        command = [*self.grader(), "--submissions", str(subs), "--out", str(out),
                   "--work", str(self.work), "--lessons", "00", "--timeout", TIMEOUT,
                   "--quiet"] + (["--kit-build", KIT_BUILD] if KIT_BUILD else [])
        run = run_bounded(command, HANG_SECONDS * 3, logs=base / "grader.log")
        problems, detail = self.after_grading(attack, "batch", run,
                                              out / "mallory" / "results.json",
                                              out / "mallory" / "junit.xml", trees)
        for name in ("alice", "zed"):
            problems += [f"{name}: {p}" for p in
                         full_marks(read_results(out / name / "results.json"),
                                    self.lesson00_points)]
        rows = {}
        try:
            with open(out / "summary.csv", newline="") as f:
                rows = {row["submission"]: row for row in csv.DictReader(f)}
        except (OSError, KeyError, csv.Error):
            problems.append("no summary.csv")
        for name, expected in (("alice", self.lesson00_points), ("zed", self.lesson00_points),
                               ("mallory", attack.honest)):
            row = rows.get(name, {})
            if rows and expected is not None and name != "mallory" and \
                    str(row.get("score")) != str(expected):
                problems.append(f"summary.csv gives {name} {row.get('score')!r}, not {expected}")
            if rows and name == "mallory" and float(row.get("score") or 0) > expected:
                problems.append(f"summary.csv gives mallory {row.get('score')}")
        self.report(attack.name, "batch", problems, detail)

    def check_baselines(self, mode):
        """The reference scores full marks and the stubs 0: every lesson through the bundle; in
        single mode the lessons the attacks are graded on (tests/grading grades every lesson's
        reference in single mode already)."""
        attacked = ",".join(sorted({l for a in ATTACKS for l in a.lessons.split(",") if l}))
        for what in ("reference", "stubs") if mode != "nobody" else ("reference",):
            if mode == "nobody":  # the grader as a user of no privilege grades at all
                sub = honest_submission(self.tmp / "submissions" / what, self.kit, {"00"})
                run, json_path, _ = self.grade_single(sub, "00", as_nobody=True)
            elif mode == "single":
                sub = honest_submission(self.tmp / "submissions" / what, self.kit,
                                        stubs=what == "stubs")
                only = attacked if what == "reference" else None
                run, json_path, _ = self.grade_single(sub, only, FULL_TIMEOUT, FULL_SECONDS)
            else:
                self.place_submission(lambda dest: honest_submission(
                    dest, self.gradescope_kit, stubs=what == "stubs"))
                run, json_path, _ = self.grade_gradescope(None, FULL_TIMEOUT, FULL_SECONDS)
            results = read_results(json_path)
            score = score_of(results)
            if run.hung:
                problems = [f"grading hung: killed after {run.seconds:.0f} s"]
            elif what == "reference":
                problems = full_marks(results, max_of(results))
            else:
                problems = [] if score == 0 else [f"the stubs scored {score}"]
                if not results or not results.get("tests"):
                    problems.append(f"no tests graded (grader exit {run.code}):\n"
                                    f"{run.output[-600:]}")
            if what == "reference" and results and not problems:
                lessons = results.get("extra_data", {}).get("lessons", [])
                self.lesson00_points = next((l["max_score"] for l in lessons
                                             if l.get("lesson") == "00-warmup"), None)
            shown = "hung" if score is None else f"{score:g}/{max_of(results)}"
            self.report(what, mode, problems, f"{shown:>9}  {run.seconds:5.1f} s")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    p.add_argument("--only", help="attacks to run, by name: forge_static_init,fifo_log")
    p.add_argument("--modes", default="single,gradescope,batch,nobody",
                   help="single, gradescope, batch, nobody (default: all four; nobody only where "
                        "the suite runs as root)")
    p.add_argument("--no-baselines", action="store_true",
                   help="skip the reference's and the stubs' gradings (a quick look at attacks)")
    p.add_argument("--keep", action="store_true", help="keep the temporary folder")
    p.add_argument("--record", type=pathlib.Path, help="write every check's result as JSON")
    args = p.parse_args(argv)
    modes = set(args.modes.split(","))
    if "nobody" in modes and os.geteuid() != 0:
        say("mode nobody skipped: the suite runs as a user already, so its grader does too")
        modes.discard("nobody")
    global SCOPE
    if modes and modes <= {"nobody"}:
        SCOPE = "nobody"
    elif "nobody" not in modes:
        SCOPE = "root"
    only = set(args.only.split(",")) if args.only else None
    attacks = [a for a in ATTACKS if not only or a.name in only]
    if only and len(attacks) != len(only):
        p.error(f"no such attack: {', '.join(only - {a.name for a in ATTACKS})}")
    if not (KIT / "solutions").is_dir():
        say(f"skipped: {KIT} has no solutions/ (the student edition cannot grade)")
        return 0
    kill_survivors()
    remove_leftovers()
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="npuzzle-attacks-"))
    started = time.monotonic()
    say(f"attacks on the grader of {KIT} (scratch: {tmp})")
    lab = Lab(tmp)
    try:
        if modes - {"nobody"}:
            lab.setup_gradescope()
        checks = {"gradescope": lab.check_gradescope, "single": lab.check_single,
                  "nobody": lambda attack: lab.check_single(attack, as_nobody=True)}
        for mode in ("gradescope", "single", "nobody"):
            if mode not in modes and not (mode == "single" and "batch" in modes):
                continue
            # The baselines' gradings build it too, before any attack's (single mode).
            if mode == "nobody" or (mode == "single" and args.no_baselines):
                lab.build_kit({l for a in attacks for l in a.lessons.split(",")
                               if mode in a.modes or (mode == "single" and "batch" in a.modes)})
            if not args.no_baselines:
                lab.check_baselines(mode)
            for attack in attacks:
                if mode in attack.modes and mode in modes:
                    lab.checked(checks[mode], attack)
                if mode == "single" and "batch" in modes and "batch" in attack.modes:
                    lab.checked(lab.check_batch, attack)
    finally:
        kill_survivors()
        remove_leftovers()
        if args.record:
            args.record.write_text(json.dumps(lab.records, indent=2) + "\n")
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    say(f"{lab.passed} passed, {lab.failed} failed ({time.monotonic() - started:.0f} s)")
    return 1 if lab.failed else 0


if __name__ == "__main__":
    sys.exit(main())
