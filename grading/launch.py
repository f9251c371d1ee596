"""Description: runs one program under resource limits, then becomes it (exec).

  launch.py MEMORY_BYTES FILE_BYTES -- PROGRAM ARGS...

The grader starts every student test binary through this small launcher rather than with
subprocess's preexec_fn, which is unsafe when several submissions are graded by threads at once.
MEMORY_BYTES caps the address space (RLIMIT_AS: an allocation beyond it fails with bad_alloc);
FILE_BYTES caps every file the program writes, so a runaway print cannot fill the disk."""
import os
import resource
import sys


def main():
    if len(sys.argv) < 5 or sys.argv[3] != "--":
        sys.exit(__doc__)
    memory, files = int(sys.argv[1]), int(sys.argv[2])
    if memory > 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    if files > 0:
        resource.setrlimit(resource.RLIMIT_FSIZE, (files, files))
    # No core files: a crashing submission should cost its points, not disk space.
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.execv(sys.argv[4], sys.argv[4:])


if __name__ == "__main__":
    main()
