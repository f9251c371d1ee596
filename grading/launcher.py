"""Description: the sandbox's launcher, run as a fresh Python before every sandboxed program.

  launcher.py [OPTIONS] -- PROGRAM ARGS...   become PROGRAM inside the sandbox (exec)

Options (sandbox.command writes them): --cpu, --memory, --processes, --files, --file-size, --uid,
--gid (numbers; -1 or absent: unchanged), --chdir FOLDER, --bwrap JSON (bubblewrap's argv, the
program first), --env KEY=VALUE and --cgroup FOLDER (each may repeat), --single-process.

It sets the limits, moves into a cgroup of its own below each slot cgroup, takes the sandbox
user, resets every signal (Python ignores SIGPIPE and SIGXFSZ, and an ignored SIGXFSZ would turn
the file size limit into write errors a program can ignore), and keeps fds 0-4 as they are: the
judge talks to the worker on fds 3 and 4. Every other fd is closed, so nothing the judge holds
open (its report) reaches the worker. With bubblewrap it waits for it and ends the way the
student's code ended (by the same signal), for the judge to say why.
It starts before every build step and every worker, so it imports only what it uses (~20 ms a
launch; sandbox.py's imports alone cost ~150 ms); sandbox.py describes the layers."""
import ctypes
import json
import os
import resource
import signal
import struct
import sys

PR_SET_PDEATHSIG, PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 1, 38, 22, 2

# A seccomp filter (classic BPF) that refuses fork, vfork and clone without CLONE_THREAD: threads
# still start, processes do not. clone3 says ENOSYS, so the C library falls back to clone.
AUDIT_ARCH_X86_64, CLONE_THREAD = 0xC000003E, 0x10000
X86_64 = {"clone": 56, "fork": 57, "vfork": 58, "clone3": 435}


def seccomp_filter():
    """The filter as bytes (struct sock_filter[]), or b"" where it is not written for this
    machine's architecture."""
    if os.uname().machine != "x86_64":
        return b""
    load, jeq, jset, jge, ret = 0x20, 0x15, 0x45, 0x35, 0x06
    allow, kill = 0x7FFF0000, 0x80000000
    eperm, enosys = 0x50000 | 1, 0x50000 | 38
    # (code, jump if true, jump if false, k); jumps count the instructions skipped.
    program = [
        (load, 0, 0, 4),  # the architecture
        (jeq, 1, 0, AUDIT_ARCH_X86_64),
        (ret, 0, 0, kill),  # 32-bit calls on a 64-bit kernel: other numbers, not filtered
        (load, 0, 0, 0),  # the system call's number
        (jge, 7, 0, 0x40000000),  # x32 calls: refused
        (jeq, 6, 0, X86_64["fork"]),
        (jeq, 5, 0, X86_64["vfork"]),
        (jeq, 5, 0, X86_64["clone3"]),
        (jeq, 0, 2, X86_64["clone"]),
        (load, 0, 0, 16),  # clone's flags (the low half of its first argument)
        (jset, 0, 1, CLONE_THREAD),
        (ret, 0, 0, allow),  # 11
        (ret, 0, 0, eperm),  # 12
        (ret, 0, 0, enosys),  # 13
    ]
    return b"".join(struct.pack("=HBBI", *op) for op in program)


def cgroup_limits(memory, processes):
    # v1, then v2; memsw (memory + swap) may not be set below the memory limit, so it comes after.
    return (("memory.limit_in_bytes", memory), ("memory.memsw.limit_in_bytes", memory),
            ("memory.max", memory), ("memory.swap.max", 0), ("pids.max", processes))


def _join_cgroup(parents, memory, processes):
    """The launcher moves into a cgroup of its own below each of the slot's, with the limits."""
    for parent in parents:
        folder = os.path.join(parent, f"run-{os.getpid()}")
        os.mkdir(folder)
        for name, value in cgroup_limits(memory, processes):
            path = os.path.join(folder, name)
            if os.path.exists(path) and value >= 0:
                with open(path, "w") as f:
                    f.write(str(value))
        with open(os.path.join(folder, "cgroup.procs"), "w") as f:
            f.write(str(os.getpid()))


def _reset_signals():
    for sig in signal.valid_signals():
        if sig in (signal.SIGKILL, signal.SIGSTOP):
            continue
        try:
            signal.signal(sig, signal.SIG_DFL)
        except (OSError, ValueError):
            pass  # the signals the C library reserves for threads
    signal.pthread_sigmask(signal.SIG_SETMASK, [])


def _prctl(libc, option, value):
    libc.prctl(option, ctypes.c_ulong(value), ctypes.c_ulong(0), ctypes.c_ulong(0),
               ctypes.c_ulong(0))


