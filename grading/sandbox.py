#!/usr/bin/env python3
"""Description: the sandbox the student's code runs in (its compile and its worker process).

  sandbox.py kill-all UID   kill every process of UID until none is left

A sandboxed program is started by the launcher, npuzzle-launch (grading/launcher/launcher.cpp,
built with the kit; command writes its argv).

Layers, each used where this machine allows it:
 - a user of its own (npuzzle-sandboxN, one per grading slot) where the grader is root, so two
   submissions graded at once never share a uid and every process of a run can be found and killed;
 - bubblewrap: no network, its own pid namespace (every process dies with it), and nothing of the
   file system but what the run needs; `/` and `/dev` read-only, every writable mount a tmpfs of
   a fixed size (RAM that a run could otherwise fill);
 - a cgroup of its own for each run where the grader may make one (cgroup v2, or v1's memory and
   pids controllers): the memory of all its processes together, tmpfs included, and their number;
   where it may not, a worker may not start processes at all (seccomp), so its one process's
   address-space limit is its total; with cgroup v1's cpu controller, each grading slot is a
   cpu group of equal weight too, so a slot whose runs start many busy processes gets no more of
   the machine's CPU than a slot running one;
 - resource limits, always: CPU, memory, processes, open files, file size, no core files.
Time: a launch is ~1 ms of launcher and, with bubblewrap, one namespace set-up (~20 ms)."""
import argparse
import dataclasses
import fcntl
import os
import pathlib
import pwd
import shutil
import signal
import stat
import subprocess
import sys
import time

import messages

# The launcher of the build of the kit the grader judges with (use_build).
LAUNCHER = pathlib.Path(__file__).resolve().parent.parent / "build" / "bin" / "npuzzle-launch"
# The launcher's seccomp filter (single-process runs) is written for x86-64 only.
SECCOMP = os.uname().machine == "x86_64"
USER_PREFIX = "npuzzle-sandbox"
BWRAP = shutil.which("bwrap") or "/usr/bin/bwrap"
# Folders a compiler needs to see, read-only; the merged-/usr links are recreated as links.
SYSTEM_DIRS = ("/usr", "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf",
               "/etc/ld.so.conf.d")
SYSTEM_LINKS = ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
WORLD_WRITABLE = ("/tmp", "/var/tmp", "/dev/shm")
CGROUP_PREFIX = "npuzzle-slot"


@dataclasses.dataclass(frozen=True)
class Limits:
    cpu_seconds: int
    memory_bytes: int
    processes: int = 64  # threads count too
    open_files: int = 64
    file_bytes: int = 16 << 20
    tmp_bytes: int = 64 << 20  # the size of each tmpfs bubblewrap mounts (/tmp, the run folder)
    single_process: bool = False  # without a cgroup, the program may not start processes


@dataclasses.dataclass(frozen=True)
class Isolation:
    user: str  # "" when the grader is not root
    uid: int  # -1 without a sandbox user
    gid: int
    bwrap: bool
    why: str  # why a layer is missing, or ""
    cgroups: tuple = ()  # the slot's cgroup folders, one per hierarchy; each run makes its own
    cgroup_why: str = ""  # why there are none

    def describe(self):
        """The layers of isolation and how memory is limited, as a Reason (messages.py); why a
        layer is missing stays in this file's own words (a note for the instructor)."""
        if self.user and self.bwrap:
            layers = messages.reason("isolation.full", user=self.user)
        elif self.user:
            layers = messages.reason("isolation.user_only", user=self.user, why=self.why)
        elif self.bwrap:
            layers = messages.reason("isolation.bwrap_only", why=self.why)
        else:
            layers = messages.reason("isolation.none", why=self.why)
        return messages.reason("isolation", layers=layers, memory=self.memory_note())

    def memory_note(self):
        if self.cgroups:
            return messages.reason("memory.cgroups")
        if not SECCOMP:
            return messages.reason("memory.no_cgroup_no_seccomp", why=self.cgroup_why)
        return messages.reason("memory.no_cgroup", why=self.cgroup_why)


