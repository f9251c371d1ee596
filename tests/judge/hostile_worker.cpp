// A worker that misbehaves on purpose, one way per run (argv[1]), so the judge's tests can show
// that no reply can crash, hang or fool the judge. It reads one call, then:
#include <signal.h>
#include <unistd.h>

#include <cstring>
#include <string>

#include "npuzzle/judge/protocol.hpp"
#include "npuzzle/judge/wire.hpp"

using namespace npuzzle::judge;

namespace {

void send_raw(const std::string& bytes) {
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::write(4, bytes.data() + sent, bytes.size() - sent);
        if (n <= 0) return;
        sent += static_cast<std::size_t>(n);
    }
}

std::string frame(const Writer& w) {
    const auto size = static_cast<std::uint32_t>(w.bytes().size());
    return std::string(reinterpret_cast<const char*>(&size), sizeof size) + w.bytes();
}

Writer value_of_int(int v) {
    Writer w;
    w.u8(static_cast<std::uint8_t>(Tag::Value));
    w.i32(v);
    return w;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    std::string call;
    while (read_frame(3, call)) {
        if (mode == "echo-int") {
            send_raw(frame(value_of_int(42)));
        } else if (mode == "garbage") {
            send_raw(std::string("\x07\x00\x00\x00\xff\xfe\xfd\xfc\xfb\xfa\xf9", 11));
        } else if (mode == "huge-frame") {
            send_raw(std::string("\xff\xff\xff\xff", 4));
        } else if (mode == "truncated") {
            send_raw(std::string("\x64\x00\x00\x00\x03\x01\x02", 7));
            return 0;
        } else if (mode == "bad-board") {
            Writer w;
            w.u8(static_cast<std::uint8_t>(Tag::Value));
            w.u8(3);
            w.u8(3);
            w.u64(0x1111111111111111ULL);  // nine tiles "1": not a board
            send_raw(frame(w));
        } else if (mode == "long-list") {
            Writer w;
            w.u8(static_cast<std::uint8_t>(Tag::Value));
            w.u32(0xFFFFFFF0U);  // a list far longer than the message
            send_raw(frame(w));
        } else if (mode == "extra-bytes") {
            Writer w = value_of_int(1);
            w.u32(99);
            send_raw(frame(w));
        } else if (mode == "unasked-events") {
            Writer w;
            w.u8(static_cast<std::uint8_t>(Tag::Events));
            w.u32(0);
            send_raw(frame(w));
        } else if (mode == "bad-exception-kind") {
            Writer w;
            w.u8(static_cast<std::uint8_t>(Tag::Thrown));
            w.u8(200);
            w.str("?");
            send_raw(frame(w));
        } else if (mode == "throws") {
            Writer w;
            w.u8(static_cast<std::uint8_t>(Tag::Thrown));
            w.u8(static_cast<std::uint8_t>(Thrown::InvalidArgument));
            w.str("tile 7 appears twice");
            send_raw(frame(w));
        } else if (mode == "not-implemented") {  // a stub's not_implemented, sent in parts
            Writer w;
            w.u8(static_cast<std::uint8_t>(Tag::Thrown));
            w.u8(static_cast<std::uint8_t>(Thrown::NotImplementedParts));
            w.str("lessons/01-cantor/cantor.cpp\ncantor::rank_board\nbfs::search");
            send_raw(frame(w));
        } else if (mode == "segfault") {
            ::signal(SIGSEGV, SIG_DFL);  // die of it even under a sanitizer's handler
            ::raise(SIGSEGV);
        } else if (mode == "exit") {
            return 0;
        } else if (mode == "hang") {
            for (;;) ::pause();
        } else if (mode == "spin") {  // an endless loop: it computes, never answers
            volatile unsigned long spins = 0;
            for (;;) spins = spins + 1;
        } else if (mode == "drip") {  // one byte a second: never a whole frame in time
            for (;;) {
                send_raw(std::string(1, '\x01'));
                ::sleep(1);
            }
        }
    }
    return 0;
}
