#include "npuzzle/judge/protocol.hpp"

#include <poll.h>
#include <unistd.h>

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
    std::string frame;
    const auto size = static_cast<std::uint32_t>(payload.size());
    frame.reserve(sizeof size + payload.size());
    frame.append(reinterpret_cast<const char*>(&size), sizeof size);
    frame += payload;
    std::size_t sent = 0;
    while (sent < frame.size()) {
        const ssize_t n = ::write(fd, frame.data() + sent, frame.size() - sent);
        if (n < 0) {
            if (errno == EINTR) continue;
            throw wire_error(std::string("the other side has gone: ") + std::strerror(errno));
        }
        sent += static_cast<std::size_t>(n);
    }
}

}  // namespace npuzzle::judge
