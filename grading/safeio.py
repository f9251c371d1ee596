"""Description: how the grader reads files a student's code could have touched, and writes the
files it hands back.

Reading: the last path component is never followed (O_NOFOLLOW), the file must be a regular file
(a FIFO opened non-blocking is refused at once, not waited on), and at most a cap is read, so a
report swapped for a FIFO, a symlink to /dev/zero or a huge file neither hangs nor floods the
grader. Writing: a temporary file made with O_EXCL beside the destination, then renamed over it,
so what ends up at the destination was created by the grader alone, whatever stood there before."""
import json
import os
import pathlib
import stat
import tempfile

READ_CAP = 16 << 20  # bytes: far above any honest report or log


class UnsafeFile(OSError):
    """A file the grader refuses to read: a symlink, a FIFO, a device, a folder."""


def _open_regular(path):
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY
    try:
        fd = os.open(path, flags)
    except OSError as err:
        if err.errno == 40:  # ELOOP: the last component is a symlink
            raise UnsafeFile(f"{path} is a symbolic link") from err
        raise
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise UnsafeFile(f"{path} is not a regular file")
    return fd, info


def read_capped(path, cap=READ_CAP):
    """(the first `cap` bytes of a regular file, whether there was more)."""
    fd, _ = _open_regular(path)
    try:
        chunks, left = [], cap + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    return data[:cap], len(data) > cap


def read_tail(path, size=2000):
    """The last `size` bytes of a regular file as text; "" when it is missing or not regular."""
    try:
        fd, info = _open_regular(path)
    except OSError:
        return ""
    try:
        os.lseek(fd, max(0, info.st_size - size), os.SEEK_SET)
        return os.read(fd, size).decode(errors="replace")
    finally:
        os.close(fd)


def write_atomic(path, data, mode=0o644):
    """Writes bytes or text to path through a fresh file created beside it, then renamed."""
    path = pathlib.Path(path)
    if isinstance(data, str):
        # A lone surrogate (a file name's byte that is not UTF-8) is written as \udcNN: a report
        # is always written, never stopped by one character.
        data = data.encode("utf-8", "backslashreplace")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        pathlib.Path(temporary).unlink(missing_ok=True)
        raise


def private_folder(parent, prefix):
    """A fresh folder only the grader can enter (mkdtemp makes it 0700)."""
    return pathlib.Path(tempfile.mkdtemp(prefix=prefix, dir=parent))


def read_json_object(path):
    """The JSON object stored in path, or {} when it is missing, unreadable or not an object: for
    the grader's caches, which are rebuilt whenever they cannot be read."""
    try:
        data = json.loads(pathlib.Path(path).read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