@dataclasses.dataclass(frozen=True)
class View:
    """What a sandboxed program sees: with bubblewrap, only these paths; without, all of the
    file system its user may read, with `workdir` as its working folder."""
    program: str  # the path to run, as seen inside
    workdir: str  # its working folder (host path; bubblewrap mounts it at the same path)
    read_only: tuple = ()  # (host path, path inside) pairs
    system: bool = False  # show /usr and the links a compiler needs
    writable_workdir: bool = True  # bind workdir read-write; else a fresh tmpfs there
    env: tuple = (("PATH", "/usr/bin:/bin"), ("LANG", "C"))


def ensure_user(slot):
    """The sandbox user of a grading slot, created when missing (the grader is root)."""
    name = f"{USER_PREFIX}{slot}"
    try:
        return pwd.getpwnam(name)
    except KeyError:
        pass
    subprocess.run(["useradd", "--system", "--no-create-home", "--home-dir", "/nonexistent",
                    "--shell", "/usr/sbin/nologin", "--user-group", name],
                   check=True, capture_output=True)
    return pwd.getpwnam(name)


def _own_user(entry):
    """A sandbox user must be nobody else: every process of it gets killed."""
    if entry.pw_uid == 0 or entry.pw_uid == os.getuid() or entry.pw_gid == 0:
        raise OSError(f"the user {entry.pw_name} has uid {entry.pw_uid}, gid {entry.pw_gid}: "
                      f"a sandbox user needs ids of its own")
    return entry


def claim_slot(fallback):
    """A grading slot no other grader on this machine holds (its sandbox user is its own: a
    kill of every process of that user must not reach another grading). The locks live in a
    folder only root writes where the grader is root, else in `fallback`. Returns (index, lock)."""
    folder = pathlib.Path(fallback)
    if os.geteuid() == 0 and os.path.isdir("/run/lock"):
        shared = pathlib.Path("/run/lock/npuzzle-grade")  # /run/lock is world-writable
        shared.mkdir(mode=0o755, exist_ok=True)
        info = os.lstat(shared)
        if stat.S_ISDIR(info.st_mode) and info.st_uid == 0 and not info.st_mode & 0o022:
            folder = shared
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(256):
        handle = open(folder / f"npuzzle-sandbox{index}.lock", "a")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return index, handle
        except BlockingIOError:
            handle.close()
    raise RuntimeError("256 graders are running on this machine: no grading slot is free")


