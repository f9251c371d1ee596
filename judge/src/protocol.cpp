#include "npuzzle/judge/protocol.hpp"

#include <poll.h>
#include <sys/uio.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cerrno>
#include <cstring>

#include "npuzzle/judge/wire.hpp"

namespace npuzzle::judge {

namespace {

// Reads exactly `size` bytes; returns how many came before the end of file.
std::size_t read_fully(int fd, char* data, std::size_t size) {
    std::size_t got = 0;
    while (got < size) {
        const ssize_t n = ::read(fd, data + got, size - got);
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN) {
                wait_readable(fd, -1);
                continue;
            }
            throw wire_error(std::string("reading the other side failed: ") + std::strerror(errno));
        }
        got += static_cast<std::size_t>(n);
    }
    return got;
}

}  // namespace

bool wait_readable(int fd, int timeout_ms) {
    pollfd p{fd, POLLIN, 0};
    return ::poll(&p, 1, timeout_ms) > 0;
}

bool read_frame(int fd, std::string& payload) {
    std::uint32_t size = 0;
    const std::size_t got = read_fully(fd, reinterpret_cast<char*>(&size), sizeof size);
    if (got == 0) return false;
    if (got < sizeof size) throw wire_error("a frame's length was cut short");
    if (size == 0 || size > kMaxMessage + 64) {
        throw wire_error("a frame of " + std::to_string(size) + " bytes");
    }
    payload.resize(size);
    if (read_fully(fd, payload.data(), size) < size) throw wire_error("a frame was cut short");
    return true;
}

void write_frame(int fd, const std::string& payload) {
    const auto size = static_cast<std::uint32_t>(payload.size());
    // The length and the payload in one system call, without copying the payload.
    iovec parts[2] = {{const_cast<std::uint32_t*>(&size), sizeof size},
                      {const_cast<char*>(payload.data()), payload.size()}};
    int first = 0;  // the first part not written whole
    while (first < 2) {
        const ssize_t n = ::writev(fd, parts + first, 2 - first);
        if (n < 0) {
            if (errno == EINTR) continue;
            throw wire_error(std::string("the other side has gone: ") + std::strerror(errno));
        }
        auto written = static_cast<std::size_t>(n);
        while (first < 2 && written >= parts[first].iov_len) written -= parts[first++].iov_len;
        if (first < 2) {
            parts[first].iov_base = static_cast<char*>(parts[first].iov_base) + written;
            parts[first].iov_len -= written;
        }
    }
}

void reuse_freed_memory() {
#if defined(__GLIBC__)
    // The largest threshold glibc takes (32 MB on 64-bit): messages stay on the heap, and the
    // heap is not trimmed when they are freed.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

}  // namespace npuzzle::judge
