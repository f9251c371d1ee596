#include "frames.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace npuzzle::judge {

void put_call_head(Writer& call, std::string_view function, EventsAsked events,
                   std::uint64_t event_budget) {
    call.u8(static_cast<std::uint8_t>(Tag::Call));
    call.str(function);
    call.u8(static_cast<std::uint8_t>(events));
    call.u64(event_budget);
}

std::size_t read_now(int fd, char* data, std::size_t size) {
    for (;;) {
        const ssize_t n = ::read(fd, data, size);
        if (n > 0) return static_cast<std::size_t>(n);
        if (n == 0) throw wire_error("the worker closed its end");
        if (errno == EINTR) continue;
        if (errno != EAGAIN) throw wire_error(std::strerror(errno));
        return 0;
    }
}

void check_frame_size(std::uint32_t size) {
    if (size == 0 || size > kMaxMessage + 64) {
        throw wire_error("a frame of " + std::to_string(size) + " bytes");
    }
}

}  // namespace npuzzle::judge