def _install_seccomp(libc, rules):
    class Program(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]

    program = Program(len(rules) // 8, rules)
    if libc.prctl(PR_SET_SECCOMP, ctypes.c_ulong(SECCOMP_MODE_FILTER), ctypes.byref(program),
                  ctypes.c_ulong(0), ctypes.c_ulong(0)) != 0:
        raise OSError(ctypes.get_errno(), "the seccomp filter could not be installed")


# Signals whose default action ends a process (not stop, continue or ignore).
FATAL = set(signal.valid_signals()) - {signal.SIGSTOP, signal.SIGTSTP, signal.SIGTTIN,
                                       signal.SIGTTOU, signal.SIGCHLD, signal.SIGCONT,
                                       signal.SIGURG, signal.SIGWINCH}


def _end_like(status):
    """Ends the launcher the way the program in bubblewrap ended, so the judge sees the signal
    that killed the student's code (bubblewrap reports it as exit status 128 + its number)."""
    code = os.waitstatus_to_exitcode(status)
    sig = -code if code < 0 else code - 128 if code > 128 else 0
    if sig in FATAL:
        if sig != signal.SIGKILL:
            signal.signal(sig, signal.SIG_DFL)
        os.kill(os.getpid(), sig)
    os._exit(code if code >= 0 else 128 - code)


NUMBERS = ("cpu", "memory", "processes", "files", "file-size", "uid", "gid")


def parse(argv):
    """The options as a dict (numbers as ints, -1 when absent) and the program's argv."""
    options = {name: -1 for name in NUMBERS}
    options.update(chdir="/", bwrap=None, env=[], cgroup=[], single_process=False)
    i = 0
    while i < len(argv) and argv[i] != "--":
        name = argv[i].removeprefix("--")
        if name == "single-process":
            options["single_process"] = True
            i += 1
            continue
        if i + 1 >= len(argv) or name not in (*NUMBERS, "chdir", "bwrap", "env", "cgroup"):
            raise SystemExit(f"launcher.py: unknown option or missing value: {argv[i]}")
        value = argv[i + 1]
        if name in NUMBERS:
            options[name] = int(value)
        elif name in ("env", "cgroup"):
            options[name].append(value)
        else:
            options[name] = value
        i += 2
    program = argv[i + 1:]
    if not program:
        raise SystemExit("launcher.py: no program after --")
    return options, program


def run(options, program):
    """The launcher itself: limits, signals, fds, user, then exec (bubblewrap or the program)."""
    os.closerange(5, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    for limit, value in ((resource.RLIMIT_CPU, options["cpu"]),
                         (resource.RLIMIT_AS, options["memory"]),
                         (resource.RLIMIT_NPROC, options["processes"]),
                         (resource.RLIMIT_NOFILE, options["files"]),
                         (resource.RLIMIT_FSIZE, options["file-size"]), (resource.RLIMIT_CORE, 0)):
        if value >= 0:
            hard = resource.getrlimit(limit)[1]
            if hard != resource.RLIM_INFINITY:
                value = min(value, hard)  # the sandbox never gets more than the grader has
            resource.setrlimit(limit, (value, value))
    if options["cgroup"]:
        _join_cgroup(options["cgroup"], options["memory"], options["processes"])
    if options["uid"] >= 0:
        os.setgroups([])
        os.setgid(options["gid"])
        os.setuid(options["uid"])
    libc = ctypes.CDLL(None, use_errno=True)
    # No set-uid program can give the student's code its privileges back.
    _prctl(libc, PR_SET_NO_NEW_PRIVS, 1)
    _prctl(libc, PR_SET_PDEATHSIG, signal.SIGKILL)  # set after setuid, which clears it
    env = dict(item.split("=", 1) for item in options["env"])
    _reset_signals()
    rules = seccomp_filter() if options["single_process"] else b""
    if not options["bwrap"]:
        os.chdir(options["chdir"])
        if rules:
            _install_seccomp(libc, rules)
        os.execve(program[0], program, env)
    seccomp = []
    if rules:  # bubblewrap loads it just before it runs the program: its own forks come first
        fd = os.memfd_create("seccomp", 0)
        os.write(fd, rules)
        os.lseek(fd, 0, os.SEEK_SET)
        seccomp = ["--seccomp", str(fd)]
    bwrap = json.loads(options["bwrap"])
    argv = [*bwrap, *seccomp, "--", *program]
    child = os.fork()
    if child == 0:
        os.execve(argv[0], argv, env)
    os.closerange(3, 5)  # the worker's pipes are its own: a dead worker is seen at once
    _end_like(os.waitpid(child, 0)[1])


if __name__ == "__main__":
    run(*parse(sys.argv[1:]))