def _bwrap_works(uid, gid):
    """Runs `true` in the same kind of bubblewrap the worker gets, as the sandbox user."""
    if not os.path.exists(BWRAP):
        return False, "bubblewrap is not installed (Debian package bubblewrap)"
    view = View(program="/usr/bin/true", workdir="/", system=True, writable_workdir=False)
    limits = Limits(cpu_seconds=5, memory_bytes=256 << 20)
    iso = Isolation("probe", uid, gid, True, "")
    try:
        proc = subprocess.run(command(iso, limits, view), capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        return False, "bubblewrap hung"
    if proc.returncode == 0:
        return True, ""
    said = proc.stderr.decode(errors="replace").strip().splitlines()
    said = said[-1] if said else f"exit status {proc.returncode}"
    if "namespace" in said or "ermission" in said:
        return False, f"no user namespaces here (bubblewrap: {said})"
    return False, f"bubblewrap cannot run here ({said})"


def isolation(slot=0, use_bwrap=True):
    """The strongest isolation this machine gives for a grading slot (probed, never assumed)."""
    uid = gid = -1
    user = ""
    why = ""
    if os.geteuid() == 0:
        try:
            entry = _own_user(ensure_user(slot))
            user, uid, gid = entry.pw_name, entry.pw_uid, entry.pw_gid
        except (OSError, subprocess.CalledProcessError) as err:
            why = f"could not create the user {USER_PREFIX}{slot} ({err})"
    else:
        why = "not root, so no sandbox user"
    bwrap = False
    if use_bwrap:
        bwrap, missing = _bwrap_works(uid, gid)
        if not bwrap:
            why = missing if user else f"{why} and {missing}"
    else:
        why = why or "bubblewrap turned off"
    cgroups, cgroup_why = slot_cgroups(slot)
    return Isolation(user, uid, gid, bwrap, why, cgroups, cgroup_why)


def _cgroup_parents():
    """The cgroup folders of this process that can limit memory and processes: v1's memory and
    pids hierarchies, or else v2's unified one; [] when this machine has neither."""
    mounts, unified = {}, ""
    for line in pathlib.Path("/proc/self/mounts").read_text().splitlines():
        _, point, kind, options = line.split()[:4]
        if kind == "cgroup2":
            unified = point
        elif kind == "cgroup":
            for option in options.split(","):
                mounts.setdefault(option, point)
    own = {}
    for line in pathlib.Path("/proc/self/cgroup").read_text().splitlines():
        _, controllers, path = line.split(":", 2)
        for controller in controllers.split(",") if controllers else [""]:
            own[controller] = path
    if all(c in mounts and c in own for c in ("memory", "pids")):
        return [mounts[c] + own[c].rstrip("/") for c in ("memory", "pids")]
    if unified and "" in own:
        return [unified + own[""].rstrip("/")]
    return []


def _cpu_parent():
    """v1's cpu hierarchy, in this process's own cgroup there, or None: a slot's folder in it is
    a CPU group, of the same weight (cpu.shares) as every other slot's."""
    point = own = None
    for line in pathlib.Path("/proc/self/mounts").read_text().splitlines():
        _, where, kind, options = line.split()[:4]
        if kind == "cgroup" and "cpu" in options.split(","):
            point = where
    for line in pathlib.Path("/proc/self/cgroup").read_text().splitlines():
        _, controllers, path = line.split(":", 2)
        if "cpu" in controllers.split(","):
            own = path
    return point + own.rstrip("/") if point and own else None


def slot_cgroups(slot):
    """(folders, "") of a cgroup for a grading slot, one per hierarchy, in which each sandboxed
    run makes its own with the run's limits; ((), why) where the grader may not make one."""
    made = []
    try:
        parents = _cgroup_parents()
        if not parents:
            return (), "this machine mounts no cgroup with the memory and pids controllers"
        for parent in parents:
            _remove_stale_slots(parent)
            folder = os.path.join(parent, f"{CGROUP_PREFIX}{slot}-{os.getpid()}")
            os.makedirs(folder, exist_ok=True)
            made.append(folder)
            if len(parents) == 1:  # v2: the runs below need both controllers
                with open(os.path.join(folder, "cgroup.subtree_control"), "w") as f:
                    f.write("+memory +pids")
    except OSError as err:
        release(Isolation("", -1, -1, False, "", tuple(made)))
        return (), f"the grader may not make one: {err.strerror}, {err.filename}"
    cpu = _cpu_parent() if len(parents) > 1 else None
    if cpu:  # an equal share of the CPU where the machine allows it; nothing lost where not
        try:
            _remove_stale_slots(cpu)
            folder = os.path.join(cpu, f"{CGROUP_PREFIX}{slot}-{os.getpid()}")
            os.makedirs(folder, exist_ok=True)
            made.append(folder)
        except OSError:
            pass
    return tuple(made), ""


def _remove_stale_slots(parent):
    """The slot cgroups of graders that died without removing them (their runs are empty)."""
    for entry in os.scandir(parent):
        owner = entry.name.rpartition("-")[2]
        if entry.name.startswith(CGROUP_PREFIX) and owner.isdigit() and \
                not os.path.exists(f"/proc/{owner}"):
            release(Isolation("", -1, -1, False, "", (entry.path,)))


def release(iso, slot_too=True):
    """Removes the runs' cgroups (their processes are gone), then the slot's own."""
    for parent in iso.cgroups:
        deadline = time.monotonic() + 2
        for entry in (os.scandir(parent) if os.path.isdir(parent) else ()):
            if not (entry.is_dir() and entry.name.startswith("run-")):
                continue
            while True:  # a run's last processes may take a moment to be reaped
                try:
                    os.rmdir(entry.path)
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        break
                    time.sleep(0.01)
        if slot_too:
            try:
                os.rmdir(parent)
            except OSError:
                pass


def _bwrap_args(view, limits):
    args = ["--unshare-all", "--unshare-pid", "--die-with-parent", "--new-session",
            "--cap-drop", "ALL"]
    if view.system:
        for path in SYSTEM_DIRS:
            if os.path.exists(path):
                args += ["--ro-bind", path, path]
        for path in SYSTEM_LINKS:
            if os.path.islink(path):
                args += ["--symlink", os.readlink(path), path]
            elif os.path.isdir(path):
                args += ["--ro-bind", path, path]
    args += ["--dev", "/dev", "--size", str(limits.tmp_bytes), "--tmpfs", "/tmp"]
    for host, inside in view.read_only:
        args += ["--ro-bind", host, inside]
    if view.writable_workdir:
        args += ["--bind", view.workdir, view.workdir]
    elif view.workdir != "/":
        args += ["--size", str(limits.tmp_bytes), "--tmpfs", view.workdir]
    # Last, once every mount point exists: bubblewrap's root and /dev are tmpfs without a size.
    args += ["--remount-ro", "/dev", "--remount-ro", "/", "--chdir", view.workdir]
    return args


def use_build(kit_build):
    """Launches through the launcher of that build of the kit."""
    global LAUNCHER
    LAUNCHER = pathlib.Path(kit_build) / "bin" / "npuzzle-launch"


def command(iso, limits, view):
    """The argv that runs view.program in the sandbox (the launcher, then the program)."""
    args = [str(LAUNCHER), "--cpu", str(limits.cpu_seconds),
            "--memory", str(limits.memory_bytes), "--processes", str(limits.processes),
            "--files", str(limits.open_files), "--file-size", str(limits.file_bytes),
            "--chdir", view.workdir]
    if iso.uid >= 0:
        args += ["--uid", str(iso.uid), "--gid", str(iso.gid)]
    for folder in iso.cgroups:
        args += ["--cgroup", folder]
    if limits.single_process and not iso.cgroups:
        args.append("--single-process")
    if iso.bwrap:
        for arg in [BWRAP, *_bwrap_args(view, limits)]:
            args += ["--bwrap-arg", arg]
    for key, value in view.env:
        args += ["--env", f"{key}={value}"]
    return args + ["--", view.program]


def kill_all(uid, seconds=5.0):
    """Kills every process of uid (a daemon that left its process group with setsid too), from a
    child that takes that uid: kill(-1) reaches exactly the processes it may signal. Returns the
    pids still alive (none, unless the kernel refused)."""
    if uid <= 0 or uid == os.getuid():
        return []
    pid = os.fork()  # the child only signals and reads /proc: safe beside the grader's threads
    if pid == 0:
        gone = False
        try:
            gone = _kill_all_here(uid, seconds)
        finally:
            os._exit(0 if gone else 1)
    _, status = os.waitpid(pid, 0)
    return [] if os.waitstatus_to_exitcode(status) == 0 else living(uid)


def living(uid):
    """Pids of uid's processes that are not zombies (a zombie holds no resources and its parent
    may not be the grader's to reap)."""
    found = []
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            status = pathlib.Path(entry.path, "status").read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        uids = fields.get("Uid", "").split()
        if str(uid) in uids and not fields.get("State", "").strip().startswith("Z"):
            found.append(int(entry.name))
    return found


def _kill_all_here(uid, seconds):
    """True once no process of uid is left alive (a zombie holds nothing)."""
    os.setgroups([])
    os.setuid(uid)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(-1, signal.SIGKILL)
        except ProcessLookupError:
            return True  # none at all
        if not living(uid):
            return True  # only zombies left: they are their parents' to reap
        time.sleep(0.005)
    return False


def remove_files_of(uid):
    """Removes what uid left in the world-writable folders (without bubblewrap it can write
    there), so one submission's files neither fill the disk nor reach the next one."""
    if uid <= 0 or uid == os.getuid():
        return
    for folder in WORLD_WRITABLE:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.stat(follow_symlinks=False).st_uid != uid:
                    continue
                if entry.is_dir(follow_symlinks=False):
                    shutil.rmtree(entry.path, ignore_errors=True)
                else:
                    os.unlink(entry.path)
            except OSError:
                pass


def main(argv):
    p = argparse.ArgumentParser(prog="sandbox.py", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="what", required=True)
    kill = sub.add_parser("kill-all")
    kill.add_argument("uid", type=int)
    kill.add_argument("seconds", type=float, nargs="?", default=5.0)
    args = p.parse_args(argv)
    _kill_all_here(args.uid, args.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
