// Description: the judge's end of the protocol's frames (protocol.hpp): a Call's head, and a reply
// read from the worker's non-blocking pipe while the call's clock keeps watch between reads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "npuzzle/judge/protocol.hpp"
#include "npuzzle/judge/wire.hpp"

namespace npuzzle::judge {

// Starts a Call: the function's name, what to do with a search's events and their budget. The
// arguments follow.
void put_call_head(Writer& call, std::string_view function, EventsAsked events,
                   std::uint64_t event_budget);

// Reads what the pipe `fd` holds now, at most `size` bytes: 0 when it holds nothing yet;
// wire_error when the worker closed its end or the read failed.
std::size_t read_now(int fd, char* data, std::size_t size);

// wire_error unless `size` is a frame's length the protocol allows.
void check_frame_size(std::uint32_t size);

// Reads exactly `size` bytes from the non-blocking pipe `fd`: while nothing comes, waits at most
// `wait_ms` at a time and calls `waiting()` between, which ends the call by throwing.
template <class Waiting>
void read_exactly(int fd, char* data, std::size_t size, int wait_ms, Waiting& waiting) {
    for (std::size_t got = 0; got < size;) {
        const std::size_t n = read_now(fd, data + got, size - got);
        got += n;
        if (n > 0) continue;
        wait_readable(fd, wait_ms);
        waiting();
    }
}

// Reads one frame of the worker's reply into `payload` (its tag and body), as read_exactly.
template <class Waiting>
void read_reply_frame(int fd, std::string& payload, int wait_ms, Waiting&& waiting) {
    std::uint32_t size = 0;
    read_exactly(fd, reinterpret_cast<char*>(&size), sizeof size, wait_ms, waiting);
    check_frame_size(size);
    payload.resize(size);
    read_exactly(fd, payload.data(), size, wait_ms, waiting);
}

}  // namespace npuzzle::judge
